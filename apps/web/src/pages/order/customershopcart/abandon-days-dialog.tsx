import { Alert, Form, Input, Modal } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { setCartAbandonDays } from '../../../api/carts';
import { useSubmit } from '../../../components/submit/use-submit';
import { showSuccess } from '../../../lib/feedback';
import { useUserStore } from '../../../stores/user';
import { ABANDON_DAYS_MAX, parseAbandonDays } from './abandon-days';
import { cartKeys } from './cart-queries';

interface Values {
  days: string;
}

/**
 * Changes after how many untouched days a cart of the branch counts as abandoned (mark
 * cart:settings). A bad number is refused here with the reason and nothing is sent; a refusal
 * of the server stays in the dialog. After a change the cart lists are read again, since which
 * carts are abandoned follows.
 */
export default function AbandonDaysDialog({ days, onClose }: { days: number; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const user = useUserStore((s) => s.info)!;
  const [form] = Form.useForm<Values>();
  const { busy: saving, refusal, run } = useSubmit();

  const save = async ({ days: text }: Values) => {
    const next = parseAbandonDays(text);
    if (next === null) return;
    await run(async () => {
      const saved = await setCartAbandonDays(next);
      void client.invalidateQueries({ queryKey: cartKeys.all(user) });
      showSuccess(t('carts.setting.saved', { count: saved.abandonDays }));
      onClose();
    });
  };

  return (
    <Modal
      open
      title={t('carts.setting.title')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: saving, 'data-testid': 'abandon-days-save' }}
      onOk={() => form.submit()}
      onCancel={onClose}
      width={400}
      destroyOnHidden
      data-testid="abandon-days-dialog"
    >
      <p className="bo-muted">{t('carts.setting.help')}</p>
      {refusal && (
        <Alert type="error" showIcon title={refusal} className="cart-days-refusal" data-testid="abandon-days-refused" />
      )}
      <Form<Values> form={form} layout="vertical" initialValues={{ days: String(days) }} onFinish={(v) => void save(v)}>
        <Form.Item
          name="days"
          label={t('carts.setting.days')}
          rules={[
            {
              validator: (_r, v?: string) =>
                parseAbandonDays(v ?? '') !== null
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('carts.setting.invalid'))),
            },
          ]}
        >
          <Input inputMode="numeric" maxLength={String(ABANDON_DAYS_MAX).length + 2} autoComplete="off" autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
