import { createHash } from 'node:crypto';
import { createElement as h, type ReactNode } from 'react';
import type { Plugin } from 'vite';

/**
 * antd's styles for what a phone's first screens draw (the frame, the console, a list's table),
 * written at build time into one stylesheet instead of being worked out and inserted by antd's
 * CSS-in-JS inside the first renders (docs/decisions/0163-antd-first-screen-styles-built.md).
 *
 * The file carries, besides the rules, antd's own map of the style paths it holds
 * (`.data-ant-cssinjs-cache-path`, the format of `extractStyle` in @ant-design/cssinjs): a
 * component whose path is in it neither computes nor inserts its styles; any other computes
 * them as before (on a wide window, the side menu and a list's filters). The rules name CSS
 * variables only (antd's cssVar mode), so one file serves both themes; the variables' values
 * stay antd's run-time work.
 *
 * public/boot.js asks for the file at once on a signed-in address (the meta `bo-antd-styles`)
 * and app/require-login.tsx draws the frame once it is in (lib/antd-styles-ready.ts).
 * e2e/tests/console-first-paint.spec.ts fails when a phone's first screen draws a component
 * missing here.
 */
function firstScreens(antd: typeof import('antd')): ReactNode {
  const { Button, Card, Dropdown, Empty, Layout } = antd;
  const { Popover, Segmented, Skeleton, Spin, Table, Tabs, Tooltip } = antd;
  const span = h('span');
  return [
    // The frame: layout, header's buttons and menus, work tabs, placeholders.
    h(Layout, null, h(Layout.Sider), h(Layout.Content)),
    h(Tabs, { type: 'editable-card', items: [{ key: 't', label: 't' }] }),
    h(Dropdown, { menu: { items: [] } }, span),
    h(Tooltip, { title: 't' }, span),
    h(Popover, null, span),
    h(Button),
    h(Skeleton),
    h(Spin),
    h(Empty),
    // The console's cards.
    h(Card, { title: 'c' }),
    h(Segmented, { options: ['s'] }),
    // A list's table, with selection, paging and the page size.
    h(Table, {
      columns: [{ title: 'c', dataIndex: 'c' }],
      dataSource: [{ key: 1, c: 1 }],
      rowSelection: {},
      pagination: { total: 100, showSizeChanger: true },
    }),
  ];
}

/** The stylesheet's text: the first screens drawn once on the server, their styles extracted. */
async function firstScreenCss(): Promise<string> {
  const antd = await import('antd');
  const { renderToString } = await import('react-dom/server');
  const { createCache, extractStyle, StyleProvider } = await import('@ant-design/cssinjs');
  const cache = createCache();
  renderToString(h(StyleProvider, { cache }, h(antd.ConfigProvider, null, firstScreens(antd))));
  // Only the rules: the token's variables ('token', 'cssVar') differ by theme and stay at run time.
  return extractStyle(cache, { plain: true, types: ['style'] });
}

export function antdFirstScreenStyles(): Plugin {
  let fileName = '';
  return {
    name: 'bo:antd-first-screen-styles',
    apply: 'build',
    async buildStart() {
      const css = await firstScreenCss();
      const hash = createHash('sha256').update(css).digest('base64url').slice(0, 8);
      fileName = `assets/antd-first-screen-${hash}.css`;
      this.emitFile({ type: 'asset', fileName, source: css });
    },
    transformIndexHtml: {
      order: 'post',
      handler: () => [
        { tag: 'meta', attrs: { name: 'bo-antd-styles', content: `/${fileName}` }, injectTo: 'head-prepend' },
      ],
    },
  };
}
