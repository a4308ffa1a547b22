import { lazy, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { HOME_PATH } from '@bo/contract';
import { loginUrlFor } from '../api/session-expiry';
import { FullPageSpin } from '../components/full-page-spin';
import { antdStylesReady } from '../lib/antd-styles-ready';
import { useUserStore } from '../stores/user';

/**
 * antd, its theme, the console's strings, the query cache and the message engine (a session that
 * ended warns, then goes to the sign-in page as in the frame), all from the signed-in unit the
 * frame loads too: the print page importing them itself would split them out of the frame's chunk.
 */
const OrderPrint = lazy(async () => {
  const [{ AntdProviders, FrameProviders, i18nReady }, page] = await Promise.all([
    import('./signed-in'),
    import('../pages/print/order-print'),
    antdStylesReady(),
  ]);
  await i18nReady;
  const Page = page.default;
  return {
    default: () => (
      <AntdProviders>
        <FrameProviders>
          <Page />
        </FrameProviders>
      </AntdProviders>
    ),
  };
});

/**
 * /print/order/:id?kind=order|delivery (issue 37 #8, docs/decisions/0143-print-an-order.md): an
 * order or its delivery note to print, opened in a new tab from the order drawer. Outside the
 * frame: no menu, no work tab. Without a sign-in: to /login, and back here after.
 */
export default function PrintRoute() {
  const isLogin = useUserStore((s) => s.isLogin);
  const mustChange = useUserStore((s) => s.info?.mustChangePassword === true || s.info?.mustEnrolTotp === true);
  const { pathname, search } = useLocation();
  if (!isLogin) return <Navigate to={loginUrlFor(pathname + search)} replace />;
  // Until a new password is chosen (or two-factor set up) the server refuses every call: the console asks for it first.
  if (mustChange) return <Navigate to={HOME_PATH} replace />;
  return (
    <Suspense fallback={<FullPageSpin />}>
      <OrderPrint />
    </Suspense>
  );
}
