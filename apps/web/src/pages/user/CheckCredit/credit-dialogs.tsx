import { Descriptions, Form, Input, Modal, Switch } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CREDIT_LIMITS, YUAN_PATTERN, type CreditRow } from '@bo/contract';
import { RefusalAlert } from '../../../components/submit/refusal-alert';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { useSubmit } from '../../../components/submit/use-submit';
import { showSuccess } from '../../../lib/feedback';
import { formatMoney } from '../../../components/number-format';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { useUserStore } from '../../../stores/user';
import { ClientSelect } from '../../order/client-select';
import { CreditUse } from './credit-use';
import { auditCredit } from './credit-api';
import { CreditLimitFields } from './credit-limit-fields';
import { invalidateCredit, type OpenCreditDialog } from './credit-rules';
import { useCreditApply, type CreditApplyValues } from './use-credit-apply';

/**
 * The dialogs of the credit review, loaded together when one is first opened: apply for a
 * client, and approve or reject a pending application with a comment. A refusal shows inside the
 * dialog, which stays open.
 */
export default function CreditDialogs({ dialog, onClose }: { dialog: OpenCreditDialog; onClose: () => void }) {
  if (dialog.kind === 'apply' || !dialog.row) return <ApplyDialog onClose={onClose} />;
  return <AuditDialog pass={dialog.kind === 'approve'} row={dialog.row} onClose={onClose} />;
}

function AuditDialog({ pass, row, onClose }: { pass: boolean; row: CreditRow; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const user = useUserStore((s) => s.info)!;
  const [form] = Form.useForm<{ comment?: string }>();
  // Decided meanwhile (409): the list is read again so the row shows its new state.
  const { busy, refusal, run } = useSubmit({ onStale: () => invalidateCredit(client, user) });
  const mobile = useIsMobile();
  const name = `${row.client.guestname} · ${row.client.guestcode}`;

  const submit = (v: { comment?: string }) =>
    run(async () => {
      await auditCredit(row.id, pass, v.comment?.trim() ?? '');
      void invalidateCredit(client, user);
      showSuccess(t(pass ? 'credit.done.approved' : 'credit.done.rejected', { name }));
      onClose();
    });

  const tmp =
    Number(row.tmpprice) > 0 ? t('credit.tmpFor', { amount: formatMoney(row.tmpprice), days: row.tmpdays }) : '—';
  return (
    <Modal
      open
      title={t(pass ? 'credit.audit.approveTitle' : 'credit.audit.rejectTitle')}
      okText={t(pass ? 'credit.action.approve' : 'credit.action.reject')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: busy, danger: !pass, 'data-testid': 'credit-audit-ok' }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      maskClosable={false}
      data-testid="credit-audit-dialog"
    >
      <RefusalAlert text={refusal} testId="credit-dialog-error" />
      <Descriptions className="cc-terms" size="small" column={1} bordered layout={mobile ? 'vertical' : 'horizontal'}>
        <Descriptions.Item label={t('credit.col.client')}>
          <span data-user-content="">{name}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('credit.audit.asked')}>
          {t('credit.audit.terms', {
            yuejie: t(`credit.yesNo.${row.isyuejie === 1 ? 1 : 0}`),
            amount: formatMoney(row.maxprice),
            days: row.maxdays,
          })}
        </Descriptions.Item>
        <Descriptions.Item label={t('credit.col.tmp')}>{tmp}</Descriptions.Item>
        <Descriptions.Item label={t('credit.audit.now')}>
          {t('credit.audit.terms', {
            yuejie: t(`credit.yesNo.${row.client.isyuejie === 1 ? 1 : 0}`),
            amount: formatMoney(row.client.maxprice),
            days: row.client.maxdays,
          })}
        </Descriptions.Item>
        <Descriptions.Item label={t('credit.col.use')}>
          <CreditUse row={row} />
        </Descriptions.Item>
        {row.reason && (
          <Descriptions.Item label={t('credit.col.reason')}>
            <span data-user-content="">{row.reason}</span>
          </Descriptions.Item>
        )}
      </Descriptions>
      <p className="bo-muted">{t(pass ? 'credit.audit.approveBody' : 'credit.audit.rejectBody')}</p>
      <Form form={form} name="credit-audit" layout="vertical" onFinish={(v) => void submit(v)}>
        <Form.Item
          name="comment"
          label={t('credit.audit.comment')}
          rules={pass ? [] : [{ required: true, whitespace: true, message: t('credit.audit.commentRequired') }]}
        >
          <Input.TextArea
            rows={3}
            maxLength={CREDIT_LIMITS.comment}
            showCount
            autoFocus
            data-testid="credit-audit-comment"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function ApplyDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<CreditApplyValues>();
  const { busy, refusal, submit } = useCreditApply(onClose);
  const tmpprice = Form.useWatch('tmpprice', form) ?? '';
  const withTmp = YUAN_PATTERN.test(tmpprice.trim()) && Number(tmpprice) > 0;

  return (
    <FormDialog<CreditApplyValues>
      title={t('credit.form.title')}
      okText={t('credit.form.submit')}
      form={form}
      name="credit-apply"
      initialValues={{ isyuejie: true, maxdays: 30 }}
      onFinish={submit}
      onClose={onClose}
      submit={{ busy, refusal }}
      maskClosable={false}
      testIds={{ dialog: 'credit-apply-dialog', save: 'credit-apply-save', refused: 'credit-dialog-error' }}
    >
      <Form.Item
        name="guestcode"
        label={t('credit.col.client')}
        rules={[{ required: true, message: t('credit.form.clientRequired') }]}
      >
        <ClientSelect />
      </Form.Item>
      <Form.Item name="isyuejie" label={t('credit.col.isyuejie')} valuePropName="checked">
        <Switch data-testid="credit-form-isyuejie" />
      </Form.Item>
      <CreditLimitFields withTmp={withTmp} />
      <Form.Item name="reason" label={t('credit.col.reason')}>
        <Input.TextArea rows={3} maxLength={CREDIT_LIMITS.reason} showCount data-testid="credit-form-reason" />
      </Form.Item>
    </FormDialog>
  );
}
