import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { MenuItem } from '../stores/menu-tree';
import { opensNewTab } from './menu-items';

/**
 * What choosing an open page of the menu does, from the side menu or the page search: an address
 * the catalogue opens in a new browser tab opens there and the console stays where it is; any
 * other page is navigated to, and the frame opens (or selects) its work tab while the side menu
 * selects it and opens its groups.
 */
export function useOpenPage(): (item: MenuItem) => void {
  const navigate = useNavigate();
  return useCallback(
    (item: MenuItem) => {
      if (opensNewTab(item)) window.open(item.link, '_blank', 'noopener,noreferrer');
      else void navigate(item.path);
    },
    [navigate],
  );
}
