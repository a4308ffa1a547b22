import { lazy, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { loginUrlFor } from '../api/session-expiry';
import { useUserStore } from '../stores/user';
import { FullPageSpin } from '../components/full-page-spin';

/** The frame and every page behind it load only after sign-in (keeps /login small). */
const Frame = lazy(() => import('../layout/frame'));

/** Route guard, first half: no saved login → /login, remembering where the user wanted to go. */
export function RequireLogin() {
  const isLogin = useUserStore((s) => s.isLogin);
  const { pathname, search } = useLocation();
  if (!isLogin) return <Navigate to={loginUrlFor(pathname + search)} replace />;
  return (
    <Suspense fallback={<FullPageSpin />}>
      <Frame />
    </Suspense>
  );
}
