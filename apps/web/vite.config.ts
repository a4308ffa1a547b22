/// <reference types="vitest/config" />
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rollup } from 'vite';

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
      if (source === '@rc-component/form' && importer && /[\\/]antd[\\/]es[\\/]form[\\/]context\.js$/.test(importer)) return shim;
      return null;
    },
  };
}

/**
 * The code a signed-in address needs (the frame, the route loader's small chunks and, for the
 * console's address, the console page), named in index.html's head: public/boot.js asks for it
 * at once (modulepreload) when the stored sign-in means the frame will be drawn, beside the
 * entry, instead of once the entry has run. /login asks for none of it.
 */
function signedInPreloadHints(): Plugin {
  const groups = {
    'bo-preload-frame': ['src/app/signed-in.tsx', 'src/app/page-modules.ts', 'src/layout/route-data.ts'],
    'bo-preload-console': ['src/pages/dashboard/console/index.tsx'],
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
            const chunk = chunks.find((c) => c.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith(m)));
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
 * The icons the frame draws at once, in one chunk: the menu's (components/menu-icon.tsx) and
 * those imported by the frame and the shared components (src/layout, src/app, src/components),
 * read from their import lists. Left to the automatic splitting, every icon that a lazy chunk
 * also imports (a page's, the whole icon set of the icon pages) became a chunk of its own, each
 * compressed apart: about 3 KB more gzip on every page of the frame for the same code.
 */
const ICON_IMPORT = /import \{([^}]*)\} from '@ant-design\/icons'/g;
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
const frameIconNames = (() => {
  const names = new Set<string>();
  const src = fileURLToPath(new URL('./src/', import.meta.url));
  for (const dir of ['layout', 'app', 'components']) {
    for (const file of sourceFiles(path.join(src, dir))) {
      for (const m of readFileSync(file, 'utf8').matchAll(ICON_IMPORT)) {
        for (const name of m[1].split(',').map((s) => s.trim().replace(/^type\s+/, ''))) if (/^[A-Z]\w*(Outlined|Filled|TwoTone)$/.test(name)) names.add(name);
      }
    }
  }
  return names;
})();
const isFrameIconModule = (id: string) => {
  if (/[\\/]src[\\/]components[\\/]menu-icon\.tsx$/.test(id)) return true;
  const m = /[\\/]@ant-design[\\/]icons(?:-svg)?[\\/]es[\\/](?:icons|asn)[\\/](\w+)\.js$/.exec(id);
  return Boolean(m && frameIconNames.has(m[1]));
};

export default defineConfig({
  plugins: [antdFormContextOnly(), signedInPreloadHints(), react()],
  // Vite 8 with "type":"module" breaks default imports of CommonJS packages (nprogress, react-countup).
  legacy: { inconsistentCjsInterop: true },
  server: { proxy: { '/api': apiTarget } },
  build: {
    // The route-size report (scripts/route-sizes.ts) reads the manifest.
    manifest: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        // Only the icons themselves: their dependencies (React, the icon base) stay where they are, so /login gains nothing.
        codeSplitting: { includeDependenciesRecursively: false, groups: [{ name: 'frame-icons', test: isFrameIconModule }] },
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
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test-setup.ts'],
  },
});
