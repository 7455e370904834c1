// The Vite (and Vitest) configuration both web apps share; each app's vite.config.ts names only what
// differs: where it is served and its dev ports. Imported by relative path, so Vite bundles it with the
// app's config file (Node cannot load a TypeScript file from a workspace package by itself).
import { fileURLToPath } from 'node:url';
import type { PluginOption } from 'vite';
import { defineConfig } from 'vitest/config';

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
    plugins: [app.react()],
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
    },
  });
}
