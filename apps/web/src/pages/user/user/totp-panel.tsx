import { Suspense, useState } from 'react';
import { Alert, Button, Skeleton } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TotpStatus } from '@bo/contract';
import { isSessionEnded } from '../../../api/http';
import { startTotpSetup } from '../../../api/totp';
import { branchTime } from '../../../components/branch-time';
import { RefusalAlert } from '../../../components/submit/refusal-alert';
import { useSubmit } from '../../../components/submit/use-submit';
import { onOff, Tag } from '../../../components/tag';
import type { TotpSetupData } from '../../../components/totp/totp-enrol';
import { lazyPart } from '../../../lib/lazy-part';
import { useUserStore } from '../../../stores/user';
import { profileQueries } from './profile-queries';

/** The enrolment (antd Form, the QR code, the recovery codes) loads when "set up" is first pressed or hovered. */
const TotpEnrol = lazyPart(() => import('../../../components/totp/totp-enrol'));
const TotpDisableDialog = lazyPart(() => import('./totp-disable-dialog'));

/** Few enough recovery codes left to say how to get new ones. */
const FEW_LEFT = 3;

/**
 * One's two-factor sign-in (issue 39): on or off, since when, the recovery codes not used yet;
 * "set up" (the QR code and key, a code to confirm, the recovery codes shown once) and "turn off"
 * (password and a current code), which is not offered when one's role requires it. Read when the
 * tab is opened.
 */
export function TotpPanel({ active }: { active: boolean }) {
  const { t } = useTranslation();
  const info = useUserStore((s) => s.info)!;
  const client = useQueryClient();
  const query = useQuery({ ...profileQueries.totp(info), enabled: active, refetchOnMount: 'always' });
  const [setup, setSetup] = useState<TotpSetupData | null>(null);
  const [turningOff, setTurningOff] = useState(0);
  const starting = useSubmit();
  const reload = () => client.invalidateQueries({ queryKey: profileQueries.totp(info).queryKey });

  const start = () =>
    void starting.run(async () => {
      const answer = await startTotpSetup();
      TotpEnrol.preload();
      setSetup(answer);
    });

  const lazy = (node: React.ReactNode) => (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>{node}</Suspense>
  );

  let body: React.ReactNode;
  if (setup) {
    body = lazy(
      <TotpEnrol
        setup={setup}
        gscode={info.gscode}
        account={info.userName}
        onEnrolled={() => void reload()}
        onDone={() => setSetup(null)}
        onCancel={() => setSetup(null)}
      />,
    );
  } else if (query.isError && !isSessionEnded(query.error)) {
    body = (
      <p className="bo-personal-error" role="alert">
        {t('profile.totp.loadFailed')}{' '}
        <Button size="small" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </p>
    );
  } else if (!query.data) {
    body = <Skeleton active paragraph={{ rows: 3 }} />;
  } else {
    body = (
      <TotpStatusView
        s={query.data}
        refusal={starting.refusal}
        starting={starting.busy}
        onStart={start}
        onTurnOff={() => setTurningOff((n) => n + 1)}
      />
    );
  }

  return (
    <div className="bo-personal-totp-panel" data-testid="totp-panel">
      <p className="bo-muted bo-personal-intro">{t('profile.totp.intro')}</p>
      {body}
      <Suspense fallback={null}>
        {turningOff > 0 && (
          <TotpDisableDialog
            key={turningOff}
            account={info.userName}
            onDone={() => void reload()}
            onClose={() => setTurningOff(0)}
          />
        )}
      </Suspense>
    </div>
  );
}

/** On or off, since when, the recovery codes left, and the one button that applies. */
function TotpStatusView({
  s,
  refusal,
  starting,
  onStart,
  onTurnOff,
}: {
  s: TotpStatus;
  refusal: string | null;
  starting: boolean;
  onStart: () => void;
  onTurnOff: () => void;
}) {
  const { t } = useTranslation();
  const row = (label: string, value: React.ReactNode, testId: string) => (
    <div className="bo-personal-row">
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
  return (
    <>
      <dl className="bo-personal-totp" data-testid="totp-status" data-enabled={String(s.enabled)}>
        {row(
          t('profile.totp.status'),
          <Tag colour={onOff(s.enabled)}>{t(s.enabled ? 'profile.totp.on' : 'profile.totp.off')}</Tag>,
          'totp-state',
        )}
        {s.enabled && row(t('profile.totp.since'), branchTime(s.enabledAt, 'YYYY-MM-DD HH:mm'), 'totp-since')}
        {s.enabled && row(t('profile.totp.recoveryLeft'), s.recoveryLeft, 'totp-recovery-left')}
      </dl>
      {s.enabled && s.recoveryLeft <= FEW_LEFT && (
        <Alert
          type="warning"
          showIcon
          className="bo-personal-totp-note"
          title={t(s.requiredByRole ? 'profile.totp.fewLeftRequired' : 'profile.totp.fewLeft', {
            count: s.recoveryLeft,
          })}
        />
      )}
      {s.requiredByRole &&
        (s.enabled ? (
          <p className="bo-muted bo-personal-totp-note" data-testid="totp-required">
            {t('profile.totp.required')}
          </p>
        ) : (
          <Alert
            type="warning"
            showIcon
            className="bo-personal-totp-note"
            title={t('profile.totp.requiredOff')}
            data-testid="totp-required"
          />
        ))}
      <RefusalAlert text={refusal} testId="totp-setup-refused" />
      <div className="bo-totp-actions">
        {!s.enabled && (
          <Button
            type="primary"
            icon={<SafetyCertificateOutlined />}
            loading={starting}
            onClick={onStart}
            onPointerEnter={TotpEnrol.preload}
            data-testid="totp-set-up"
          >
            {t('profile.totp.setUp')}
          </Button>
        )}
        {s.enabled && !s.requiredByRole && (
          <Button danger onClick={onTurnOff} onPointerEnter={TotpDisableDialog.preload} data-testid="totp-turn-off">
            {t('profile.totp.turnOff')}
          </Button>
        )}
      </div>
    </>
  );
}
