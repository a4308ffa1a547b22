import { loginUrlFor } from '../api/session-expiry';
import { safeRedirect } from '../lib/safe-redirect';
import { useUserStore } from '../stores/user';

/** The pages drawn without the frame (spec §2). */
export const isSignInPath = (path: string) => path === '/login' || path === '/softwarelogin';

/**
 * Where the first screen really is, for an address that would only redirect: / and any console
 * address without a sign-in go to /login (remembering where to), /login with a sign-in goes to
 * the console. The router then starts there, so React's first screen is the one index.html
 * already shows (public/boot.js chooses it by the same rule; boot.test.ts holds them equal),
 * not an empty redirect in between. The routes keep their own redirects for later changes.
 */
export function startPath(pathname: string, search: string, isLogin: boolean): string | null {
  const params = new URLSearchParams(search);
  if (pathname === '/' || pathname === '/login')
    return isLogin ? safeRedirect(params.get('redirect')) : pathname === '/' ? '/login' : null;
  if (isSignInPath(pathname) || isLogin) return null;
  return loginUrlFor(pathname + search);
}

/** Called before the router is created (main.tsx imports this module first). */
export function goToStartPath() {
  const { pathname, search, hash } = window.location;
  const to = startPath(pathname, search, useUserStore.getState().isLogin);
  if (to) window.history.replaceState(window.history.state, '', to + (to.includes('#') ? '' : hash));
}
if (typeof window !== 'undefined') goToStartPath();
