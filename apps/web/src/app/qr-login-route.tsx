import { lazy, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { loginUrlFor } from '../api/session-expiry';
import { FullPageSpin } from '../components/full-page-spin';
import { useUserStore } from '../stores/user';

/**
 * antd, its theme and the console's strings, from the signed-in unit the frame loads too (the
 * page importing app/i18n or app/antd-providers itself would split them out of the frame's chunk
 * and cost every console page a few KB); loaded only once signed in.
 */
const Confirm = lazy(async () => {
  const [{ AntdProviders, i18nReady }, page] = await Promise.all([
    import('./signed-in'),
    import('../pages/qrlogin/confirm'),
  ]);
  await i18nReady;
  const Page = page.default;
  return {
    default: () => (
      <AntdProviders>
        <Page />
      </AntdProviders>
    ),
  };
});

/**
 * /qrlogin?c=<code> (issue 14 #1): the page a phone opens from the QR code on a computer's
 * sign-in page. Outside the frame, no work tab. Without a sign-in: to /login, and back here after.
 */
export default function QrLoginPage() {
  const isLogin = useUserStore((s) => s.isLogin);
  const { pathname, search } = useLocation();
  if (!isLogin) return <Navigate to={loginUrlFor(pathname + search)} replace />;
  return (
    <Suspense fallback={<FullPageSpin />}>
      <Confirm />
    </Suspense>
  );
}
