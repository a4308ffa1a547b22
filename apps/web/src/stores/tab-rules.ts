import { HOME_PATH } from '@bo/contract';

/** An open page in the work-tab strip (spec §3 tab state). */
export interface WorkTab {
  name: string;
  path: string;
  title: string;
  title_en: string;
  /** Kept open by the user: drawn after home, before every unpinned tab, without a close button. */
  pinned?: boolean;
}

export interface TabsState {
  /**
   * Opened pages, in strip order, the pinned ones first. The home (main) tab is drawn first by the
   * strip and never stored here.
   */
  opened: WorkTab[];
  current: WorkTab;
}

export const HOME_TAB: WorkTab = { name: 'console', path: HOME_PATH, title: '主控台', title_en: 'Console' };

export const initialTabs = (): TabsState => ({ opened: [], current: HOME_TAB });

const isHome = (path: string) => path === HOME_PATH;
const current = (opened: WorkTab[], path: string) => opened.find((t) => t.path === path);

const sameTab = (a: WorkTab, b: WorkTab) =>
  a.path === b.path && a.name === b.name && a.title === b.title && a.title_en === b.title_en;

/** Opening a route not in the list adds it; the home page only becomes current. */
export function openTab(s: TabsState, tab: WorkTab): TabsState {
  if (isHome(tab.path)) return sameTab(s.current, tab) ? s : { opened: s.opened, current: tab };
  const existing = current(s.opened, tab.path);
  // Already open, current and named so (a filter changed the address): nothing changes.
  if (existing && sameTab(existing, tab) && sameTab(s.current, tab)) return s;
  if (existing) {
    // Titles may change (a server menu renamed the page): keep the newest, and the pin.
    const opened = s.opened.map((t) => (t.path === tab.path ? { ...tab, ...(t.pinned && { pinned: true }) } : t));
    return { opened, current: tab };
  }
  return { opened: [...s.opened, tab], current: tab };
}

/**
 * Closing a tab removes it. If no tabs remain and the closed one was not home, go home;
 * otherwise, if the closed tab was current, go to the last remaining tab. A pinned tab stays.
 */
export function closeTab(s: TabsState, path: string): TabsState {
  if (current(s.opened, path)?.pinned) return s;
  const opened = s.opened.filter((t) => t.path !== path);
  if (opened.length === 0 && !isHome(path)) return { opened, current: HOME_TAB };
  if (s.current.path === path) return { opened, current: opened[opened.length - 1] ?? HOME_TAB };
  return { opened, current: s.current };
}

/** Position of the chosen tab; the home tab sits before every stored tab. */
const indexOf = (s: TabsState, path: string) => (isHome(path) ? -1 : s.opened.findIndex((t) => t.path === path));

/** Chosen tab as a WorkTab (home or a stored one). */
const chosenTab = (s: TabsState, path: string) => (isHome(path) ? HOME_TAB : current(s.opened, path));

/** After removing tabs, the current page stays if it survived, else the chosen tab becomes current. */
function keepCurrentOr(s: TabsState, opened: WorkTab[], path: string): TabsState {
  const survived = isHome(s.current.path) || opened.some((t) => t.path === s.current.path);
  return { opened, current: survived ? s.current : (chosenTab(s, path) ?? HOME_TAB) };
}

/** Close-left removes all tabs before the chosen one, except pinned ones. */
export function closeLeft(s: TabsState, path: string): TabsState {
  const i = indexOf(s, path);
  if (i < 0) return s; // home (nothing before it) or not an open tab
  return keepCurrentOr(
    s,
    s.opened.filter((t, j) => t.pinned || j >= i),
    path,
  );
}

/** Close-right removes all tabs after the chosen one, except pinned ones. */
export function closeRight(s: TabsState, path: string): TabsState {
  const i = indexOf(s, path);
  if (!isHome(path) && i === -1) return s; // not an open tab
  return keepCurrentOr(
    s,
    s.opened.filter((t, j) => t.pinned || j <= i),
    path,
  );
}

/** Close-others keeps only the chosen one and the pinned ones (the chosen one becomes current). */
export function closeOthers(s: TabsState, path: string): TabsState {
  const tab = chosenTab(s, path);
  if (!tab) return s;
  return { opened: s.opened.filter((t) => t.pinned || t.path === path), current: tab };
}

/**
 * Close-all clears everything but the pinned tabs and goes home, or keeps only the home tab
 * (and the pinned ones) if the chosen one is home.
 */
export function closeAll(s: TabsState, path: string): TabsState {
  return { opened: s.opened.filter((t) => t.pinned || (isHome(path) && isHome(t.path))), current: HOME_TAB };
}

const pinnedCount = (opened: WorkTab[]) => opened.filter((t) => t.pinned).length;

/**
 * Moves a tab to position `to` of the opened tabs, kept inside its own group: a pinned tab among
 * the pinned ones, an unpinned one after them (a drop on home or among the pinned tabs lands at
 * the start of the unpinned ones; it does not pin). Unchanged when the tab would not move.
 */
export function moveTab(s: TabsState, path: string, to: number): TabsState {
  const from = s.opened.findIndex((t) => t.path === path);
  if (from < 0) return s;
  const pins = pinnedCount(s.opened);
  const [first, last] = s.opened[from].pinned ? [0, pins - 1] : [pins, s.opened.length - 1];
  const target = Math.min(Math.max(to, first), last);
  if (target === from) return s;
  const opened = s.opened.filter((t) => t.path !== path);
  opened.splice(target, 0, s.opened[from]);
  return { opened, current: s.current };
}

/** Pins a tab (it goes to the end of the pinned ones) or unpins it (to the start of the others). */
export function togglePin(s: TabsState, path: string): TabsState {
  const tab = current(s.opened, path);
  if (!tab) return s; // home (always there) or not an open tab
  const others = s.opened.filter((t) => t.path !== path);
  const changed = { ...tab, pinned: !tab.pinned };
  const opened = [...others];
  opened.splice(pinnedCount(others), 0, changed);
  return { opened, current: s.current };
}

/** The pinned tabs first, each group in its order: what a stored or older state is made into. */
export function pinnedFirst(opened: WorkTab[]): WorkTab[] {
  return [...opened.filter((t) => t.pinned), ...opened.filter((t) => !t.pinned)];
}
