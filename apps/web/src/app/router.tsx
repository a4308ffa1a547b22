import { createBrowserRouter, Navigate } from 'react-router';
import { FullPageSpin } from '../components/full-page-spin';
import { RequireLogin } from './require-login';
import { RouteError } from './route-error';
import { signedInLoader } from './signed-in-loader';

/**
 * Spec §2 routes: / → /login; the login pages stand alone (no frame, no work tab);
 * everything else goes through the guard into the frame, which resolves pages itself
 * so that open tabs stay mounted (see layout/page-stack.tsx).
 */
export const router = createBrowserRouter([
  {
    errorElement: <RouteError />,
    // Drawn while a lazy route's code loads on the first render (React Router warns without one).
    hydrateFallbackElement: <FullPageSpin />,
    children: [
      { path: '/', element: <Navigate to="/login" replace /> },
      { path: '/login', lazy: async () => ({ Component: (await import('../pages/login')).default }) },
      { path: '/softwarelogin', lazy: async () => ({ Component: (await import('../pages/softwarelogin')).default }) },
      // The phone's answer to a QR-code sign-in: signed in, but outside the frame (no work tab).
      { path: '/qrlogin', lazy: async () => ({ Component: (await import('./qr-login-route')).default }) },
      // An order or its delivery note to print, in a tab of its own (docs/decisions/0143-print-an-order.md).
      { path: '/print/order/:id', lazy: async () => ({ Component: (await import('./print-route')).default }) },
      // The loader starts the frame's and the page's code and the first calls at once (signed-in-loader.ts).
      { path: '*', loader: signedInLoader, element: <RequireLogin /> },
    ],
  },
]);
