import { useState } from 'react';
import { Alert, Button } from 'antd';
import type { FormInstance } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { WECHAT_FIELD_NAMES, type WechatTestResult } from '@bo/contract';
import { isSessionEnded } from '../../../api/http';
import { messageOf } from '../../../components/refusal';
import { testBodyOf, type FormValues, type SecretField } from './form-values';
import { testWechatConnection } from './wechat-queries';

/**
 * "Test connection" of one account with the AppID and AppSecret in the form (one not typed anew
 * is the saved one); saves nothing. The result shows below the button: connected, or WeChat's words.
 */
export function TestConnection({
  form,
  target,
  appIdField,
  secretField,
  testId,
}: {
  form: FormInstance<FormValues>;
  target: 'officialAccount' | 'miniProgram';
  appIdField: 'oaAppId' | 'mpAppId';
  secretField: 'oaSecret' | 'mpSecret';
  testId: string;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<WechatTestResult | null>(null);

  const run = async () => {
    setResult(null);
    try {
      await form.validateFields([appIdField, secretField]);
    } catch {
      return; // the field says what is wrong
    }
    const body = testBodyOf(
      target,
      (form.getFieldValue(appIdField) as string | undefined) ?? '',
      (form.getFieldValue(secretField) as SecretField | undefined) ?? { op: 'keep', value: '' },
    );
    if (!body) {
      setResult({
        ok: false,
        errcode: 0,
        message: t('wechat-settings.test.needIds', {
          appId: WECHAT_FIELD_NAMES.appId,
          appSecret: WECHAT_FIELD_NAMES.appSecret,
        }),
      });
      return;
    }
    setBusy(true);
    try {
      setResult(await testWechatConnection(body));
    } catch (e) {
      if (!isSessionEnded(e)) setResult({ ok: false, errcode: 0, message: messageOf(e) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="bo-wx-test">
      <Button onClick={() => void run()} loading={busy} data-testid={testId}>
        {t('wechat-settings.test.button')}
      </Button>
      {result && (
        <Alert
          type={result.ok ? 'success' : 'error'}
          showIcon
          title={result.message}
          role={result.ok ? 'status' : 'alert'}
          className="bo-wx-test-result"
          data-testid={`${testId}-result`}
          data-ok={result.ok ? 'yes' : 'no'}
        />
      )}
    </div>
  );
}
