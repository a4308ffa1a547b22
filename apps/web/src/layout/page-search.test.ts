import { describe, expect, it } from 'vitest';
import type { ServerMenuItem } from '@bo/contract';
import { buildMenuTree } from '../stores/menu-tree';
import { menuRow } from '../test-fixtures';
import { findPages, markWords, searchablePages, searchWords } from './page-search';

/** A menu row with its Chinese and English names. */
const row = (cn: string, en: string, url: string, parent = '', extra: Partial<ServerMenuItem> = {}) =>
  menuRow(en, url, parent, { menuname: cn, ...extra });

const menu = buildMenuTree(
  [
    row('仪表盘', 'Dashboard', '/dashboard'),
    row('订单管理', 'Orders', '/order'),
    row('组件', 'Widgets', '/widget'),
    row('帮助', 'Help', '/help'),
    row('空目录', 'Empty', '/empty'),
  ],
  [
    row('主控台', 'Console', '/dashboard/console', 'Dashboard'),
    row('订单概览', 'Order overview', '/dashboard/ordersummary', 'Dashboard'),
    row('客户订单', 'Client orders', '/order/customerorder', 'Orders'),
    row('导出订单', 'Orders: Export orders', '', 'Orders', { menutype: 'button', permission: ['order:export'] }),
    row('客户购物车', 'Client carts', '/order/customershopcart', 'Orders', { active: false }),
    row('客户付款', 'Payments', '/order/customerpaylist', 'Orders'),
    row('订单草稿', 'Order drafts', '/order/drafts', 'Orders', { hidden: true }),
    row('图标', 'Icons', '/widget/icons', 'Widgets', { menutype: 'directory' }),
    row('使用手册', 'Manual', '/help/manual', 'Help', { link: 'https://example.com/manual' }),
    row('空子目录', 'Empty below', '/empty/below', 'Empty', { menutype: 'directory' }),
  ],
  [
    row('图标列表', 'Icon list', '/widget/icon', 'Icons'),
    row('图标选择器', 'Icon picker', '/widget/icon-selector', 'Icons'),
  ],
);
const pages = searchablePages(menu);
const paths = (query: string, lang = 'cn') => findPages(pages, query, lang).map((p) => p.item.path);

describe('the pages the search offers (the side menu, issue 37 #3)', () => {
  it('are the active pages the side menu draws, in menu order', () => {
    expect(pages.map((p) => p.item.path)).toEqual([
      '/dashboard/console',
      '/dashboard/ordersummary',
      '/order/customerorder',
      '/order/customerpaylist',
      '/widget/icon',
      '/widget/icon-selector',
      '/help/manual',
    ]);
  });

  it('leave out directories, buttons, hidden and inactive pages', () => {
    const offered = pages.map((p) => p.item.path);
    for (const path of ['/order', '/widget/icons', '/empty', '/empty/below', '', '/order/drafts'])
      expect(offered).not.toContain(path);
    // Shown with a lock in the side menu: its click asks for the permission, it opens nothing.
    expect(offered).not.toContain('/order/customershopcart');
    expect(paths('购物车')).toEqual([]);
    expect(paths('草稿')).toEqual([]);
  });

  it('carry the groups above each page, top first', () => {
    const icon = pages.find((p) => p.item.path === '/widget/icon')!;
    expect(icon.parents.map((p) => p.title)).toEqual(['组件', '图标']);
  });

  it('always hold the home page, first when the menu does not offer it', () => {
    const small = searchablePages(
      buildMenuTree(
        [row('订单管理', 'Orders', '/order')],
        [row('客户订单', 'Client orders', '/order/customerorder', 'Orders')],
      ),
    );
    expect(small.map((p) => [p.item.path, p.item.title, p.item.title_en, p.parents.length])).toEqual([
      ['/dashboard/console', '主控台', 'Console', 0],
      ['/order/customerorder', '客户订单', 'Client orders', 1],
    ]);
    expect(searchablePages([]).map((p) => p.item.path)).toEqual(['/dashboard/console']);
  });
});

describe('finding pages by what is typed', () => {
  it('offers every page, in menu order, before anything is typed', () => {
    expect(paths('')).toEqual(pages.map((p) => p.item.path));
    expect(paths('   ')).toEqual(pages.map((p) => p.item.path));
  });

  it('finds a page by part of its title, in Chinese', () => {
    expect(paths('图标选')).toEqual(['/widget/icon-selector']);
  });

  it("finds pages by their group's name, and ranks a page's own name first", () => {
    // 订单概览 starts with it, 客户订单 holds it, 客户付款 is only under 订单管理.
    expect(paths('订单')).toEqual(['/dashboard/ordersummary', '/order/customerorder', '/order/customerpaylist']);
    expect(findPages(pages, '订单', 'cn').map((p) => p.rank)).toEqual([0, 1, 2]);
    // A group's name lists its pages, also the third level's.
    expect(paths('组件')).toEqual(['/widget/icon', '/widget/icon-selector']);
    expect(paths('图标')).toEqual(['/widget/icon', '/widget/icon-selector']);
  });

  it('searches the titles of the language shown, whatever the case', () => {
    expect(paths('ORDERS', 'en')).toEqual(['/order/customerorder', '/order/customerpaylist']);
    expect(paths('order', 'en')).toEqual(['/dashboard/ordersummary', '/order/customerorder', '/order/customerpaylist']);
    expect(paths('订单', 'en')).toEqual([]);
    expect(paths('orders', 'cn')).toEqual([]);
  });

  it('needs every word, in the title or a group', () => {
    expect(paths('widgets picker', 'en')).toEqual(['/widget/icon-selector']);
    expect(paths('icons / list', 'en')).toEqual(['/widget/icon']);
    expect(paths('client payments', 'en')).toEqual([]);
  });

  it('shows each page with its title and the names of its groups in the language shown', () => {
    const [found] = findPages(pages, '客户订单', 'cn');
    expect([found.title, found.trail]).toEqual(['客户订单', ['订单管理']]);
    const [picker] = findPages(pages, 'icon picker', 'en');
    expect([picker.title, picker.trail]).toEqual(['Icon picker', ['Widgets', 'Icons']]);
  });

  it('finds nothing for words no page holds', () => {
    expect(paths('不存在')).toEqual([]);
    expect(paths('zzz', 'en')).toEqual([]);
  });
});

describe('the typed part, highlighted', () => {
  it('marks every place a word stands, whatever the case', () => {
    expect(markWords('Client orders', searchWords('ORD'))).toEqual([
      { text: 'Client ', hit: false },
      { text: 'ord', hit: true },
      { text: 'ers', hit: false },
    ]);
    expect(markWords('订单管理', searchWords('订单'))).toEqual([
      { text: '订单', hit: true },
      { text: '管理', hit: false },
    ]);
    expect(markWords('Icon picker', searchWords('icon pick'))).toEqual([
      { text: 'Icon', hit: true },
      { text: ' ', hit: false },
      { text: 'pick', hit: true },
      { text: 'er', hit: false },
    ]);
  });

  it('marks nothing when nothing is typed or found', () => {
    expect(markWords('客户订单', [])).toEqual([{ text: '客户订单', hit: false }]);
    expect(markWords('客户订单', ['付款'])).toEqual([{ text: '客户订单', hit: false }]);
  });
});
