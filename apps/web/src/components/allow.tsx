import type { ReactNode } from 'react';
import { useMenuStore } from '../stores/menu';
import { flattenMenu } from '../stores/menu-tree';

/**
 * The allow directive of spec §6: an element shows only when the route's permission list (the
 * marks the role holds on that page, from the server's menu) includes the mark. Pages name
 * their own route (they stay mounted in hidden tabs, so they must not ask the location).
 * The server refuses the call anyway; this only hides what the user may not use.
 */
export function useAllow(route: string, mark: string): boolean {
  return useMenuStore((s) => flattenMenu(s.menuList).some((m) => m.path === route && m.permission.includes(mark)));
}

/**
 * Whether the role holds `mark` on any page of its menu: for a page that uses another page's
 * button mark (online users end a session with the staff page's staff:signout), as the server
 * counts marks: every grant of the role, whichever page carries it.
 */
export function useHoldsMark(mark: string): boolean {
  return useMenuStore((s) => flattenMenu(s.menuList).some((m) => m.permission.includes(mark)));
}

export function Allow({ route, mark, children }: { route: string; mark: string; children: ReactNode }) {
  return useAllow(route, mark) ? <>{children}</> : null;
}
