/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API server for `vite dev` (`npm run dev` at the root starts it on 8080; see README). */
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
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
        // modules and schemas drop out, so /login stays within its 250 KB budget.
        moduleSideEffects: [{ test: /[\\/]packages[\\/]contract[\\/]src[\\/]/, sideEffects: false }],
        manualPureFunctions: ['z'],
      },
    },
  },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test-setup.ts'],
  },
});
