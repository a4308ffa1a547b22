import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { disableTotp } from '../../../api/totp';
import { RefusalAlert } from '../../../components/submit/refusal-alert';
import { useSubmit } from '../../../components/submit/use-submit';
import { TotpCodeField } from '../../../components/totp/code-field';
import { showSuccess } from '../../../lib/feedback';

interface Values {
  password: string;
  code: string;
}

/**
 * "Turn off two-factor sign-in?" (loaded when first opened): one's password and a current code
 * from the app. A refusal of the server (a wrong password or code) stays in the dialog, which
 * stays open with what was typed.
 */
export default function TotpDisableDialog({
  account,
  onDone,
  onClose,
}: {
  account: string;
  onDone: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const { busy, refusal, run } = useSubmit();

  const submit = (v: Values) =>
    run(async () => {
      await disableTotp(v.password, v.code);
      showSuccess(t('profile.totp.disable.done'));
      onDone();
      onClose();
    });

  return (
    <Modal
      open
      title={t('profile.totp.disable.title')}
      okText={t('profile.totp.disable.submit')}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: true, loading: busy, 'data-testid': 'totp-disable-ok' }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      maskClosable={false}
      data-testid="totp-disable-dialog"
    >
      <RefusalAlert text={refusal} testId="totp-disable-refused" />
      <p>{t('profile.totp.disable.text')}</p>
      <Form<Values>
        form={form}
        name="totp-disable"
        layout="vertical"
        requiredMark={false}
        onFinish={(v) => void submit(v)}
      >
        {/* The account, for password managers. */}
        <input type="text" name="username" autoComplete="username" value={account} readOnly hidden />
        <Form.Item
          name="password"
          label={t('profile.totp.disable.password')}
          rules={[{ required: true, message: t('profile.totp.disable.passwordRequired') }]}
        >
          <Input.Password
            autoComplete="current-password"
            maxLength={200}
            autoFocus
            data-testid="totp-disable-password"
          />
        </Form.Item>
        <TotpCodeField testId="totp-disable-code" />
      </Form>
    </Modal>
  );
}
