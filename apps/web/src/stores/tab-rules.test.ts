import { describe, expect, it } from 'vitest';
import { HOME_PATH } from '@bo/contract';
import {
  closeAll,
  closeLeft,
  closeOthers,
  closeRight,
  closeTab,
  HOME_TAB,
  initialTabs,
  moveTab,
  openTab,
  pinnedFirst,
  togglePin,
  type TabsState,
  type WorkTab,
} from './tab-rules';

const tab = (name: string): WorkTab => ({ name, path: `/x/${name}`, title: name, title_en: name });
const [a, b, c, d] = ['a', 'b', 'c', 'd'].map(tab);
const paths = (s: TabsState) => s.opened.map((t) => t.name);
/** a, b, c, d open; the given one current. */
const four = (cur: WorkTab = d): TabsState => ({ opened: [a, b, c, d], current: cur });

describe('open (spec §4 Tabs)', () => {
  it('adds a route not in the list and makes it current', () => {
    const s = openTab(openTab(initialTabs(), a), b);
    expect(paths(s)).toEqual(['a', 'b']);
    expect(s.current).toEqual(b);
  });
  it('does not add a route already in the list, only makes it current', () => {
    const s = openTab(four(d), b);
    expect(paths(s)).toEqual(['a', 'b', 'c', 'd']);
    expect(s.current.path).toBe(b.path);
  });
  it('home only becomes current', () => {
    const s = openTab(four(d), HOME_TAB);
    expect(paths(s)).toEqual(['a', 'b', 'c', 'd']);
    expect(s.current.path).toBe(HOME_PATH);
  });
  it('opening the current page again (a filter changed its address) changes nothing, a new title does', () => {
    const s = four(d);
    expect(openTab(s, d)).toBe(s);
    const home = openTab(s, HOME_TAB);
    expect(openTab(home, HOME_TAB)).toBe(home);
    const renamed = openTab(s, { ...d, title: 'D2' });
    expect(renamed).not.toBe(s);
    expect(renamed.opened[3].title).toBe('D2');
  });
  it('starts with no opened tabs and home current', () => {
    expect(initialTabs()).toEqual({ opened: [], current: HOME_TAB });
  });
});

describe('close', () => {
  it('removes the tab; the current page stays when another tab is closed', () => {
    const s = closeTab(four(d), b.path);
    expect(paths(s)).toEqual(['a', 'c', 'd']);
    expect(s.current).toEqual(d);
  });
  it('goes to the last remaining tab when the closed one was current', () => {
    const s = closeTab(four(b), b.path);
    expect(paths(s)).toEqual(['a', 'c', 'd']);
    expect(s.current).toEqual(d);
  });
  it('goes home when no tabs remain and the closed one was not home', () => {
    const s = closeTab({ opened: [a], current: a }, a.path);
    expect(s.opened).toEqual([]);
    expect(s.current).toEqual(HOME_TAB);
  });
  it('goes home when the last tab is closed while home is current', () => {
    const s = closeTab({ opened: [a], current: HOME_TAB }, a.path);
    expect(s).toEqual({ opened: [], current: HOME_TAB });
  });
});

describe('close left / right / others / all', () => {
  it('close-left removes all tabs before the chosen one', () => {
    const s = closeLeft(four(d), c.path);
    expect(paths(s)).toEqual(['c', 'd']);
    expect(s.current).toEqual(d);
  });
  it('close-left moves to the chosen tab when the current one was removed', () => {
    const s = closeLeft(four(a), c.path);
    expect(paths(s)).toEqual(['c', 'd']);
    expect(s.current).toEqual(c);
  });
  it('close-left of home closes nothing', () => expect(closeLeft(four(b), HOME_PATH)).toEqual(four(b)));

  it('close-right removes all tabs after the chosen one', () => {
    const s = closeRight(four(a), b.path);
    expect(paths(s)).toEqual(['a', 'b']);
    expect(s.current).toEqual(a);
  });
  it('close-right moves to the chosen tab when the current one was removed', () => {
    const s = closeRight(four(d), b.path);
    expect(paths(s)).toEqual(['a', 'b']);
    expect(s.current).toEqual(b);
  });
  it('close-right of home closes every opened tab and lands home', () => {
    const s = closeRight(four(c), HOME_PATH);
    expect(s).toEqual({ opened: [], current: HOME_TAB });
  });

  it('close-others keeps only the chosen one and makes it current', () => {
    const s = closeOthers(four(a), c.path);
    expect(paths(s)).toEqual(['c']);
    expect(s.current).toEqual(c);
  });
  it('close-others of home keeps only home', () => {
    expect(closeOthers(four(a), HOME_PATH)).toEqual({ opened: [], current: HOME_TAB });
  });

  it('close-all clears everything and goes home', () => {
    expect(closeAll(four(b), c.path)).toEqual({ opened: [], current: HOME_TAB });
  });
  it('close-all from home keeps only the home tab', () => {
    const withHome: TabsState = { opened: [HOME_TAB, a, b], current: b };
    expect(closeAll(withHome, HOME_PATH)).toEqual({ opened: [HOME_TAB], current: HOME_TAB });
  });
  it('ignores a path that is not open', () => {
    expect(closeLeft(four(), '/nope')).toEqual(four());
    expect(closeRight(four(), '/nope')).toEqual(four());
    expect(closeOthers(four(), '/nope')).toEqual(four());
  });
});

describe('pinned tabs', () => {
  const pin = (t: WorkTab): WorkTab => ({ ...t, pinned: true });
  /** a and b pinned, then c and d; the given one current. */
  const pinnedTwo = (cur: WorkTab = d): TabsState => ({ opened: [pin(a), pin(b), c, d], current: cur });
  const pins = (s: TabsState) => s.opened.filter((t) => t.pinned).map((t) => t.name);

  it('pinning moves the tab to the end of the pinned ones; unpinning to the start of the others', () => {
    const s = togglePin(pinnedTwo(), d.path);
    expect(paths(s)).toEqual(['a', 'b', 'd', 'c']);
    expect(pins(s)).toEqual(['a', 'b', 'd']);
    const back = togglePin(s, a.path);
    expect(paths(back)).toEqual(['b', 'd', 'a', 'c']);
    expect(pins(back)).toEqual(['b', 'd']);
  });
  it('home cannot be pinned (it is always first)', () => {
    expect(togglePin(pinnedTwo(), HOME_PATH)).toEqual(pinnedTwo());
  });
  it('a pinned tab keeps its pin when its page is opened again under a new title', () => {
    const s = openTab(pinnedTwo(), { ...a, title: 'A2' });
    expect(s.opened[0]).toEqual({ ...a, title: 'A2', pinned: true });
  });

  it('close, close-left, close-right, close-others and close-all keep the pinned tabs', () => {
    expect(closeTab(pinnedTwo(), a.path)).toEqual(pinnedTwo());
    expect(paths(closeLeft(pinnedTwo(), d.path))).toEqual(['a', 'b', 'd']);
    expect(paths(closeRight(pinnedTwo(), HOME_PATH))).toEqual(['a', 'b']);
    expect(paths(closeRight(pinnedTwo(), a.path))).toEqual(['a', 'b']);
    expect(closeOthers(pinnedTwo(), c.path)).toEqual({ opened: [pin(a), pin(b), c], current: c });
    expect(closeAll(pinnedTwo(), d.path)).toEqual({ opened: [pin(a), pin(b)], current: HOME_TAB });
    expect(closeAll(pinnedTwo(), HOME_PATH)).toEqual({ opened: [pin(a), pin(b)], current: HOME_TAB });
  });
  it('close-others of a pinned tab keeps it, the other pinned ones, and makes it current', () => {
    expect(closeOthers(pinnedTwo(c), b.path)).toEqual({ opened: [pin(a), pin(b)], current: pin(b) });
  });

  it('reorders a tab, the current page unchanged', () => {
    const s = moveTab(four(b), d.path, 1);
    expect(paths(s)).toEqual(['a', 'd', 'b', 'c']);
    expect(s.current).toEqual(b);
    expect(paths(moveTab(four(), a.path, 3))).toEqual(['b', 'c', 'd', 'a']);
  });
  it('keeps an unpinned tab after the pinned ones, and a pinned one among them', () => {
    // Dropped on home (before every stored tab) or among the pinned tabs: the first unpinned place.
    expect(paths(moveTab(pinnedTwo(), d.path, -1))).toEqual(['a', 'b', 'd', 'c']);
    expect(paths(moveTab(pinnedTwo(), d.path, 0))).toEqual(['a', 'b', 'd', 'c']);
    expect(pins(moveTab(pinnedTwo(), d.path, 0))).toEqual(['a', 'b']);
    expect(paths(moveTab(pinnedTwo(), a.path, 3))).toEqual(['b', 'a', 'c', 'd']);
  });
  it('a move that changes nothing returns the same state', () => {
    const s = pinnedTwo();
    expect(moveTab(s, c.path, 0)).toBe(s); // already the first unpinned
    expect(moveTab(s, d.path, 9)).toBe(s); // already last
    expect(moveTab(s, '/nope', 0)).toBe(s);
  });
  it('puts pinned tabs first, each group in its order', () => {
    expect(paths({ opened: pinnedFirst([c, pin(b), d, pin(a)]), current: c })).toEqual(['b', 'a', 'c', 'd']);
  });
});
