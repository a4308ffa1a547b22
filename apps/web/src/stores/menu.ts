import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { MENU_COLLAPSED_WIDTH_PX, MENU_WIDTH_PX, type ServerMenuItem } from '@bo/contract';
import { buildMenuTree, type MenuItem } from './menu-tree';

/** Menu state of spec §3, kept in sessionStorage: the list, the menu width and the selected row. */
interface MenuState {
  menuList: MenuItem[];
  /** true once the server's menu arrived in this browser session. */
  loaded: boolean;
  /**
   * 200 px open, 70 px collapsed (spec §9; the 250 px value is overwritten, see
   * docs/decisions/0030-menu-width-and-frame-settings.md).
   */
  menuWidth: number;
  /** Index of the selected row in the flattened menu (-1: none). */
  selectedIndex: number;
  setServerMenu: (data: ServerMenuItem[], data2: ServerMenuItem[], data3: ServerMenuItem[]) => void;
  setCollapsed: (collapsed: boolean) => void;
  setSelectedIndex: (i: number) => void;
  clear: () => void;
}

export const useMenuStore = create<MenuState>()(
  persist(
    (set) => ({
      menuList: [],
      loaded: false,
      menuWidth: MENU_WIDTH_PX,
      selectedIndex: -1,
      setServerMenu: (data, data2, data3) => set({ menuList: buildMenuTree(data, data2, data3), loaded: true }),
      setCollapsed: (collapsed) => set({ menuWidth: collapsed ? MENU_COLLAPSED_WIDTH_PX : MENU_WIDTH_PX }),
      setSelectedIndex: (selectedIndex) => set({ selectedIndex }),
      clear: () => set({ menuList: [], loaded: false, selectedIndex: -1 }),
    }),
    { name: 'bo-menu', storage: createJSONStorage(() => sessionStorage) },
  ),
);

export const isCollapsed = (menuWidth: number) => menuWidth <= MENU_COLLAPSED_WIDTH_PX;
