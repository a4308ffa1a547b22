import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useUserStore } from '../stores/user';
import { applyMenu, menuQuery } from './menu-query';

/**
 * Spec §4 Menu loading: only with the stored login flag true. It is fetched on every start
 * of the frame (the sessionStorage copy draws the menu meanwhile), which also notices an
 * ended session at once. The route loader has usually started the call already
 * (layout/route-data.ts); this picks up the same request.
 */
export function useMenuLoader() {
  const info = useUserStore((s) => s.info);
  const isLogin = useUserStore((s) => s.isLogin);
  const query = useQuery({ ...menuQuery(info), enabled: isLogin && Boolean(info) });
  useEffect(() => applyMenu(query.data), [query.data]);
  return query;
}
