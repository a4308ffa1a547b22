/// <reference types="vitest/config" />
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import { antdFirstScreenStyles } from './antd-first-screen-styles.js';
import { filesUnder } from './files-under.js';
import { testProjects } from './test-projects.js';

/** The API server for `vite dev` (`npm run dev` at the root starts it on 8080; see README). */
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:8080';

/**
 * antd's form/context.js (imported by Tooltip, Menu, Drawer, Modal, Input … through
 * ContextIsolator) needs only rc-form's FormProvider, but importing it from the package index
 * keeps the whole form engine and its validator (~20 KB gzip) in every page's first load.
 * Point that one import at rc-form's own FormContext module: the same module the full form
 * uses, so the context is shared; pages with a real antd Form still load the whole engine.
 */
function antdFormContextOnly(): Plugin {
  const shim = fileURLToPath(new URL('./src/app/rc-form-provider.ts', import.meta.url));
  return {
    name: 'bo:antd-form-context-only',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '@rc-component/form' && importer && /[\\/]antd[\\/]es[\\/]form[\\/]context\.js$/.test(importer))
        return shim;
      return null;
    },
  };
}

/**
 * What assistive technology reads of antd's icons (issue 34): every icon is decorative unless
 * named (src/app/decorative-icon.tsx), so no control is named by an icon's English id; the icons
 * antd draws alone in a control carry that control's words instead (src/app/antd-words/): the
 * clear button of inputs, selects and pickers, the previous/next page and five-pages buttons, and
 * the search button of Input.Search; and antd's Skeleton title is no empty heading. Like
 * antdFormContextOnly, each import is redirected only where it comes from.
 */
function antdIconsDecorative(): Plugin {
  const here = (f: string) => fileURLToPath(new URL(f, import.meta.url));
  const bases: Record<string, string> = {
    '../components/AntdIconLight': here('./src/app/antd-icon-light.ts'),
    '../components/AntdIcon': here('./src/app/antd-icon.ts'),
  };
  const icon = (name: string) => `@ant-design/icons/es/icons/${name}`;
  const worded: Array<[importer: RegExp, source: string, target: string]> = [
    [
      /[\\/]antd[\\/]es[\\/]_util[\\/]hooks[\\/]useAllowClear\.js$/,
      icon('CloseCircleFilled'),
      here('./src/app/antd-words/clear.tsx'),
    ],
    [
      /[\\/]antd[\\/]es[\\/]select[\\/]useIcons\.js$/,
      icon('CloseCircleFilled'),
      here('./src/app/antd-words/clear.tsx'),
    ],
    [
      /[\\/]antd[\\/]es[\\/]pagination[\\/]Pagination\.js$/,
      icon('LeftOutlined'),
      here('./src/app/antd-words/prev-page.tsx'),
    ],
    [
      /[\\/]antd[\\/]es[\\/]pagination[\\/]Pagination\.js$/,
      icon('RightOutlined'),
      here('./src/app/antd-words/next-page.tsx'),
    ],
    [
      /[\\/]antd[\\/]es[\\/]pagination[\\/]Pagination\.js$/,
      icon('DoubleLeftOutlined'),
      here('./src/app/antd-words/jump-prev.tsx'),
    ],
    [
      /[\\/]antd[\\/]es[\\/]pagination[\\/]Pagination\.js$/,
      icon('DoubleRightOutlined'),
      here('./src/app/antd-words/jump-next.tsx'),
    ],
    [/[\\/]antd[\\/]es[\\/]input[\\/]Search\.js$/, icon('SearchOutlined'), here('./src/app/antd-words/search.tsx')],
    // Not an icon: the Skeleton's title bar, an empty <h3> in the page's outline while a part loads.
    [/[\\/]antd[\\/]es[\\/]skeleton[\\/]Skeleton\.js$/, './Title', here('./src/app/antd-skeleton-title.tsx')],
  ];
  return {
    name: 'bo:antd-icons-decorative',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer) return null;
      if (source in bases && /[\\/]@ant-design[\\/]icons[\\/]es[\\/]icons[\\/]/.test(importer)) return bases[source];
      for (const [from, what, target] of worded) if (source === what && from.test(importer)) return target;
      return null;
    },
  };
}

/** Whether `chunk` carries the source file `file` (a path from apps/web). */
const holds = (chunk: Rollup.OutputChunk, file: string) =>
  chunk.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith(file));

/** The frame's roots: app/signed-in.tsx, the page map and the route loader's data chunk (all started by app/signed-in-loader.ts). */
const FRAME_ROOTS = ['src/app/signed-in.tsx', 'src/app/page-modules.ts', 'src/app/route-data.ts'];

/**
 * The code a signed-in address needs (the frame, the route loader's small chunks and, for the
 * console's address, the console page), named in index.html's head: public/boot.js asks for it
 * at once (modulepreload) when the stored sign-in means the frame will be drawn, beside the
 * entry, instead of once the entry has run. /login asks for none of it.
 */
function signedInPreloadHints(): Plugin {
  const groups = {
    'bo-preload-frame': FRAME_ROOTS,
    'bo-preload-console': ['src/pages/dashboard/console/index.tsx'],
    // The console's strings of the stored language (app/i18n.ts), which the frame's first render waits for.
    'bo-preload-cn': ['src/locales/cn.json'],
    'bo-preload-en': ['src/locales/en.json'],
  };
  return {
    name: 'bo:signed-in-preload-hints',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
        const entry = chunks.find((c) => c.isEntry);
        // The entry and what it imports statically are already in index.html.
        const seen = new Set<string>(entry ? [entry.fileName, ...entry.imports] : []);
        const collect = (file: string, out: string[]) => {
          const chunk = bundle[file];
          if (seen.has(file) || !chunk || chunk.type !== 'chunk') return;
          seen.add(file);
          out.push(`/${file}`);
          for (const i of chunk.imports) collect(i, out);
        };
        return Object.entries(groups).map(([name, modules]) => {
          const files: string[] = [];
          for (const m of modules) {
            const chunk = chunks.find((c) => holds(c, m));
            if (!chunk) throw new Error(`signed-in preload hints: no chunk for ${m}`);
            collect(chunk.fileName, files);
          }
          return { tag: 'meta', attrs: { name, content: files.join(' ') }, injectTo: 'head-prepend' as const };
        });
      },
    },
  };
}

/**
 * The icons the frame draws at once, in one chunk: the menu's (components/icons/route-icons.ts) and
 * those imported by the frame and the shared components (src/layout, src/app, src/components),
 * read from their import lists. Left to the automatic splitting, every icon that a lazy chunk
 * also imports (a page's, the whole icon set of the icon pages) became a chunk of its own, each
 * compressed apart: about 3 KB more gzip on every page of the frame for the same code.
 */
const ICON_IMPORT = /(?:import|export) \{([^}]*)\} from '@ant-design\/icons'/g;
const sourceFiles = (dir: string): string[] =>
  filesUnder(dir, (name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name));
const frameIconNames = (() => {
  const names = new Set<string>();
  const src = fileURLToPath(new URL('./src/', import.meta.url));
  for (const dir of ['layout', 'app', 'components']) {
    for (const file of sourceFiles(path.join(src, dir))) {
      for (const m of readFileSync(file, 'utf8').matchAll(ICON_IMPORT)) {
        for (const name of m[1].split(',').map((s) => s.trim().replace(/^type\s+/, '')))
          if (/^[A-Z]\w*(Outlined|Filled|TwoTone)$/.test(name)) names.add(name);
      }
    }
  }
  return names;
})();
const isFrameIconModule = (id: string) => {
  if (/[\\/]src[\\/]components[\\/](menu-icon\.tsx|icons[\\/]route-icons\.ts)$/.test(id)) return true;
  const m = /[\\/]@ant-design[\\/]icons(?:-svg)?[\\/]es[\\/](?:icons|asn)[\\/](\w+)\.js$/.exec(id);
  return Boolean(m && frameIconNames.has(m[1]));
};

/**
 * A few chunks instead of many small ones on the way to a page's first screen. Left to the
 * automatic splitting, every set of pages sharing a module gets a chunk of its own: the frame was
 * some sixty chunks of 1–5 KB, a list page twenty, its table part thirty, the entry's imports
 * seven. A request each, which on a phone's connection (six at a time, a round trip each) costs
 * more than the bytes (docs/decisions/0047-frame-in-one-chunk.md). The second build groups
 * (ChunkPlan):
 * - `entry`: what the entry imports statically (React, the stores the sign-in pages use), loaded
 *   with it by every address;
 * - `frame`: what only the frame loads (its roots, FRAME_ROOTS, keep chunks of their own: the
 *   route loader imports them, the size report names them), not the entry's nor what the sign-in
 *   pages load before their first paint, which stay unchanged; and what most pages load at once;
 * - `list-table`: a list's table part (TABLE_ROOT, which a list's first calls preload beside the
 *   rows) with what it imports that no page loads at once and no part of the frame needs (antd's
 *   Table, pagination, select, tree): a page's dialog or filter form that needs one of those then
 *   loads the table's chunk too, but no page's first load grows;
 * - `controls`: what the table part shares with the frame's parts (antd's form controls), which
 *   the bell's list, the settings or the lock screen then load whole; the everyday parts
 *   (EVERYDAY_PARTS) load what they did.
 *
 * Which modules those are is only known once the automatic splitting has run, so the build runs
 * twice (scripts/build.mjs): the first, with BO_FRAME_PLAN set, writes the plan to that file;
 * the second, with BO_FRAME_MODULES naming it, groups by it. Pages lose nothing (they run inside
 * the frame, so what it carries is in before them), and the sign-in pages load what they did. A
 * plain `vite build` skips both.
 */
interface ChunkPlan {
  entry: string[];
  frame: string[];
  /** Named apart from antd's own `table` chunk; scripts/route-sizes.mjs finds it by this name. */
  'list-table': string[];
  controls: string[];
}
/** The list's table part: antd's Table with the pagination, select, checkbox and tree it brings. */
const TABLE_ROOT = 'src/components/data-table/table-body.tsx';
/** A part of the frame loaded when opened (the menu drawer, the bell's list, the settings…). */
const FRAME_PART = /[\\/]src[\\/]layout[\\/]/;
/** Parts opened every day, kept as light as they were: a phone's menu, the sign-out question, an empty list's picture. */
const EVERYDAY_PARTS =
  /[\\/]src[\\/](?:layout[\\/]menu-drawer|layout[\\/]logout-confirm|components[\\/]empty-state)\.tsx$/;
/** A page's own module and its first calls (started by the route loader): what it loads at once. */
const PAGE_MODULE = /[\\/]src[\\/]pages[\\/][^\\/]+[\\/][^\\/]+[\\/](?:index\.tsx|prefetch\.ts)$/;

function chunkPlan(bundle: Rollup.OutputBundle): ChunkPlan {
  const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
  const chunkOf = (file: string) => {
    const chunk = chunks.find((c) => holds(c, file));
    if (!chunk) throw new Error(`chunk plan: no chunk holds ${file}`);
    return chunk.fileName;
  };
  /** The chunks `files` load, following static imports. */
  const closure = (files: string[], into = new Set<string>()) => {
    for (const f of files) {
      const chunk = bundle[f];
      if (into.has(f) || !chunk || chunk.type !== 'chunk') continue;
      into.add(f);
      closure(chunk.imports, into);
    }
    return into;
  };
  const modulesOf = (files: Iterable<string>) => [...files].flatMap((f) => (bundle[f] as Rollup.OutputChunk).moduleIds);

  const entries = chunks.filter((c) => c.isEntry).map((c) => c.fileName);
  const entryClosure = closure(entries);
  const roots = FRAME_ROOTS.map(chunkOf);
  // The entry and what it opens without the frame (the sign-in pages), before their first paint.
  const outside = new Set(entryClosure);
  for (const f of [...outside])
    closure(
      (bundle[f] as Rollup.OutputChunk).dynamicImports.filter((d) => !roots.includes(d)),
      outside,
    );
  const frameClosure = closure(roots);
  const before = new Set([...outside, ...frameClosure]);

  /** What the lazily loaded modules matching `test` load. */
  const partsOf = (test: RegExp) =>
    closure(chunks.filter((c) => c.isDynamicEntry && c.moduleIds.some((id) => test.test(id))).map((c) => c.fileName));
  // Each page's load at once (by its folder), and all of them together.
  const pageLoads = new Map<string, Set<string>>();
  for (const c of chunks) {
    const page = c.isDynamicEntry ? c.moduleIds.find((id) => PAGE_MODULE.test(id)) : undefined;
    if (page) pageLoads.set(path.dirname(page), closure([c.fileName], pageLoads.get(path.dirname(page))));
  }
  const atOnce = new Set([...pageLoads.values()].flatMap((load) => [...load]));
  // What more than half of the pages load at once (the list kit, the skeleton, the list's helpers)
  // goes with the frame: a dozen requests fewer on a list, a few KB more on the other pages.
  const pagesLoading = new Map<string, number>();
  for (const load of pageLoads.values()) for (const f of load) pagesLoading.set(f, (pagesLoading.get(f) ?? 0) + 1);
  const mostPages = [...pagesLoading]
    .filter(([f, n]) => n * 2 > pageLoads.size && !before.has(f) && !(bundle[f] as Rollup.OutputChunk).isDynamicEntry)
    .map(([f]) => f);
  // The frame's own parts (the bell's list, the settings, the lock screen) never wait for antd's
  // Table, and the everyday ones for nothing more than before.
  const frameParts = partsOf(FRAME_PART);
  const everyday = partsOf(EVERYDAY_PARTS);
  const tablePart = [...closure([chunkOf(TABLE_ROOT)])].filter((f) => !before.has(f) && !atOnce.has(f));
  const table = tablePart.filter((f) => !frameParts.has(f));
  const controls = tablePart.filter((f) => frameParts.has(f) && !everyday.has(f));
  return {
    entry: modulesOf([...entryClosure].filter((f) => !entries.includes(f))),
    frame: modulesOf([...frameClosure, ...mostPages].filter((f) => !outside.has(f) && !roots.includes(f))),
    'list-table': modulesOf(table),
    controls: modulesOf(controls),
  };
}

function frameChunkPlan(planFile: string): Plugin {
  return {
    name: 'bo:frame-chunk-plan',
    apply: 'build',
    generateBundle(_options, bundle) {
      writeFileSync(planFile, JSON.stringify(chunkPlan(bundle)));
    },
  };
}

/**
 * The list-page kit and the data table's first-load modules in one chunk: every list page loads
 * all of them, and split automatically they were a dozen chunks of a few hundred bytes each, a
 * request and an import list apiece. The parts they load later (antd's Table, the column list,
 * the filter drawer and form, the confirmation popover, the row switch) keep chunks of their own,
 * and so do the plain helpers that pages with tabs, queries files and prefetches import without
 * a list (list-state, tab-word, filter-words, date-presets). The second build then puts the kit
 * with the frame, since more than half of the pages are lists (chunkPlan).
 */
const LIST_KIT = /[\\/]src[\\/]components[\\/](?:list-page[\\/]|data-table[\\/]|export[\\/]export-button\.tsx$)/;
const LIST_KIT_LATER =
  /[\\/](?:table-body|column-list|filter-drawer|filter-form|resizable-header|confirm-part|switch-part|list-state|tab-word|filter-words|date-presets)\.tsx?$/;
const isListKitModule = (id: string) => LIST_KIT.test(id) && !LIST_KIT_LATER.test(id);

/** The second build's groups, from the first one's plan (frame-icons, below, is within the frame). */
function frameGroups(planFile: string | undefined) {
  if (!planFile) return [];
  const plan = JSON.parse(readFileSync(planFile, 'utf8')) as ChunkPlan;
  return Object.entries(plan).map(([name, ids]: [string, string[]]) => {
    const modules = new Set(ids);
    return { name, test: (id: string) => modules.has(id), priority: 2 };
  });
}

export default defineConfig({
  plugins: [
    antdFormContextOnly(),
    antdIconsDecorative(),
    signedInPreloadHints(),
    // The planning build (scripts/build.mjs) is thrown away: it only names the frame's modules.
    ...(process.env.BO_FRAME_PLAN ? [frameChunkPlan(process.env.BO_FRAME_PLAN)] : [antdFirstScreenStyles()]),
    react(),
  ],
  // Vite 8 with "type":"module" breaks default imports of CommonJS packages (nprogress, react-countup).
  legacy: { inconsistentCjsInterop: true },
  server: { proxy: { '/api': apiTarget } },
  build: {
    // The route-size report (scripts/route-sizes.ts) reads the manifest.
    manifest: true,
    // Source maps only when asked, for reading a trace (bench/src/lighthouse-trace.ts): not for users.
    sourcemap: process.env.BO_SOURCEMAP === '1',
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        // Only the icons themselves: their dependencies (React, the icon base) stay where they are, so /login gains nothing.
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            ...frameGroups(process.env.BO_FRAME_MODULES),
            { name: 'frame-icons', test: isFrameIconModule, priority: 1 },
            { name: 'list-kit', test: isListKitModule, priority: 1 },
          ],
        },
      },
      treeshake: {
        // The contract's barrel re-exports zod schemas the browser rarely needs: let unused
        // modules and schemas drop out, so /login stays within its 120 KB budget.
        moduleSideEffects: [{ test: /[\\/]packages[\\/]contract[\\/]src[\\/]/, sideEffects: false }],
        manualPureFunctions: ['z', 'defineCall'],
      },
    },
  },
  test: {
    environment: 'happy-dom',
    setupFiles: ['src/test-setup.ts'],
    // Each test starts with its mocks' calls forgotten (their implementations stay).
    clearMocks: true,
    projects: testProjects(path.dirname(fileURLToPath(import.meta.url))),
  },
});
