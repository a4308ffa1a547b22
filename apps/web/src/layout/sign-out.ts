import { adminLogout } from '../api/auth';
import { useMenuStore } from '../stores/menu';
import { useUserStore } from '../stores/user';
import { isViewing, restoreOwner } from '../stores/viewing';

/** Signs out: the logout confirmation's OK, and the lock screen's way out. */
export async function signOutNow(): Promise<void> {
  // The session ends on the server when it can; the browser forgets it either way.
  await adminLogout().catch(() => undefined);
  // Signing out of a read-only view of a branch signs the platform owner out too (issue 41): the
  // kept user is put back and its session ended the same way, so no session is left behind.
  if (isViewing() && restoreOwner()) await adminLogout().catch(() => undefined);
  useUserStore.getState().signOut();
  useMenuStore.getState().clear();
  // A fresh load of /login drops every kept-alive page and cached answer of this user.
  window.location.replace('/login');
}
