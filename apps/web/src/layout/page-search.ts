import { ALL_ROUTES, HOME_PATH } from '@bo/contract';
import { routeTitle } from '../components/route-title';
import { pickLang } from '../locales/pick-lang';
import { shownMenu, type MenuItem } from '../stores/menu-tree';

/** A page the search can open: its menu item and the groups above it, top first. */
export interface SearchPage {
  item: MenuItem;
  parents: MenuItem[];
}

/** A page found, with its words in the language shown and its place in the order of the answer. */
export interface FoundPage extends SearchPage {
  title: string;
  /** The names of its groups, top first, in the language shown. */
  trail: string[];
  /** 0 the title starts with what was typed, 1 the title holds every word, 2 a word is only in a group's name. */
  rank: number;
}

/**
 * The pages the role may open from its side menu: the pages of the tree the side menu draws
 * (hidden items, buttons and empty directories left out, shownMenu) that are active, in menu
 * order. An inactive page, shown with a lock, offers a permission request instead, so the search
 * leaves it out. The home page is always open (route-access.ts): it is added first when the menu
 * does not offer it.
 */
export function searchablePages(menu: MenuItem[]): SearchPage[] {
  const pages: SearchPage[] = [];
  const walk = (list: MenuItem[], parents: MenuItem[]) => {
    for (const m of list) {
      if (m.children.length) walk(m.children, [...parents, m]);
      else if (m.active) pages.push({ item: m, parents });
    }
  };
  walk(shownMenu(menu), []);
  if (!pages.some((p) => p.item.path === HOME_PATH)) pages.unshift({ item: homeItem(menu), parents: [] });
  return pages;
}

/** The home page as a menu item, for a menu that does not offer it. */
function homeItem(menu: MenuItem[]): MenuItem {
  return {
    path: HOME_PATH,
    ...routeTitle(HOME_PATH, menu)!,
    icon: ALL_ROUTES.find((r) => r.path === HOME_PATH)?.icon ?? '',
    children: [],
    active: true,
    noMenu: false,
    link: '',
    embed: false,
    menutype: 'menu',
    permission: [],
  };
}

/** The words of a query, lower-cased: spaces and slashes (the trail's separator) part them. */
export function searchWords(query: string): string[] {
  return query
    .toLowerCase()
    .split(/[\s/]+/)
    .filter(Boolean);
}

/**
 * The pages whose title or group names hold every word typed (case-insensitive), in the language
 * the user reads (pickLang, as the side menu): a page's own name before a group's, then menu order.
 * No words: every page, in menu order.
 */
export function findPages(pages: SearchPage[], query: string, lang: string): FoundPage[] {
  const words = searchWords(query);
  const found: FoundPage[] = [];
  for (const page of pages) {
    const title = pickLang(lang, page.item.title, page.item.title_en);
    const trail = page.parents.map((p) => pickLang(lang, p.title, p.title_en));
    const rank = rankOf(title, trail, words);
    if (rank !== undefined) found.push({ ...page, title, trail, rank });
  }
  // Array.prototype.sort is stable: menu order within a rank.
  return found.sort((a, b) => a.rank - b.rank);
}

function rankOf(title: string, trail: string[], words: string[]): number | undefined {
  const own = title.toLowerCase();
  const groups = trail.map((t) => t.toLowerCase());
  if (!words.every((w) => own.includes(w) || groups.some((g) => g.includes(w)))) return undefined;
  if (own.startsWith(words.join(' '))) return 0;
  return words.every((w) => own.includes(w)) ? 1 : 2;
}

/** `text` in pieces, those that are one of `words` (case-insensitive) marked, for highlighting. */
export function markWords(text: string, words: string[]): { text: string; hit: boolean }[] {
  const lower = text.toLowerCase();
  const hit: boolean[] = Array.from({ length: text.length }, () => false);
  // A letter whose lower case is longer (İ) would shift every place after it: nothing is marked then.
  if (lower.length === text.length)
    for (const w of words)
      for (let at = lower.indexOf(w); at >= 0; at = lower.indexOf(w, at + 1)) hit.fill(true, at, at + w.length);
  const pieces: { text: string; hit: boolean }[] = [];
  for (let i = 0; i < text.length; i++) {
    const last = pieces[pieces.length - 1];
    if (last?.hit === hit[i]) last.text += text[i];
    else pieces.push({ text: text[i], hit: hit[i] });
  }
  return pieces;
}
