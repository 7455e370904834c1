import { setUpI18n } from '@khela/web-kit';
import { bn } from './locales/bn';
import { en } from './locales/en';

export { LANGUAGES, type Language } from '@khela/web-kit';

/** Browser storage key that remembers the chosen language. */
export const LANGUAGE_STORAGE_KEY = 'lang';

export const { i18n, currentLanguage, changeLanguage } = setUpI18n({ en, bn }, LANGUAGE_STORAGE_KEY);
