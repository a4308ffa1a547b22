import { describe, expect, it } from 'vitest';
import { buildMenuTree } from '../stores/menu-tree';
import { routeAccess } from './route-access';
import { isConsoleOrigin } from './external-page';
import { opensNewTab, toAntdItems } from './menu-items';
import { menuRow } from '../test-fixtures';

const menu = buildMenuTree(
  [menuRow('Help', '/help'), menuRow('Plans', '/plan')],
  [
    menuRow('Manual', '/help/manual', 'Help', { link: 'https://example.com/manual' }),
    menuRow('Wiki', '/help/wiki', 'Help', { link: 'https://wiki.example.com/', embed: true }),
    menuRow('Year plan', '/plan/year-plan', 'Plans', { hidden: true }),
    menuRow('Targets', '/plan/targets', 'Plans'),
  ],
);
const keys = (items: ReturnType<typeof toAntdItems>): unknown[] =>
  items.flatMap((i) => (i && 'key' in i ? [i.key, ...('children' in i && i.children ? keys(i.children) : [])] : []));

describe('server menu rows with an address, and hidden rows (spec §2, §3 noMenu)', () => {
  it('keeps hidden rows out of the menu while their route still opens', () => {
    expect(keys(toAntdItems(menu, 'en'))).toEqual(['/help', '/help/manual', '/help/wiki', '/plan', '/plan/targets']);
    // A directory whose pages are all hidden leaves the menu too.
    const allHidden = buildMenuTree(
      [menuRow('Plans', '/plan')],
      [menuRow('Year plan', '/plan/year-plan', 'Plans', { hidden: true })],
    );
    expect(keys(toAntdItems(allHidden, 'en'))).toEqual([]);
    expect(routeAccess('/plan/year-plan', menu, () => true)).toMatchObject({
      kind: 'ok',
      item: { path: '/plan/year-plan', noMenu: true },
    });
  });

  it('opens a linked row in a new tab unless it is embedded; an embedded one is a route of the frame', () => {
    const [manual, wiki] = menu[0].children;
    expect(opensNewTab(manual)).toBe(true);
    expect(opensNewTab(wiki)).toBe(false);
    expect(routeAccess('/help/wiki', menu, () => false)).toMatchObject({
      kind: 'ok',
      item: { link: 'https://wiki.example.com/', embed: true },
    });
  });

  it("never frames the console's own origin", () => {
    expect(isConsoleOrigin('https://console.example.com/anything', 'https://console.example.com')).toBe(true);
    expect(isConsoleOrigin('https://wiki.example.com/', 'https://console.example.com')).toBe(false);
    expect(isConsoleOrigin('not an address', 'https://console.example.com')).toBe(true);
  });
});
