import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

export const LANGUAGES = ['en', 'bn'] as const;
export type Language = (typeof LANGUAGES)[number];

function isLanguage(value: unknown): value is Language {
  return LANGUAGES.includes(value as Language);
}

/**
 * English and Bangla for one web app: bundled resources (so the first render is never untranslated),
 * the chosen language remembered in the browser under `storageKey`, and `<html lang>` kept in step.
 */
export function setUpI18n(resources: { en: object; bn: object }, storageKey: string) {
  const storedLanguage = (): Language => {
    try {
      const value = window.localStorage.getItem(storageKey);
      return isLanguage(value) ? value : 'en';
    } catch {
      return 'en';
    }
  };

  i18n.on('languageChanged', (language) => {
    document.documentElement.lang = language;
    try {
      window.localStorage.setItem(storageKey, language);
    } catch {
      // Not remembered across visits; the switch still works for this page view.
    }
  });

  void i18n.use(initReactI18next).init({
    resources: { en: { translation: resources.en }, bn: { translation: resources.bn } },
    lng: storedLanguage(),
    fallbackLng: 'en',
    supportedLngs: LANGUAGES,
    initAsync: false,
    interpolation: { escapeValue: false }, // React already escapes.
  });

  return {
    i18n,
    currentLanguage: (): Language => (isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en'),
    changeLanguage: (language: Language): void => void i18n.changeLanguage(language),
  };
}

type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };

/** A locale of an English resource: the same keys, values free text. */
export type Translation<T> = Strings<T>;

type Tree = { readonly [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)]
    .map((m) => m[1])
    .sort()
    .join();

/**
 * What is wrong with a Bangla translation of an English resource: keys missing or extra, placeholders
 * that differ, and texts left empty or in English. `sameInBothLanguages` lists texts that stay as they
 * are on purpose (names, codes); a text already in Bengali script (the spec gives some only in Bangla)
 * is never counted as untranslated.
 */
export function translationProblems(en: object, bn: object, sameInBothLanguages: RegExp) {
  const english = new Map(leaves(en as Tree));
  const bangla = new Map(leaves(bn as Tree));
  return {
    missing: [...english.keys()].filter((key) => !bangla.has(key)),
    extra: [...bangla.keys()].filter((key) => !english.has(key)),
    placeholders: [...english]
      .filter(([key, text]) => bangla.has(key) && placeholders(text) !== placeholders(bangla.get(key)!))
      .map(([key]) => key),
    untranslated: [...english]
      .filter(([key, text]) => {
        const translated = bangla.get(key);
        if (translated === undefined) return false;
        const alreadyBangla = /[\u0980-\u09FF]/.test(text);
        return translated.trim() === '' || (translated === text && !alreadyBangla && !sameInBothLanguages.test(text));
      })
      .map(([key]) => key),
  };
}
