import { adminLogout } from '../api/auth';
import { useMenuStore } from '../stores/menu';
import { useUserStore } from '../stores/user';

/** Signs out: the logout confirmation's OK, and the lock screen's way out. */
export async function signOutNow(): Promise<void> {
  // The session ends on the server when it can; the browser forgets it either way.
  await adminLogout().catch(() => undefined);
  useUserStore.getState().signOut();
  useMenuStore.getState().clear();
  // A fresh load of /login drops every kept-alive page and cached answer of this user.
  window.location.replace('/login');
}
