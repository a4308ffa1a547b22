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
  openTab,
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
