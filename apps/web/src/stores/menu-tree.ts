import type { MenuType, ServerMenuItem } from '@bo/contract';

/** Menu item on the client side (spec §3). */
export interface MenuItem {
  path: string;
  title: string;
  title_en: string;
  /** @ant-design/icons name. */
  icon: string;
  children: MenuItem[];
  /** false: shown, but opening it offers a permission request (spec §4 Menu item). */
  active: boolean;
  /** true: routed, but not drawn in the left menu (the server's hidden rows). */
  noMenu: boolean;
  /** An http(s) address a route without a console page opens ('' for a page of the console). */
  link: string;
  /** With a link: true shows it inside the frame, false opens it in a new browser tab. */
  embed: boolean;
  menutype: MenuType;
  /** Marks the role holds on this route (spec §6 allow). */
  permission: string[];
}

const toItem = (s: ServerMenuItem): MenuItem => ({
  path: s.url,
  title: s.menuname,
  title_en: s.menuename,
  icon: s.icon,
  children: [],
  active: s.active,
  noMenu: s.hidden === true,
  link: s.link ?? '',
  embed: s.embed === true,
  menutype: s.menutype,
  permission: s.permission,
});

/**
 * The three-level tree of spec §7: `data` top items, `data2` their children, `data3`
 * grandchildren; a child belongs to the parent whose English name its menuparent names.
 * Buttons are marks, not menu entries; children whose parent is missing are dropped.
 */
export function buildMenuTree(
  data: ServerMenuItem[],
  data2: ServerMenuItem[] = [],
  data3: ServerMenuItem[] = [],
): MenuItem[] {
  const notButton = (s: ServerMenuItem) => s.menutype !== 'button';
  const attach = (parents: MenuItem[], rows: ServerMenuItem[]) => {
    for (const row of rows.filter(notButton)) {
      const parent = parents.find((p) => p.title_en === row.menuparent);
      if (parent) parent.children.push(toItem(row));
    }
    return parents.flatMap((p) => p.children);
  };
  const top = data.filter(notButton).map(toItem);
  const second = attach(top, data2);
  attach(second, data3);
  return top;
}

/** Every item of the tree, depth first. */
export function flattenMenu(tree: MenuItem[]): MenuItem[] {
  return tree.flatMap((m) => [m, ...flattenMenu(m.children)]);
}

/** The chain of items from the top down to the item of `path`, or [] when not in the tree. */
export function menuTrail(tree: MenuItem[], path: string): MenuItem[] {
  for (const m of tree) {
    if (m.path === path) return [m];
    const below = menuTrail(m.children, path);
    if (below.length) return [m, ...below];
  }
  return [];
}

/**
 * The tree the side menu draws: hidden items (noMenu) and buttons are left out with everything
 * under them, and so is a directory left with no page under it (an empty submenu leads nowhere).
 * An item that keeps children is a group; every other item is a page.
 */
export function shownMenu(tree: MenuItem[]): MenuItem[] {
  return tree.flatMap((m) => {
    if (m.noMenu || m.menutype === 'button') return [];
    const children = shownMenu(m.children);
    return children.length || m.menutype !== 'directory' ? [{ ...m, children }] : [];
  });
}
