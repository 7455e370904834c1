import { setUpI18n, type Language } from '@khela/web-kit';
import { warmBengaliFont } from '@/lib/warm-bengali-font';
import { bn } from './locales/bn';
import { en } from './locales/en';

export { LANGUAGES, type Language } from '@khela/web-kit';

/** Browser storage key that remembers the chosen language. */
export const LANGUAGE_STORAGE_KEY = 'lang';

const setUp = setUpI18n({ en, bn }, LANGUAGE_STORAGE_KEY);

export const { i18n, currentLanguage } = setUp;

/** How long a switch to Bangla may wait for the Bengali font before it shows the page anyway. */
const FONT_PATIENCE_MS = 1000;

/** A site opened in Bangla starts fetching its font before the first render needs it. */
if (currentLanguage() === 'bn') void warmBengaliFont(FONT_PATIENCE_MS);

/** Switches the site's language; to Bangla once the Bengali font is in (at most FONT_PATIENCE_MS later). */
export function changeLanguage(language: Language): void {
  const fontReady = language === 'bn' ? warmBengaliFont(FONT_PATIENCE_MS) : undefined;
  if (fontReady) void fontReady.then(() => setUp.changeLanguage(language));
  else setUp.changeLanguage(language);
}
