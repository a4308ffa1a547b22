import { useRef } from 'react';
import { Alert, Button, Descriptions, Drawer, Form, Input, Popconfirm } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { STAFF_LIMITS, type StaffRow } from '@bo/contract';
import { addSwitchGrant, removeSwitchGrant } from '../../../api/staff';
import { useAllow } from '../../../components/allow';
import { RefusalAlert } from '../../../components/submit/refusal-alert';
import { useSubmit } from '../../../components/submit/use-submit';
import { showSuccess } from '../../../lib/feedback';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { pickLang } from '../../../locales/pick-lang';
import { useUserStore } from '../../../stores/user';
import { invalidateStaff, useLatestStaffList } from './staff-queries';
import { STAFF_ROUTE, type StaffDialogKind } from './staff-rules';
import { branchTime } from '../../../components/branch-time';

interface Props {
  id: number;
  /** The row as the list showed it, until the drawer's own read is in. */
  initial: StaffRow;
  onClose: () => void;
  /** A button of the drawer opens the page's dialog for this account. */
  onAction: (kind: StaffDialogKind, row: StaffRow) => void;
}

/**
 * One account: its details, the page's actions, and its switch grants both ways
 * (docs/decisions/0011-switch-account-by-grant.md). "Accounts that may switch into this one" are
 * this branch's to grant and revoke (a grant hands out this account), by branch code and account
 * name; "this account may switch to" shows grants into other accounts, revocable here only when the
 * target is this branch's, read-only where another branch granted it.
 */
export default function AccountDrawer({ id, initial, onClose, onAction }: Props) {
  const { t, i18n } = useTranslation();
  const user = useUserStore((s) => s.info)!;
  const client = useQueryClient();
  const mobile = useIsMobile();
  const canEdit = useAllow(STAFF_ROUTE, 'staff:edit');
  const canSignOut = useAllow(STAFF_ROUTE, 'staff:signout');
  // The account as the list's newest answer has it (read again after every change), else as it was opened.
  const latest = useLatestStaffList(user);
  const seen = useRef(initial);
  const found = latest?.list.find((r) => r.id === id);
  if (found) seen.current = found;
  const row: StaffRow | null = seen.current;
  const [form] = Form.useForm<{ gscode: string; userName: string }>();
  const { busy, refusal, run } = useSubmit();
  const own = id === user.ID;

  const grant = async (v: { gscode: string; userName: string }) => {
    if (!row) return;
    await run(async () => {
      await addSwitchGrant(row.id, v.gscode.trim(), v.userName.trim());
      form.resetFields();
      await invalidateStaff(client, user);
      showSuccess(t('staff.drawer.granted', { who: `${v.gscode.trim()}/${v.userName.trim()}`, name: row.userName }));
    });
  };
  const revoke = (grantId: number, who: string) =>
    run(async () => {
      await removeSwitchGrant(grantId);
      await invalidateStaff(client, user);
      showSuccess(t('staff.drawer.revoked', { who }));
    });

  const revokeButton = (grantId: number, who: string, into: string) => (
    <Popconfirm
      title={t('staff.drawer.revokeTitle', { who, name: into })}
      description={t('staff.drawer.revokeBody')}
      okText={t('staff.drawer.revoke')}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: true }}
      onConfirm={() => revoke(grantId, who)}
    >
      <Button
        size="small"
        type="link"
        danger
        disabled={busy}
        aria-label={t('staff.drawer.revokeOf', { who })}
        data-testid="staff-revoke"
      >
        {t('staff.drawer.revoke')}
      </Button>
    </Popconfirm>
  );

  return (
    <Drawer
      open
      onClose={onClose}
      size={mobile ? '100%' : 560}
      title={t('staff.drawer.title', { name: initial.userName })}
      data-testid="staff-drawer"
      className="staff-drawer"
    >
      {row === null ? (
        <Alert type="warning" showIcon title={t('staff.empty')} />
      ) : (
        <div aria-busy={busy || undefined}>
          <Descriptions size="small" column={1} title={t('staff.drawer.details')}>
            <Descriptions.Item label={t('staff.col.account')}>
              <span className="staff-names">{row.userName}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('staff.col.nickName')}>
              <span className="staff-names" data-user-content>
                {row.nickName}
              </span>
            </Descriptions.Item>
            <Descriptions.Item label={t('staff.col.role')}>
              <span data-user-content>
                {row.roleName ? pickLang(i18n.language, row.roleName, row.roleNameEn) : t('staff.roleGone')}
              </span>
            </Descriptions.Item>
            <Descriptions.Item label={t('staff.col.status')}>
              <span className="staff-tags">
                <span className={`ot ${row.status === 1 ? 'ot-green' : 'ot-grey'}`}>
                  {t(`staff.status.${row.status === 1 ? 1 : 0}`)}
                </span>
                {row.mustChangePassword && <span className="ot ot-gold">{t('staff.mustChange')}</span>}
              </span>
            </Descriptions.Item>
            <Descriptions.Item label={t('staff.col.lastLogin')}>
              {row.lastLoginAt ? branchTime(row.lastLoginAt, 'YYYY-MM-DD HH:mm') : t('staff.never')}
            </Descriptions.Item>
            <Descriptions.Item label={t('staff.col.sessions')}>{row.sessions}</Descriptions.Item>
            <Descriptions.Item label={t('staff.col.operator')}>
              <span className="staff-names">{row.operators || '—'}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('staff.col.phone')}>
              <span className="staff-names">{row.phone || '—'}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('staff.col.email')}>
              <span className="staff-names">{row.email || '—'}</span>
            </Descriptions.Item>
          </Descriptions>

          {!own && (canEdit || canSignOut) && (
            <div className="staff-drawer-buttons">
              {canEdit && <Button onClick={() => onAction('edit', row)}>{t('staff.action.edit')}</Button>}
              {canEdit && <Button onClick={() => onAction('role', row)}>{t('staff.action.role')}</Button>}
              {canEdit && <Button onClick={() => onAction('reset', row)}>{t('staff.action.reset')}</Button>}
              {canEdit && row.status === 1 && (
                <Button danger onClick={() => onAction('disable', row)}>
                  {t('staff.action.disable')}
                </Button>
              )}
              {canEdit && row.status !== 1 && (
                <Button onClick={() => onAction('enable', row)}>{t('staff.action.enable')}</Button>
              )}
              {canSignOut && <Button onClick={() => onAction('signOut', row)}>{t('staff.action.signOut')}</Button>}
              {canEdit && (
                <Button danger onClick={() => onAction('remove', row)}>
                  {t('staff.action.remove')}
                </Button>
              )}
            </div>
          )}

          <RefusalAlert text={refusal} testId="staff-drawer-error" />

          <h3 className="staff-section-title">{t('staff.drawer.switchFrom')}</h3>
          <p className="staff-section-help">{t('staff.drawer.switchFromHelp')}</p>
          {row.switchFrom.length === 0 ? (
            <p className="bo-muted">{t('staff.none')}</p>
          ) : (
            <ul className="staff-grants" data-testid="staff-switch-from">
              {row.switchFrom.map((g) => {
                const who = `${g.gscode}/${g.userName}`;
                return (
                  <li key={g.grantId}>
                    <span className="staff-grant-who">
                      <span className="staff-names">{who}</span>
                    </span>
                    {canEdit && revokeButton(g.grantId, who, row.userName)}
                  </li>
                );
              })}
            </ul>
          )}
          {canEdit && (
            <Form
              form={form}
              name="staff-grant"
              layout="vertical"
              className="staff-grant-form"
              onFinish={(v) => void grant(v)}
              requiredMark={false}
            >
              <Form.Item
                name="gscode"
                label={t('staff.drawer.granteeGscode')}
                initialValue={user.gscode}
                rules={[{ required: true, whitespace: true, message: t('staff.drawer.granteeRequired') }]}
              >
                <Input className="staff-grant-gscode" maxLength={20} autoComplete="off" />
              </Form.Item>
              <Form.Item
                name="userName"
                label={t('staff.drawer.granteeUserName')}
                rules={[{ required: true, whitespace: true, message: t('staff.drawer.granteeRequired') }]}
              >
                <Input className="staff-grant-user" maxLength={STAFF_LIMITS.userName} autoComplete="off" />
              </Form.Item>
              <Form.Item label=" " colon={false}>
                <Button htmlType="submit" loading={busy} data-testid="staff-grant">
                  {t('staff.drawer.grant')}
                </Button>
              </Form.Item>
            </Form>
          )}

          <h3 className="staff-section-title">{t('staff.drawer.switchTo')}</h3>
          <p className="staff-section-help">{t('staff.drawer.switchToHelp')}</p>
          {row.switchTo.length === 0 ? (
            <p className="bo-muted">{t('staff.none')}</p>
          ) : (
            <ul className="staff-grants" data-testid="staff-switch-to">
              {row.switchTo.map((g) => {
                const who = `${g.gscode}/${g.userName}`;
                return (
                  <li key={g.grantId}>
                    <span className="staff-grant-who">
                      <span className="staff-names">{who}</span>
                      <span className="bo-muted">
                        {g.revocable
                          ? t('staff.drawer.grantedHere')
                          : t('staff.drawer.grantedElsewhere', { gscode: g.gscode })}
                      </span>
                    </span>
                    {canEdit && g.revocable && revokeButton(g.grantId, `${user.gscode}/${row.userName}`, g.userName)}
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      )}
    </Drawer>
  );
}
