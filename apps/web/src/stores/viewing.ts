import type { UserInfo } from '@bo/contract';
import { useMenuStore } from './menu';
import { useUserStore } from './user';
import { useWorkTabsStore } from './worktabs';

/**
 * A read-only view of a branch (issue 41): the platform owner's own signed-in user is kept aside
 * under this one key while the view's session is the stored user, and put back when the view ends
 * (exit, its hour over, ended elsewhere). The owner's session stays valid on the server meanwhile.
 */
export const VIEW_OWNER_KEY = 'bo-view-owner';

/** Where the owner comes back to after a view. */
export const BRANCHES_ROUTE = '/dashboard/branches';

/**
 * The signed-in session is a read-only view: the one check for what the console does by itself
 * and the server would refuse (saving table columns, marking a notice read).
 */
export const isViewing = (): boolean => Boolean(useUserStore.getState().info?.viewing);

/** The platform owner's user kept aside during a view, or null (none, or a damaged entry). */
export function keptOwner(): UserInfo | null {
  try {
    const kept = JSON.parse(localStorage.getItem(VIEW_OWNER_KEY) ?? 'null') as UserInfo | null;
    return kept && typeof kept.token === 'string' && kept.token ? kept : null;
  } catch {
    return null;
  }
}

/** A new signed-in user in this tab, as switching account does: fresh work tabs and menu. */
function becomeUser(info: UserInfo) {
  useWorkTabsStore.getState().reset();
  useMenuStore.getState().clear();
  useUserStore.getState().signIn(info);
}

/**
 * The view's session becomes the signed-in user; the owner's is kept aside (only the first time:
 * a view opened from a view would otherwise keep the view as the owner). The caller reloads.
 */
export function startView(view: UserInfo): void {
  const owner = useUserStore.getState().info;
  if (owner && !owner.viewing) localStorage.setItem(VIEW_OWNER_KEY, JSON.stringify(owner));
  becomeUser(view);
}

/**
 * Puts the owner's kept user back and forgets the key; false when nothing was kept (the caller
 * then takes the ordinary way to the sign-in page). The caller reloads.
 */
export function restoreOwner(): boolean {
  const owner = keptOwner();
  localStorage.removeItem(VIEW_OWNER_KEY);
  if (!owner) return false;
  becomeUser(owner);
  return true;
}
