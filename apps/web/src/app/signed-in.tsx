import { lazy, Suspense, useEffect, useRef } from 'react';
import i18n from 'i18next';
import { showSuccess } from '../lib/feedback';
import Frame from '../layout/frame';
import { PageSourceContext } from '../layout/page-source';
import { hasPage, pageFor } from './page-registry';
import { useUserStore } from '../stores/user';
import { AntdProviders } from './antd-providers';
import { FullPageSpin } from '../components/full-page-spin';
import { i18nReady } from './i18n';

/** Only after an administrator's password reset; never part of the frame's load. */
const ForcedPasswordChange = lazy(() => import('../layout/forced-password-change'));
/** Only for an account whose role requires two-factor sign-in and that has not set it up. */
const ForcedTotpEnrol = lazy(() => import('../layout/forced-totp-enrol'));

/**
 * Everything that loads after sign-in, as one lazy unit (app/require-login.tsx): the frame and
 * its pages, antd's theme and locale, i18next with the console's strings. None of it is part
 * of the sign-in page's load (docs/decisions/0038-sign-in-page-budget.md).
 * While the account must choose a new password (docs/decisions/0014-passwords.md),
 * the change screen is drawn instead of the frame; once done, the frame, and a word that it worked.
 * Likewise the two-factor enrolment while the role requires it and the account has not set it up.
 */
export { i18nReady };
/** For the signed-in pages outside the frame (pages/qrlogin, pages/print): the same providers, from this one unit. */
export { AntdProviders };
/** For the print views (app/print-route.tsx): the query cache and the message engine of the frame, without the frame. */
export { FrameProviders } from '../layout/frame-providers';

/** The console's pages, for the frame. */
const PAGES = { hasPage, pageFor };

export default function SignedIn() {
  const mustChange = useUserStore((s) => s.info?.mustChangePassword === true);
  const mustEnrol = useUserStore((s) => s.info?.mustEnrolTotp === true);
  const wasForced = useRef({ mustChange, mustEnrol });
  useEffect(() => {
    // After the forced screen's message engine has gone: the frame's shows it.
    if (wasForced.current.mustChange && !mustChange) showSuccess(i18n.t('profile.forced.done'));
    else if (wasForced.current.mustEnrol && !mustEnrol) showSuccess(i18n.t('profile.forcedTotp.done'));
    wasForced.current = { mustChange, mustEnrol };
  }, [mustChange, mustEnrol]);
  return (
    <AntdProviders>
      {mustChange ? (
        <Suspense fallback={<FullPageSpin />}>
          <ForcedPasswordChange />
        </Suspense>
      ) : mustEnrol ? (
        <Suspense fallback={<FullPageSpin />}>
          <ForcedTotpEnrol />
        </Suspense>
      ) : (
        <PageSourceContext value={PAGES}>
          <Frame />
        </PageSourceContext>
      )}
    </AntdProviders>
  );
}
