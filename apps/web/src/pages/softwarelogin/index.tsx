import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { HOME_PATH } from '@bo/contract';
import { isChunkLoadError, reloadForChunk } from '../../lib/chunk-errors';
import { useSignInT } from '../../components/sign-in-i18n';
import { PlainSpin } from '../../components/full-page-spin';
import { desktopGlyph, PlainIcon, warningGlyph } from '../../components/plain-icon';
import { PlainResult } from '../../components/plain-result';
import { useSystemNameStore } from '../../stores/system-name';
import { pickLang } from '../../locales/pick-lang';

/** The exchange's code (HTTP client): fetched once the page has a token to exchange. */
const loadSignIn = () => import('./sign-in');

/**
 * One exchange per token and page load: React's StrictMode runs effects twice, and a second
 * exchange of the same token would be refused as used.
 */
const exchanges = new Map<string, Promise<string | null>>();
const exchangeOnce = (token: string) => {
  let p = exchanges.get(token);
  if (!p) {
    p = loadSignIn().then((m) => m.signInWithToken(token));
    exchanges.set(token, p);
  }
  return p;
};

/** The token of the address the page was opened with (read once: the address drops it at once). */
const tokenOfAddress = () => new URLSearchParams(window.location.search).get('token')?.trim() ?? '';

type State = { step: 'working' } | { step: 'missing' } | { step: 'failed'; message: string };

/**
 * /softwarelogin?token=…: the desktop software's sign-in (spec §2, §7 get_LoginToken). The token
 * leaves the address bar at once; the page exchanges it for a session, keeps the user like the
 * password sign-in and replaces itself with the console, so Back never returns to the token's
 * address. A refused link (used, expired, revoked) says why and leads to the normal sign-in.
 * Plain elements, like the sign-in page: no antd before sign-in. No work tab: it stands outside the frame.
 */
export default function SoftwareLoginPage() {
  const { t, lang } = useSignInT();
  const navigate = useNavigate();
  const [token] = useState(tokenOfAddress);
  const [state, setState] = useState<State>(() => (token ? { step: 'working' } : { step: 'missing' }));

  const named = useSystemNameStore((s) => s.name);
  const systemName = pickLang(lang, named.cn, named.en);
  useEffect(() => {
    document.title = `${t('softLogin.title')} - ${systemName}`;
  }, [t, systemName]);

  useEffect(() => {
    if (!token) return;
    // Out of the address bar and the history entry before anything else happens.
    window.history.replaceState(window.history.state, '', window.location.pathname);
    let live = true;
    exchangeOnce(token).then(
      (failure) => {
        if (!live) return;
        if (failure) setState({ step: 'failed', message: failure });
        else void navigate(HOME_PATH, { replace: true });
      },
      (e: unknown) => {
        if (isChunkLoadError(e) && reloadForChunk()) return;
        if (live) setState({ step: 'failed', message: isChunkLoadError(e) ? t('chunk.body') : String(e) });
      },
    );
    return () => {
      live = false;
    };
    // t is left out on purpose: a language switch must not exchange the token again.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- t is left out: a language switch must not exchange the token again
  }, [token, navigate]);

  const toLogin = (
    <button type="button" className="bo-btn bo-btn-primary" onClick={() => navigate('/login', { replace: true })}>
      {t('softLogin.toLogin')}
    </button>
  );

  if (state.step === 'working') {
    return (
      <PlainResult
        status="info"
        icon={<PlainSpin />}
        title={t('softLogin.title')}
        subTitle={<span role="status">{t('softLogin.working')}</span>}
        fullPage
        data-testid="soft-login-working"
      />
    );
  }
  return (
    <PlainResult
      status={state.step === 'failed' ? 'warning' : 'info'}
      icon={<PlainIcon icon={state.step === 'failed' ? warningGlyph : desktopGlyph} />}
      title={state.step === 'failed' ? t('softLogin.failed') : t('softLogin.title')}
      subTitle={
        state.step === 'failed' ? (
          <span role="alert" data-testid="soft-login-error">
            {state.message}
          </span>
        ) : (
          t('softLogin.missing')
        )
      }
      extra={toLogin}
      fullPage
      data-testid="soft-login-result"
    />
  );
}
