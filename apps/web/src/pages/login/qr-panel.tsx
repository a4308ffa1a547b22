import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { QR_LOGIN_POLL_MS, type DataOf, type LoginQrCode } from '@bo/contract';
import { isChunkLoadError, reloadForChunk } from '../../lib/chunk-errors';
import { useSignInT } from '../../components/sign-in-i18n';
import { closeCircleGlyph, loadingGlyph, PlainIcon, qrcodeGlyph } from '../../components/plain-icon';

/** The calls and the sign-in's keeping of the user: their own small chunk, fetched when the tab is shown. */
const loadQr = () => import('./qr-sign-in');

/**
 * How many codes in a row the tab replaces by itself when one expires unused (10 minutes): a
 * browser left on the tab then stops asking for codes, and says the last one expired.
 */
export const QR_AUTO_REFRESHES = 5;

type Issued = DataOf<typeof LoginQrCode>;
type View =
  | { kind: 'loading' }
  | { kind: 'shown'; qr: Issued; deadline: number; state: 'waiting' | 'scanned' }
  | { kind: 'ended'; reason: 'expired' | 'rejected' | 'used' }
  | { kind: 'confirmed' }
  | { kind: 'error'; message: string };

/** Whether the page is on screen (not a background tab, not minimised). */
function usePageVisible(): boolean {
  const [visible, setVisible] = useState(() => document.visibilityState !== 'hidden');
  useEffect(() => {
    const on = () => setVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', on);
    return () => document.removeEventListener('visibilitychange', on);
  }, []);
  return visible;
}

/**
 * The QR tab of /login (issue 14 #1): a single-use code from the server as an image, its countdown,
 * and what the phone did with it. While the tab is shown and the page visible, the browser asks
 * every second; once a phone confirms, the answer carries the session, kept like a password
 * sign-in's, and the sign-in page goes on to the console. An expired code is replaced by itself
 * (QR_AUTO_REFRESHES times); a rejected or used one waits for the button.
 */
export function QrPanel() {
  const { t } = useSignInT();
  const { view, left, newCode } = useQrSignIn();
  const again = (
    <button
      type="button"
      className="bo-btn bo-btn-primary"
      onClick={() => newCode(true)}
      data-testid="qr-login-refresh"
    >
      {t('login.qrRefresh')}
    </button>
  );

  if (view.kind === 'shown') return <QrShown view={view} left={left} />;
  if (view.kind === 'ended') {
    const text =
      view.reason === 'rejected'
        ? t('login.qrRejected')
        : view.reason === 'used'
          ? t('login.qrUsed')
          : t('login.qrExpired');
    return (
      <div className="bo-login-qr" data-testid="qr-login" data-state={view.reason}>
        <PlainIcon icon={qrcodeGlyph} className="bo-login-qr-icon" />
        <p role="status" className="bo-login-qr-status bo-login-qr-strong">
          {text}
        </p>
        {again}
      </div>
    );
  }
  if (view.kind === 'error') {
    return (
      <div className="bo-login-qr" data-testid="qr-login" data-state="error">
        <div className="bo-alert bo-login-error" role="alert">
          <PlainIcon icon={closeCircleGlyph} />
          <span>{view.message}</span>
        </div>
        {again}
      </div>
    );
  }
  return (
    <div className="bo-login-qr" data-testid="qr-login" data-state={view.kind} aria-busy="true">
      <PlainIcon icon={qrcodeGlyph} className="bo-login-qr-icon" />
      <p role="status" className="bo-login-qr-status">
        <PlainIcon icon={loadingGlyph} className="bo-btn-spinner" />{' '}
        {view.kind === 'confirmed' ? t('login.qrSigningIn') : t('login.qrLoading')}
      </p>
    </div>
  );
}

/** The code as an image, what the phone did so far, and the seconds left. */
function QrShown({ view, left }: { view: Extract<View, { kind: 'shown' }>; left: number }) {
  const { t } = useSignInT();
  const scanned = view.state === 'scanned';
  return (
    <div className="bo-login-qr" data-testid="qr-login" data-state={view.state}>
      <div className={scanned ? 'bo-login-qr-frame bo-login-qr-scanned' : 'bo-login-qr-frame'}>
        <img
          src={view.qr.svg}
          alt={t('login.qrAlt')}
          width={200}
          height={200}
          data-testid="qr-login-image"
          data-link={view.qr.link}
        />
      </div>
      <p role="status" className={scanned ? 'bo-login-qr-status bo-login-qr-strong' : 'bo-login-qr-status'}>
        {scanned ? t('login.qrScanned') : t('login.qrHint')}
      </p>
      <p className="bo-login-qr-countdown" data-testid="qr-login-countdown">
        {t('login.qrCountdown').replace('{{seconds}}', String(left))}
      </p>
    </div>
  );
}

type QrModule = Awaited<ReturnType<typeof loadQr>>;
type Words = ReturnType<typeof useSignInT>['t'];
type SetView = React.Dispatch<React.SetStateAction<View>>;

/** What a failure shows: its reason, or nothing when the page reloads for code a redeploy removed. */
function errorView(e: unknown, t: Words, m?: QrModule): View | null {
  if (isChunkLoadError(e) && reloadForChunk()) return null;
  return {
    kind: 'error',
    message: isChunkLoadError(e) ? t('chunk.body') : m && e instanceof m.ApiError ? e.message : String(e),
  };
}

/** The tab's state: a code asked for at first and on every refresh, polled and counted down while shown. */
function useQrSignIn() {
  const { t } = useSignInT();
  const visible = usePageVisible();
  const [view, setView] = useState<View>({ kind: 'loading' });
  /** Bumped for a new code. */
  const [generation, setGeneration] = useState(0);
  const autoRefreshes = useRef(0);

  // An effect event: the effect below calls it with the latest words without re-running for them.
  const failed = useEffectEvent((e: unknown, m?: QrModule) => {
    const shown = errorView(e, t, m);
    if (shown) setView(shown);
  });

  const newCode = (byUser: boolean) => {
    if (byUser) autoRefreshes.current = 0;
    setGeneration((g) => g + 1);
  };

  // A new code: at first, and for every refresh.
  useEffect(() => {
    let live = true;
    setView({ kind: 'loading' });
    void loadQr().then(
      (m) =>
        m.newLoginQrCode().then(
          (qr) => live && setView({ kind: 'shown', qr, deadline: Date.now() + qr.seconds * 1000, state: 'waiting' }),
          (e: unknown) => live && failed(e, m),
        ),
      (e: unknown) => live && failed(e),
    );
    return () => {
      live = false;
    };
    // Only a new generation asks for a new code.
  }, [generation]);

  const expired = () => {
    if (autoRefreshes.current < QR_AUTO_REFRESHES) {
      autoRefreshes.current += 1;
      newCode(false);
    } else {
      setView({ kind: 'ended', reason: 'expired' });
    }
  };
  const expiredRef = useRef(expired);
  expiredRef.current = expired;

  useQrPoll(view.kind === 'shown' ? view.qr.pollKey : null, visible, setView, expiredRef);
  const left = useCountdown(view, visible, expiredRef);
  return { view, left, newCode };
}

/** Asks the server about the code, one request at a time, while the page is visible. */
function useQrPoll(pollKey: string | null, visible: boolean, setView: SetView, expiredRef: { current: () => void }) {
  const { t } = useSignInT();
  const failed = useEffectEvent((e: unknown, m?: QrModule) => {
    const shown = errorView(e, t, m);
    if (shown) setView(shown);
  });
  useEffect(() => {
    if (!pollKey || !visible) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      const m = await loadQr();
      try {
        const answer = await m.pollLoginQrCode(pollKey);
        if (!live) return;
        if (answer.state === 'confirmed' && answer.user) {
          setView({ kind: 'confirmed' });
          m.keepSignedIn(answer.user);
          return;
        }
        if (answer.state === 'waiting' || answer.state === 'scanned') {
          const state = answer.state;
          setView((v) => (v.kind === 'shown' && v.qr.pollKey === pollKey && v.state !== state ? { ...v, state } : v));
        } else if (answer.state === 'expired') {
          return expiredRef.current();
        } else {
          return setView({ kind: 'ended', reason: answer.state === 'rejected' ? 'rejected' : 'used' });
        }
      } catch (e) {
        if (!live) return;
        // Throttled or no answer (the network, a restart): ask again a little later.
        if (!(e instanceof m.ApiError) || e.status === 429 || e.status === undefined || e.status >= 500) {
          timer = setTimeout(() => void ask(), QR_LOGIN_POLL_MS * 5);
          return;
        }
        return failed(e, m);
      }
      timer = setTimeout(() => void ask(), QR_LOGIN_POLL_MS);
    };
    void ask().catch((e: unknown) => live && failed(e));
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // A new code, or the page becoming visible again, starts it afresh.
  }, [pollKey, visible, setView, expiredRef]);
}

/** The seconds the shown code has left, ticking while the page is visible; at zero the code is replaced (the server's answer may say so first). */
function useCountdown(view: View, visible: boolean, expiredRef: { current: () => void }): number {
  const [now, setNow] = useState(() => Date.now());
  const shown = view.kind === 'shown';
  useEffect(() => {
    if (!shown || !visible) return;
    setNow(Date.now());
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [shown, visible]);
  useEffect(() => {
    if (view.kind === 'shown' && visible && view.deadline <= now) expiredRef.current();
  }, [view, visible, now, expiredRef]);
  return view.kind === 'shown' ? Math.max(0, Math.ceil((view.deadline - now) / 1000)) : 0;
}
