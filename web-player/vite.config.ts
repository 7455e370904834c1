import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** The api process (port 3000) answers these paths; in dev the Vite server forwards them. */
const apiTarget = 'http://127.0.0.1:3000';
const proxy = {
  '/api': { target: apiTarget },
  '/captcha': { target: apiTarget },
  '/storage': { target: apiTarget },
  '/socket.io': { target: apiTarget, ws: true },
};

export default defineConfig({
  base: '/',
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, proxy },
  build: { outDir: 'dist', emptyOutDir: true },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup-tests.ts'],
    include: ['src/**/*.{test,spec}.{ts,tsx}'],
  },
});
