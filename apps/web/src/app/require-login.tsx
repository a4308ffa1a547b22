import { lazy, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { loginUrlFor } from '../api/session-expiry';
import { antdStylesReady } from '../lib/antd-styles-ready';
import { firstScreenReady } from './first-screen';
import { useUserStore } from '../stores/user';
import { FrameSkeleton } from './frame-skeleton';

/**
 * The frame, its pages, antd's providers and i18next load only after sign-in (keeps /login
 * small), and the frame draws once the console's strings and antd's first-screen styles are in,
 * together with the page's first screen when that follows shortly (first-screen.ts).
 */
const SignedIn = lazy(async () => {
  const [m] = await Promise.all([import('./signed-in'), antdStylesReady()]);
  await m.i18nReady;
  await firstScreenReady();
  return m;
});

/** Route guard, first half: no saved login → /login, remembering where the user wanted to go. */
export function RequireLogin() {
  const isLogin = useUserStore((s) => s.isLogin);
  const { pathname, search } = useLocation();
  if (!isLogin) return <Navigate to={loginUrlFor(pathname + search)} replace />;
  return (
    <Suspense fallback={<FrameSkeleton />}>
      <SignedIn />
    </Suspense>
  );
}
