import { Suspense, useEffect, useMemo, useState } from 'react';
import { ConfigProvider, Menu } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEFAULT_EXPANDED_MENUS } from '@bo/contract';
import { PRIMARY, type ThemeEntry } from '../components/app-config';
import { useMenuStore } from '../stores/menu';
import { flattenMenu, menuTrail, type MenuItem } from '../stores/menu-tree';
import { useSettingsStore } from '../stores/settings';
import { toAntdItems } from './menu-items';
import { useOpenPage } from './use-open-page';
import { lazyPart } from '../lib/lazy-part';

/** Opened only by a click on an inactive (locked) item: its code loads then. */
const PermissionRequestDialog = lazyPart(() =>
  import('./permission-request-dialog').then((m) => ({ default: m.PermissionRequestDialog })),
);

interface Props {
  current: string;
  collapsed: boolean;
  colours: ThemeEntry;
  /** Called after a page was chosen (the mobile drawer closes). */
  onNavigate?: () => void;
}

/** The three-level menu of the role (spec §2 Frame), themed by the menu theme. */
export function SideMenu({ current, collapsed, colours, onNavigate }: Props) {
  const { t, i18n } = useTranslation();
  const openPage = useOpenPage();
  const menu = useMenuStore((s) => s.menuList);
  const setSelectedIndex = useMenuStore((s) => s.setSelectedIndex);
  const uniqueOpened = useSettingsStore((s) => s.uniqueOpened);
  const [openKeys, setOpenKeys] = useState<string[]>([...DEFAULT_EXPANDED_MENUS]);
  const [asking, setAsking] = useState<MenuItem | null>(null);
  const [askedOnce, setAskedOnce] = useState(false);

  const newTab = t('frame.newTab');
  const items = useMemo(() => toAntdItems(menu, i18n.language, newTab), [menu, i18n.language, newTab]);
  const flat = useMemo(() => flattenMenu(menu), [menu]);

  // The current page's parents open when it is reached some other way (tab, link, deep link).
  useEffect(() => {
    const parents = menuTrail(menu, current)
      .slice(0, -1)
      .map((m) => m.path);
    if (parents.length)
      setOpenKeys((keys) => (parents.every((p) => keys.includes(p)) ? keys : [...new Set([...keys, ...parents])]));
    setSelectedIndex(flat.findIndex((m) => m.path === current));
  }, [menu, flat, current, setSelectedIndex]);

  function onOpenChange(keys: string[]) {
    const latest = keys.find((k) => !openKeys.includes(k));
    // Unique-opened: opening a submenu closes everything that is not its own line.
    if (uniqueOpened && latest) setOpenKeys(menuTrail(menu, latest).map((m) => m.path));
    else setOpenKeys(keys);
  }

  function onClick(key: string) {
    // Every key is the path of an item of the menu.
    const item = flat.find((m) => m.path === key);
    if (!item) return;
    if (!item.active) {
      setAskedOnce(true);
      return setAsking(item);
    }
    openPage(item);
    onNavigate?.();
  }

  const dark = colours.theme === 'dark';
  return (
    <ConfigProvider
      theme={{
        components: {
          Menu: {
            itemBg: colours.menuBg,
            subMenuItemBg: colours.menuBg,
            popupBg: colours.menuBg,
            itemColor: colours.textColor,
            itemHoverColor: colours.activeColor,
            itemHoverBg: dark ? 'rgba(255,255,255,0.06)' : 'rgba(0,0,0,0.04)',
            itemSelectedColor: colours.activeColor,
            itemSelectedBg: dark ? PRIMARY : 'rgba(22,119,255,0.1)',
            subMenuItemSelectedColor: colours.activeColor,
            itemActiveBg: dark ? 'rgba(255,255,255,0.08)' : 'rgba(22,119,255,0.08)',
            collapsedWidth: 70,
          },
        },
      }}
    >
      <Menu
        className="bo-side-menu"
        mode="inline"
        inlineCollapsed={collapsed}
        items={items}
        selectedKeys={[current]}
        {...(collapsed ? {} : { openKeys, onOpenChange })}
        onClick={({ key }) => onClick(key)}
        data-testid="side-menu"
      />
      {askedOnce && (
        <Suspense fallback={null}>
          <PermissionRequestDialog item={asking} onClose={() => setAsking(null)} />
        </Suspense>
      )}
    </ConfigProvider>
  );
}
