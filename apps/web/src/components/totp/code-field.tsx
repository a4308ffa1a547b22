import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { CODE_DIGITS, isCompleteCode, normaliseCode } from './totp-text';

/**
 * The six digits of an authenticator app, as a form field named `code`: a phone shows its number
 * pad (inputMode numeric) and offers a code it received (one-time-code); spaces typed or pasted
 * ("123 456") are dropped and the field keeps at most six characters. Strings: the profile section.
 */
export function TotpCodeField({ autoFocus = false, testId }: { autoFocus?: boolean; testId: string }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="code"
      label={t('profile.totp.enrol.code')}
      extra={t('profile.totp.enrol.codeHelp')}
      normalize={normaliseCode}
      rules={[
        { required: true, message: t('profile.totp.enrol.codeRequired') },
        {
          validator: (_r, v?: string) =>
            !v || isCompleteCode(v) ? Promise.resolve() : Promise.reject(new Error(t('profile.totp.enrol.codeRule'))),
        },
      ]}
    >
      <Input
        className="bo-totp-code bo-code"
        inputMode="numeric"
        autoComplete="one-time-code"
        // No maxLength: a pasted "123 456" must arrive whole, then lose its space (normalize).
        size="large"
        autoFocus={autoFocus}
        placeholder={'0'.repeat(CODE_DIGITS)}
        data-testid={testId}
      />
    </Form.Item>
  );
}
