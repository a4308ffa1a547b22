import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getUserMenus } from '../api/menu';
import { useMenuStore } from '../stores/menu';
import { useUserStore } from '../stores/user';

/**
 * Spec §4 Menu loading: only with the stored login flag true. It is fetched on every start
 * of the frame (the sessionStorage copy draws the menu meanwhile), which also notices an
 * ended session at once.
 */
export function useMenuLoader() {
  const info = useUserStore((s) => s.info);
  const isLogin = useUserStore((s) => s.isLogin);
  const setServerMenu = useMenuStore((s) => s.setServerMenu);
  const query = useQuery({
    queryKey: ['menu', info?.ID, info?.gscode],
    queryFn: () => getUserMenus(info!),
    enabled: isLogin && Boolean(info),
    staleTime: Infinity,
  });
  useEffect(() => {
    if (query.data) setServerMenu(query.data.data, query.data.data2, query.data.data3);
  }, [query.data, setServerMenu]);
  return query;
}
