import { useEffect, useEffectEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Card, Descriptions, Result, Skeleton, Typography } from 'antd';
import { DesktopOutlined } from '@ant-design/icons';
import { HOME_PATH, type DataOf, type QrLoginInfo } from '@bo/contract';
import { confirmQrLogin, qrLoginInfo, rejectQrLogin } from '../../api/qr-login';
import { ApiError, isSessionEnded } from '../../api/http';
import { usePageStrings } from '../../components/use-page-strings';
import { useUserStore } from '../../stores/user';
import { branchTime } from '../../components/branch-time';

type Info = DataOf<typeof QrLoginInfo>;
type View =
  | { kind: 'loading' }
  | { kind: 'ask'; info: Info }
  | { kind: 'confirmed' }
  | { kind: 'rejected' }
  | { kind: 'error'; message: string };
type Decision = 'confirm' | 'reject';

/** What the QR code's link carries: base64url of 16 random bytes (the server checks it). */
const CODE = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * The phone's answer to a computer asking to be signed in by QR code: who asks, then confirm or
 * reject. Drawn inside the signed-in unit's providers (./index.tsx).
 */
export default function QrLoginConfirm() {
  const ready = usePageStrings('qrlogin');
  return (
    <main
      className="bo-qrlogin"
      style={{
        minHeight: '100dvh',
        boxSizing: 'border-box',
        padding: '24px 16px',
        background: 'var(--ant-color-bg-layout)',
        color: 'var(--ant-color-text)',
        display: 'flex',
        justifyContent: 'center',
        alignItems: 'flex-start',
      }}
    >
      <Card style={{ width: '100%', maxWidth: 440 }} data-testid="qrlogin-card">
        {ready ? <Ask /> : <Skeleton active />}
      </Card>
    </main>
  );
}

function Ask() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { view, busy, decide } = useQrAnswer(params.get('c') ?? '');

  useEffect(() => {
    document.title = t('qrlogin.title');
  }, [t]);

  const toConsole = (
    <Button key="console" onClick={() => navigate(HOME_PATH, { replace: true })} data-testid="qrlogin-to-console">
      {t('qrlogin.toConsole')}
    </Button>
  );
  if (view.kind === 'loading') return <Skeleton active />;
  if (view.kind === 'ask') return <AskCard info={view.info} busy={busy} decide={decide} />;
  const outcome = OUTCOMES[view.kind];
  return (
    <Result
      status={outcome.status}
      title={t(outcome.title)}
      subTitle={
        view.kind === 'error' ? <span data-testid="qrlogin-error">{view.message}</span> : t(OUTCOMES[view.kind].body)
      }
      extra={toConsole}
      data-testid={outcome.testId}
    />
  );
}

/** How each end of the exchange is told: a failure (with its reason), a confirmation, a rejection. */
const OUTCOMES = {
  error: { status: 'warning', title: 'qrlogin.failedTitle', testId: undefined },
  confirmed: {
    status: 'success',
    title: 'qrlogin.confirmedTitle',
    body: 'qrlogin.confirmedBody',
    testId: 'qrlogin-confirmed',
  },
  rejected: {
    status: 'info',
    title: 'qrlogin.rejectedTitle',
    body: 'qrlogin.rejectedBody',
    testId: 'qrlogin-rejected',
  },
} as const;

/** The QR code's request read once for `code`, and the answer sent: what to show, and which button is busy. */
function useQrAnswer(code: string) {
  const { t } = useTranslation();
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [busy, setBusy] = useState<Decision | null>(null);

  const failed = (e: unknown) => {
    // Code 7: the client says so and goes to the sign-in page (and back here after).
    if (isSessionEnded(e)) return;
    setView({ kind: 'error', message: e instanceof ApiError ? e.message : String(e) });
  };

  const noCode = useEffectEvent(() => setView({ kind: 'error', message: t('qrlogin.noCode') }));
  useEffect(() => {
    if (!CODE.test(code)) {
      noCode();
      return;
    }
    let live = true;
    qrLoginInfo(code).then(
      (info) => live && setView({ kind: 'ask', info }),
      (e: unknown) => live && failed(e),
    );
    return () => {
      live = false;
    };
    // The code alone decides what is shown.
  }, [code]);

  const decide = async (decision: Decision) => {
    setBusy(decision);
    try {
      await (decision === 'confirm' ? confirmQrLogin(code) : rejectQrLogin(code));
      setView({ kind: decision === 'confirm' ? 'confirmed' : 'rejected' });
    } catch (e) {
      failed(e);
    } finally {
      setBusy(null);
    }
  };
  return { view, busy, decide };
}

/** Who asks (browser, address, time) and as whom, with confirm and reject. */
function AskCard({
  info,
  busy,
  decide,
}: {
  info: Info;
  busy: Decision | null;
  decide: (decision: Decision) => Promise<void>;
}) {
  const { t } = useTranslation();
  const me = useUserStore((s) => s.info);
  return (
    <div data-testid="qrlogin-ask">
      <div style={{ textAlign: 'center', marginBottom: 16 }}>
        <DesktopOutlined style={{ fontSize: 48 }} aria-hidden />
        <Typography.Title level={4} style={{ marginTop: 12, marginBottom: 4 }}>
          {t('qrlogin.askTitle')}
        </Typography.Title>
        <Typography.Text type="secondary">
          {t('qrlogin.asAccount', { name: me?.nickName || me?.userName || '', company: me?.company ?? '' })}
        </Typography.Text>
      </div>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('qrlogin.browser')}>
          <span data-testid="qrlogin-browser">{info.userAgent}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('qrlogin.ip')}>
          <span className="bo-code" data-testid="qrlogin-ip">
            {info.ip}
          </span>
        </Descriptions.Item>
        <Descriptions.Item label={t('qrlogin.time')}>
          {branchTime(info.createdAt, 'YYYY-MM-DD HH:mm:ss')}
        </Descriptions.Item>
      </Descriptions>
      <Alert type="warning" showIcon style={{ marginTop: 16 }} title={t('qrlogin.warning')} />
      <div style={{ display: 'flex', flexDirection: 'column', gap: 12, marginTop: 20 }}>
        <Button
          type="primary"
          size="large"
          block
          loading={busy === 'confirm'}
          disabled={busy !== null}
          onClick={() => void decide('confirm')}
          data-testid="qrlogin-confirm"
        >
          {t('qrlogin.confirm')}
        </Button>
        <Button
          size="large"
          block
          danger
          loading={busy === 'reject'}
          disabled={busy !== null}
          onClick={() => void decide('reject')}
          data-testid="qrlogin-reject"
        >
          {t('qrlogin.reject')}
        </Button>
      </div>
    </div>
  );
}
