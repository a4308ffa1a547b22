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

export function Allow({ route, mark, children }: { route: string; mark: string; children: ReactNode }) {
  return useAllow(route, mark) ? <>{children}</> : null;
}
