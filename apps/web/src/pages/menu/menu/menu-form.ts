import {
  isMark,
  isSafeLink,
  isMenuRoute,
  MENU_ICON_MAX,
  MENU_LINK_MAX,
  MENU_MARK_MAX,
  MENU_ROUTE_MAX,
  MENU_SORT_MAX,
  MENU_TITLE_MAX,
  type MenuRow,
  type MenuType,
} from '@bo/contract';

/** What the add/edit dialog holds. */
export interface MenuFormValues {
  menutype: MenuType;
  menuname: string;
  menuename: string;
  url: string;
  icon: string;
  permission: string;
  sort: number | null;
  hidden: boolean;
  link: string;
  embed: boolean;
}

/** A refused field: the message key under menus.menu.rule and its values. */
export type Problem = {
  key: 'required' | 'tooLong' | 'route' | 'mark' | 'link' | 'embedNeedsLink' | 'sort';
  max?: number;
};

/** Which fields a type has: a button is a mark under a page; only a page may open an address. */
export const fieldsOf = (type: MenuType) => ({
  route: type !== 'button',
  icon: type !== 'button',
  mark: type !== 'directory',
  hidden: type !== 'button',
  link: type === 'menu',
});

export const LIMITS = {
  title: MENU_TITLE_MAX,
  route: MENU_ROUTE_MAX,
  icon: MENU_ICON_MAX,
  mark: MENU_MARK_MAX,
  link: MENU_LINK_MAX,
  sort: MENU_SORT_MAX,
};

/**
 * The rules of one field, the same words as the contract's (menu-words.ts), so the dialog refuses
 * exactly what the server would; the tree's rules (unique titles and routes, nesting) are the server's.
 */
export function problemOf(field: keyof MenuFormValues, v: MenuFormValues): Problem | null {
  const text = (s: string | undefined) => (s ?? '').trim();
  const f = fieldsOf(v.menutype);
  switch (field) {
    case 'menuname':
    case 'menuename': {
      const s = text(v[field]);
      if (!s) return { key: 'required' };
      return s.length > MENU_TITLE_MAX ? { key: 'tooLong', max: MENU_TITLE_MAX } : null;
    }
    case 'url': {
      if (!f.route) return null;
      const s = text(v.url);
      if (!s) return { key: 'required' };
      return isMenuRoute(s) ? null : { key: 'route' };
    }
    case 'permission': {
      const s = text(v.permission);
      if (v.menutype === 'button' && !s) return { key: 'required' };
      return !s || isMark(s) ? null : { key: 'mark' };
    }
    case 'link': {
      if (!f.link) return null;
      const s = text(v.link);
      if (!s) return v.embed ? { key: 'embedNeedsLink' } : null;
      return isSafeLink(s, { paths: false }) ? null : { key: 'link' };
    }
    case 'sort':
      return v.sort !== null && Number.isInteger(v.sort) && v.sort >= 0 && v.sort <= MENU_SORT_MAX
        ? null
        : { key: 'sort', max: MENU_SORT_MAX };
    default:
      return null;
  }
}

/** The form's values for a row (edit), or a new row of `type` (add). */
export function formOf(row: MenuRow | null, type: MenuType, sort: number): MenuFormValues {
  if (row) {
    const { menutype, menuname, menuename, url, icon, permission, hidden, link, embed } = row;
    return { menutype, menuname, menuename, url, icon, permission, sort: row.sort, hidden, link, embed };
  }
  return {
    menutype: type,
    menuname: '',
    menuename: '',
    url: '',
    icon: '',
    permission: '',
    sort,
    hidden: false,
    link: '',
    embed: false,
  };
}

/** The call's fields from the form: what a type does not have is sent empty. */
export function bodyOf(v: MenuFormValues) {
  const f = fieldsOf(v.menutype);
  const link = f.link ? v.link.trim() : '';
  return {
    menutype: v.menutype,
    menuname: v.menuname.trim(),
    menuename: v.menuename.trim(),
    url: f.route ? v.url.trim() : '',
    icon: f.icon ? v.icon.trim() : '',
    permission: f.mark ? v.permission.trim() : '',
    sort: v.sort ?? 0,
    hidden: f.hidden ? v.hidden : false,
    link,
    embed: link ? v.embed : false,
  };
}
