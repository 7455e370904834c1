import { statSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { webAppConfig } from '../libs/web-kit/vite-config';
import { homeTextKeys, pickTexts } from './src/i18n/home-texts';

const enPath = fileURLToPath(new URL('./src/i18n/locales/en.ts', import.meta.url));
const enHomeId = 'virtual:en-home';

/**
 * `virtual:en-home`: the English texts the home page needs (src/i18n/home-texts.ts), picked from
 * src/i18n/locales/en.ts when the module is built, so the home page's script carries those alone and en.ts stays
 * the one place English is written. Node loads en.ts itself (it only erases types).
 */
function englishHomeTexts(): Plugin {
  return {
    name: 'khela-en-home',
    resolveId: (id) => (id === enHomeId ? `\0${enHomeId}` : undefined),
    async load(id) {
      if (id !== `\0${enHomeId}`) return undefined;
      this.addWatchFile(enPath);
      const { en } = (await import(`${pathToFileURL(enPath).href}?mtime=${statSync(enPath).mtimeMs}`)) as { en: object };
      return `export const enHome = ${JSON.stringify(pickTexts(en as never, homeTextKeys))};`;
    },
  };
}

const config = webAppConfig({ configUrl: import.meta.url, base: '/', devPort: 5173, previewPort: 4173, react });
config.plugins = [...(config.plugins ?? []), englishHomeTexts()];
// Everything the entry imports statically (the home page's script) in one chunk: Rolldown's automatic common
// chunks cut it into 17 files, each compressed on its own (1-2 KB gzipped more in all, and 17 requests).
config.build = {
  ...config.build,
  rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'home', tags: ['$initial'] }] } } },
};
export default config;
