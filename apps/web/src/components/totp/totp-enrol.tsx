import { useState } from 'react';
import { Button, Form, Typography } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { DataOf, TotpSetup } from '@bo/contract';
import { enableTotp } from '../../api/totp';
import { showError, showSuccess } from '../../lib/feedback';
import { useIsMobile } from '../../lib/use-is-mobile';
import { RefusalAlert } from '../submit/refusal-alert';
import { useSubmit } from '../submit/use-submit';
import { TotpCodeField } from './code-field';
import { RecoveryCodes } from './recovery-codes';
import { groupSecret } from './totp-text';
import './totp.css';

export type TotpSetupData = DataOf<typeof TotpSetup>;

interface Props {
  /** What TotpSetup answered: the secret, its otpauth URI and its QR code. */
  setup: TotpSetupData;
  gscode: string;
  account: string;
  /** The code was right: two-factor sign-in is on (the recovery codes are on show now). */
  onEnrolled: () => void;
  /** "Done" under the recovery codes. */
  onDone: () => void;
  /** Given: a "cancel" beside "confirm" (nothing was turned on). */
  onCancel?: () => void;
}

/**
 * Enrolling in two-factor sign-in (issue 39), for the personal center and any screen that asks an
 * account to enrol: scan the QR code (or type the key, grouped in fours), confirm with a current
 * code, then the recovery codes, shown this once. A wrong code is refused by the server and said
 * above the code, which stays as typed. Strings: the profile section (usePageStrings('profile')).
 */
export default function TotpEnrol({ setup, gscode, account, onEnrolled, onDone, onCancel }: Props) {
  const [codes, setCodes] = useState<string[] | null>(null);
  return codes ? (
    <RecoveryCodes codes={codes} gscode={gscode} account={account} onDone={onDone} />
  ) : (
    <ScanAndConfirm
      setup={setup}
      account={account}
      onCancel={onCancel}
      onEnabled={(c) => {
        setCodes(c);
        onEnrolled();
      }}
    />
  );
}

function ScanAndConfirm({
  setup,
  account,
  onEnabled,
  onCancel,
}: {
  setup: TotpSetupData;
  account: string;
  onEnabled: (codes: string[]) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const [form] = Form.useForm<{ code: string }>();
  const { busy, refusal, run } = useSubmit();
  // An <img> of the server's SVG: the markup is never put into the page as HTML, so nothing in it can run.
  const qr = `data:image/svg+xml;utf8,${encodeURIComponent(setup.qrSvg)}`;

  const copyKey = async () => {
    try {
      await navigator.clipboard.writeText(setup.secret);
      showSuccess(t('profile.totp.enrol.keyCopied'));
    } catch {
      showError(t('profile.totp.enrol.copyFailed'));
    }
  };
  const confirm = ({ code }: { code: string }) =>
    run(async () => {
      const { recoveryCodes } = await enableTotp(code);
      showSuccess(t('profile.totp.codes.turnedOn'));
      onEnabled(recoveryCodes);
    });

  return (
    <section className="bo-totp-enrol" data-testid="totp-enrol">
      <div className="bo-totp-step">
        <h4>{t('profile.totp.enrol.scan')}</h4>
        <p className="bo-muted">{t('profile.totp.enrol.scanHelp')}</p>
        <div className="bo-totp-scan">
          <img
            className="bo-totp-qr"
            src={qr}
            alt={t('profile.totp.enrol.qrAlt', { account })}
            width={184}
            height={184}
            data-testid="totp-qr"
          />
          <div className="bo-totp-key">
            {mobile && (
              <Typography.Link href={setup.otpauthUri} data-testid="totp-open-app">
                {t('profile.totp.enrol.openApp')}
              </Typography.Link>
            )}
            <span id="bo-totp-key-label">{t('profile.totp.enrol.key')}</span>
            <code className="bo-totp-secret" aria-labelledby="bo-totp-key-label" data-testid="totp-secret">
              {groupSecret(setup.secret)}
            </code>
            <Button size="small" icon={<CopyOutlined />} onClick={() => void copyKey()} data-testid="totp-copy-key">
              {t('profile.totp.enrol.copyKey')}
            </Button>
          </div>
        </div>
      </div>
      <div className="bo-totp-step">
        <h4>{t('profile.totp.enrol.enter')}</h4>
        <RefusalAlert text={refusal} testId="totp-enrol-refused" />
        <Form<{ code: string }>
          form={form}
          name="totp-enrol"
          layout="vertical"
          requiredMark={false}
          className="bo-totp-form"
          onFinish={(v) => void confirm(v)}
        >
          <TotpCodeField testId="totp-enrol-code" />
          <div className="bo-totp-buttons">
            <Button type="primary" htmlType="submit" loading={busy} data-testid="totp-enrol-confirm">
              {t('profile.totp.enrol.confirm')}
            </Button>
            {onCancel && (
              <Button onClick={onCancel} disabled={busy} data-testid="totp-enrol-cancel">
                {t('common.cancel')}
              </Button>
            )}
          </div>
        </Form>
      </div>
    </section>
  );
}
