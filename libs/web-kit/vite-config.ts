// The Vite (and Vitest) configuration both web apps share; each app's vite.config.ts names only what
// differs: where it is served and its dev ports. Imported by relative path, so Vite bundles it with the
// app's config file (Node cannot load a TypeScript file from a workspace package by itself).
import { fileURLToPath } from 'node:url';
import type { PluginOption } from 'vite';
import { defineConfig } from 'vitest/config';
import { precompress } from './precompress';

/** The api process (port 3000) answers these paths; in dev the Vite server forwards them. */
const apiTarget = 'http://127.0.0.1:3000';
const proxy = {
  '/api': { target: apiTarget },
  '/captcha': { target: apiTarget },
  '/storage': { target: apiTarget },
  '/socket.io': { target: apiTarget, ws: true },
};

/** `react` is the app's own @vitejs/plugin-react (each app installs it; this file has no node_modules of its own). */
export function webAppConfig(app: { configUrl: string; base: string; devPort: number; previewPort: number; react: () => PluginOption }) {
  return defineConfig({
    base: app.base,
    plugins: [app.react(), precompress()],
    resolve: {
      alias: { '@': fileURLToPath(new URL('./src', app.configUrl)) },
    },
    server: { port: app.devPort, strictPort: true, proxy },
    preview: { port: app.previewPort, proxy },
    build: { outDir: 'dist', emptyOutDir: true },
    test: {
      environment: 'jsdom',
      setupFiles: ['./src/testing/setup-tests.ts'],
      include: ['src/**/*.{test,spec}.{ts,tsx}'],
      // A test's own bound, sized for a loaded 2-core machine (`npm test` runs these beside the integration
      // tier): the default 5 s failed a five-step form test at load 20 while every step was right.
      testTimeout: 30_000,
      // One jsdom per worker, each test file still in its own VM context: building a jsdom per file was 41% of
      // the run. Measured alternating with the default 'forks' pool at load 10-20: web-player 24-39 s vs
      // 88-93 s, web-backoffice 7-8 s vs 32-79 s, the same 180 + 93 tests passing.
      pool: 'vmThreads',
    },
  });
}
