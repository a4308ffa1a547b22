import { Button, Input, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SecretState } from '@bo/contract';
import type { SecretField } from './form-values';
import { branchTime } from '../../../components/branch-time';

const KEEP: SecretField = { op: 'keep', value: '' };

/**
 * A write-only value in the form (a Form control: value and onChange). The stored value is never
 * here: a set one shows masked with "Replace" (an empty input opens) and "Clear" (removed when the
 * page is saved); both can be taken back until then. Nothing stored: an empty input.
 */
export function SecretInput({
  value = KEEP,
  onChange,
  stored,
  canEdit,
  testId,
  id,
}: {
  value?: SecretField;
  onChange?: (v: SecretField) => void;
  stored: SecretState;
  canEdit: boolean;
  testId: string;
  id?: string;
}) {
  const { t } = useTranslation();
  const set = (v: SecretField) => onChange?.(v);
  if (value.op === 'clear') {
    return (
      <Space wrap size={8} data-testid={`${testId}-cleared`}>
        <Typography.Text type="warning">{t('wechat-settings.secret.willClear')}</Typography.Text>
        <Button size="small" onClick={() => set(KEEP)} data-testid={`${testId}-undo`}>
          {t('wechat-settings.secret.undo')}
        </Button>
      </Space>
    );
  }
  if (stored.set && value.op === 'keep') {
    return (
      <Space wrap size={8} className="bo-wx-secret" data-testid={`${testId}-state`}>
        <Tag className="bo-wx-set">•••••• {t('wechat-settings.secret.set')}</Tag>
        {stored.changedAt && (
          <Typography.Text type="secondary" className="bo-wx-changed">
            {t('wechat-settings.secret.changedAt', { time: branchTime(stored.changedAt, 'YYYY-MM-DD HH:mm') })}
          </Typography.Text>
        )}
        {canEdit && (
          <>
            <Button size="small" onClick={() => set({ op: 'set', value: '' })} data-testid={`${testId}-replace`}>
              {t('wechat-settings.secret.replace')}
            </Button>
            <Button size="small" danger onClick={() => set({ op: 'clear', value: '' })} data-testid={`${testId}-clear`}>
              {t('wechat-settings.secret.clear')}
            </Button>
          </>
        )}
      </Space>
    );
  }
  if (!canEdit)
    return (
      <Typography.Text type="secondary" data-testid={`${testId}-state`}>
        {t('wechat-settings.secret.notSet')}
      </Typography.Text>
    );
  return (
    <div className="bo-wx-secret-edit">
      <Input.Password
        id={id}
        value={value.value}
        // Typed anew: set. Emptied with nothing stored: nothing to do.
        onChange={(e) => set(e.target.value || stored.set ? { op: 'set', value: e.target.value } : KEEP)}
        autoComplete="new-password"
        autoFocus={stored.set}
        spellCheck={false}
        maxLength={64}
        placeholder={t(stored.set ? 'wechat-settings.secret.newValue' : 'wechat-settings.secret.firstValue')}
        data-testid={`${testId}-input`}
      />
      {stored.set && (
        <Button onClick={() => set(KEEP)} data-testid={`${testId}-cancel`}>
          {t('wechat-settings.secret.cancel')}
        </Button>
      )}
    </div>
  );
}
