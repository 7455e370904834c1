import { setUpI18n } from '@khela/web-kit';
import { bn, en } from './locales';

export { LANGUAGES, type Language } from '@khela/web-kit';

/** Browser storage key that remembers the language a staff member chose on this computer. */
export const LANGUAGE_STORAGE_KEY = 'khela-backoffice-lang';

export const { i18n, currentLanguage, changeLanguage } = setUpI18n({ en, bn }, LANGUAGE_STORAGE_KEY);
