import type { LoaderFunctionArgs } from 'react-router';
import { useUserStore } from '../stores/user';
import { firstScreenParts } from '../lib/first-screen-parts';
import { expectFirstScreen } from './first-screen';

/** A failed early start is not this loader's to report: the frame meets the same failure and says so. */
const ignore = () => undefined;

/**
 * The loader of every console address (app/router.tsx): as soon as the address matches, and
 * before anything is drawn, it starts together the frame's code, the page's code (once the small
 * map of page loaders is in) and, once the small data chunk is in, the menu call and the page's
 * first calls (layout/route-data.ts).
 * It waits for none of them, so the frame's skeleton stays on screen meanwhile; the frame and
 * the page pick up the same requests. On a cold load the frame's first draw waits for them,
 * briefly (first-screen.ts). Without a stored login it does nothing: RequireLogin
 * sends the user to the sign-in page.
 */
export function signedInLoader({ request }: LoaderFunctionArgs): null {
  const { isLogin, info } = useUserStore.getState();
  if (!isLogin) return null;
  const path = new URL(request.url).pathname;
  void import('./signed-in').catch(ignore);
  // Until the new password is chosen (or two-factor sign-in set up) the server refuses the menu and every page's calls.
  if (info?.mustChangePassword || info?.mustEnrolTotp) return null;
  // The map of page loaders is a small chunk of its own, not part of the entry (/login's budget).
  const page = import('./page-modules').then((m) => m.loadPage(path)?.catch(ignore), ignore);
  const data = import('./route-data').then((m) => m.prefetchRoute(path), ignore);
  // Then what the modules loaded meanwhile (the page's, a tab's) asked for to draw it (lib/first-screen-parts.ts).
  expectFirstScreen(Promise.all([page, data]).then(firstScreenParts));
  return null;
}
