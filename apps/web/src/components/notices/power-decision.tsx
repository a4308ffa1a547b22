import { useState } from 'react';
import { Alert, Button, Skeleton, Space, Tag, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { decidePower, getPowerRequest } from '../../api/power';
import { RefusalAlert } from '../submit/refusal-alert';
import { useSubmit } from '../submit/use-submit';
import { showSuccess } from '../../lib/feedback';
import { pickLang } from '../../locales/pick-lang';
import { branchTime } from '../branch-time';
import { PowerRejectBox } from './power-reject-box';

/** Starts with 'messages': a 'message' push (another administrator decided) reads it again. */
export const powerRequestKey = (id: number) => ['messages', 'power-request', id] as const;

/**
 * Approve / reject buttons of a power-request to-do (issue 14 #3), drawn by the messages page
 * for to-dos whose todoKind is 'power'. It says plainly what approving does: the ROLE's grant
 * of the page turns active, for every account of the role. Rejecting needs a reason, which the
 * requester receives. A request decided meanwhile shows its outcome instead of the buttons.
 */
export function PowerDecision({ requestId, onDone }: { requestId: number; onDone?: () => void }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const query = useQuery({ queryKey: powerRequestKey(requestId), queryFn: () => getPowerRequest(requestId) });
  // Decided by someone else meanwhile (409): read it again, so its outcome shows.
  const { busy, refusal, run } = useSubmit({
    onStale: () => client.invalidateQueries({ queryKey: ['messages'] }),
  });

  if (query.isPending) return <Skeleton active paragraph={{ rows: 1 }} title={false} />;
  if (query.isError)
    return <Alert type="error" showIcon title={query.error.message} data-testid="power-decision-error" />;
  const r = query.data;
  const page = pickLang(i18n.language, r.page.title, r.page.title_en);
  const role = pickLang(i18n.language, r.role.name, r.role.name_en);
  const requester =
    r.requester.nickName && r.requester.nickName !== r.requester.userName
      ? `${r.requester.nickName} (${r.requester.userName})`
      : r.requester.userName;

  const decide = (approve: boolean) =>
    run(async () => {
      await decidePower({ id: r.id, approve, reason: approve ? '' : reason.trim() });
      await client.invalidateQueries({ queryKey: ['messages'] });
      showSuccess(
        t(approve ? 'noticePanel.decision.approvedDone' : 'noticePanel.decision.rejectedDone', {
          page,
          name: requester,
        }),
      );
      setRejecting(false);
      onDone?.();
    });

  return (
    <Space orientation="vertical" size={8} style={{ width: '100%' }} data-testid="power-decision">
      {/* Said once: the to-do's title and time stand above; who asks (with the account), then what approving does, naming the role and the page. */}
      <Typography.Text>
        {t('noticePanel.decision.requester')}: <span data-user-content="">{requester}</span>
      </Typography.Text>
      {r.state === 'pending' ? (
        <>
          <Typography.Text data-testid="power-decision-effect">
            {t('noticePanel.decision.effect', { page, role, count: r.role.users })}
          </Typography.Text>
          <RefusalAlert text={refusal} testId="power-decision-refusal" />
          {rejecting ? (
            <PowerRejectBox
              reason={reason}
              onReason={setReason}
              busy={busy}
              onConfirm={() => void decide(false)}
              onCancel={() => setRejecting(false)}
            />
          ) : (
            <Space wrap>
              <Button type="primary" loading={busy} onClick={() => void decide(true)} data-testid="power-approve">
                {t('noticePanel.decision.approve')}
              </Button>
              <Button danger disabled={busy} onClick={() => setRejecting(true)} data-testid="power-reject">
                {t('noticePanel.decision.reject')}
              </Button>
            </Space>
          )}
        </>
      ) : (
        <Space wrap size={4} data-testid="power-decision-state">
          <Tag color={r.state === 'approved' ? 'success' : 'error'}>{t(`noticePanel.decision.state.${r.state}`)}</Tag>
          <Typography.Text type="secondary">
            <span data-user-content="">{r.decidedBy}</span>
            {r.decidedAt ? ` · ${branchTime(r.decidedAt, 'YYYY-MM-DD HH:mm')}` : ''}
          </Typography.Text>
          {r.state === 'rejected' && r.reason && (
            <Typography.Text>
              {t('noticePanel.decision.reason')}: <span data-user-content="">{r.reason}</span>
            </Typography.Text>
          )}
        </Space>
      )}
    </Space>
  );
}
