/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

export default defineConfig({
  plugins: [antdFormContextOnly(), react()],
  // Vite 8 with "type":"module" breaks default imports of CommonJS packages (nprogress, react-countup).
  legacy: { inconsistentCjsInterop: true },
  server: { proxy: { '/api': apiTarget } },
  build: {
    // The route-size report (scripts/route-sizes.ts) reads the manifest.
    manifest: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
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
