import { useState } from 'react';
import { Alert, Button, Modal, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ALL_ROUTES, LOGIN_TYPE_ACCOUNT } from '@bo/contract';
import { requestPower } from '../api/power';
import { messageOf } from '../components/refusal';
import { pickLang } from '../locales/pick-lang';
import type { MenuItem } from '../stores/menu-tree';
import { useUserStore } from '../stores/user';

/**
 * An inactive menu item (spec §4, §6): the page is listed but not granted, so the user is
 * offered a request to the administrators (save_power_sq, spec §7). Account-login users without
 * a bound operator are told to bind one first and cannot send. The answer shows in the dialog
 * (spec §8): the server's message, or "sent to the administrator by WeChat" when it gave none;
 * a failure shows the server's message, or "data anomaly".
 */
export function PermissionRequestDialog({ item, onClose }: { item: MenuItem | null; onClose: () => void }) {
  // A new item starts afresh: nothing sent, no answer shown.
  return <RequestDialog key={item?.path ?? ''} item={item} onClose={onClose} />;
}

/** The page's mark from the route catalogue; a menu row outside it is named by its route (the server accepts both). */
const powersOf = (item: MenuItem) => ALL_ROUTES.find((r) => r.path === item.path)?.mark ?? item.path;

type Outcome = { ok: boolean; text: string } | null;

function RequestDialog({ item, onClose }: { item: MenuItem | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const info = useUserStore((s) => s.info);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const needsOperator = info?.logintype === LOGIN_TYPE_ACCOUNT && !info.operators.trim();
  const page = item ? pickLang(i18n.language, item.title, item.title_en) : '';
  const sent = outcome?.ok === true;

  const send = async () => {
    if (!info || !item) return;
    setBusy(true);
    setOutcome(null);
    try {
      const answer = await requestPower({
        powers: powersOf(item),
        menunames: page,
        guestcode: info.reguserno,
        gscode: info.gscode,
      });
      setOutcome(
        answer.sent
          ? { ok: true, text: answer.message || t('power.sentByWechat') }
          : { ok: false, text: answer.message || t('power.dataAnomaly') },
      );
    } catch (e) {
      setOutcome({ ok: false, text: messageOf(e) || t('power.dataAnomaly') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={Boolean(item)}
      title={t('power.title')}
      onCancel={onClose}
      footer={[
        <Button key="close" onClick={onClose} data-testid="permission-close">
          {t('common.close')}
        </Button>,
        sent ? null : (
          <Button
            key="send"
            type="primary"
            loading={busy}
            disabled={needsOperator || !info}
            onClick={() => void send()}
            data-testid="permission-send"
          >
            {t('power.send')}
          </Button>
        ),
      ]}
      data-testid="permission-dialog"
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Paragraph>{t('power.body', { page })}</Typography.Paragraph>
        {needsOperator && (
          <Alert type="warning" showIcon title={t('power.noOperator')} data-testid="permission-no-operator" />
        )}
        {!needsOperator && !outcome && <Typography.Paragraph type="secondary">{t('power.how')}</Typography.Paragraph>}
        {outcome && (
          <Alert
            type={outcome.ok ? 'success' : 'error'}
            showIcon
            title={outcome.text}
            role={outcome.ok ? 'status' : 'alert'}
            data-testid="permission-outcome"
          />
        )}
      </Space>
    </Modal>
  );
}
