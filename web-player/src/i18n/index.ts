import { setUpI18n, type Language } from '@khela/web-kit';
import { enHome } from 'virtual:en-home';
import { warmBengaliFont } from '@/lib/warm-bengali-font';

export { LANGUAGES, type Language } from '@khela/web-kit';

/** Browser storage key that remembers the chosen language. */
export const LANGUAGE_STORAGE_KEY = 'lang';

// Bangla is its own chunk, fetched when a player first chooses it (or opens the site in it): an English
// visitor's home page neither downloads nor parses it (issue 14, home page budget).
// English likewise bundles only the texts of the home page and the frame of every page (home-texts.ts); the
// rest of English comes with the first other page (loadPageTexts).
const setUp = setUpI18n({ en: enHome, bn: async () => (await import('./locales/bn')).bn }, LANGUAGE_STORAGE_KEY);

/** `ready`: the remembered language's texts are in (main.tsx renders after it); `loadLanguage` fetches ahead. */
export const { i18n, currentLanguage, ready: i18nReady, load: loadLanguage } = setUp;

let pageTexts: Promise<void> | undefined;
/**
 * All of English (locales/en.ts, a chunk of its own), fetched once: the router waits for it beside each page's
 * own chunk (router.tsx), so no page but home renders before its texts are in. Bangla is always whole.
 */
export function loadPageTexts(): Promise<void> {
  pageTexts ??= import('./locales/en').then(
    // Whole sections replace the home page's (a shallow merge: the bundled home texts are not written into).
    ({ en }) => void i18n.addResourceBundle('en', 'translation', en, false, true),
    (error: unknown) => {
      pageTexts = undefined; // the next page tries again
      throw error;
    },
  );
  return pageTexts;
}

/** How long a switch to Bangla may wait for the Bengali font before it shows the page anyway. */
const FONT_PATIENCE_MS = 1000;

/** A site opened in Bangla starts fetching its font before the first render needs it. */
if (currentLanguage() === 'bn') void warmBengaliFont(FONT_PATIENCE_MS);

/**
 * Switches the site's language; to Bangla once its texts are in and the Bengali font too (the font at most
 * FONT_PATIENCE_MS later). At once when there is nothing to wait for (English; Bangla already loaded in tests).
 */
export function changeLanguage(language: Language): void {
  const waits = language === 'bn' ? [warmBengaliFont(FONT_PATIENCE_MS), loadLanguage(language)].filter((wait) => wait !== undefined) : [];
  if (waits.length === 0) setUp.changeLanguage(language);
  else
    void Promise.all(waits).then(
      () => setUp.changeLanguage(language),
      () => undefined,
    );
}
