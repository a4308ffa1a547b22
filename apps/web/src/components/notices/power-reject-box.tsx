import { Button, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { POWER_LIMITS } from '@bo/contract';

interface Props {
  reason: string;
  onReason: (reason: string) => void;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Rejecting a power request: the reason the requester will read, then confirm (only with one) or cancel. */
export function PowerRejectBox({ reason, onReason, busy, onConfirm, onCancel }: Props) {
  const { t } = useTranslation();
  return (
    <Space orientation="vertical" size={8} style={{ width: '100%' }}>
      <Input.TextArea
        rows={2}
        maxLength={POWER_LIMITS.reason}
        showCount
        autoFocus
        value={reason}
        onChange={(e) => onReason(e.target.value)}
        placeholder={t('noticePanel.decision.reasonPlaceholder')}
        aria-label={t('noticePanel.decision.reason')}
        data-testid="power-reject-reason"
      />
      <Space wrap>
        <Button
          danger
          type="primary"
          loading={busy}
          disabled={!reason.trim()}
          onClick={onConfirm}
          data-testid="power-reject-confirm"
        >
          {t('noticePanel.decision.rejectConfirm')}
        </Button>
        <Button disabled={busy} onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      </Space>
    </Space>
  );
}
