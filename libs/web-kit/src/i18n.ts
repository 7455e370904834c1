import i18n, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

export const LANGUAGES = ['en', 'bn'] as const;
export type Language = (typeof LANGUAGES)[number];

function isLanguage(value: unknown): value is Language {
  return LANGUAGES.includes(value as Language);
}

/** Bangla bundled (an object) or fetched on first use (a function that imports its module). */
type BanglaResource = object | (() => Promise<object>);

/**
 * English and Bangla for one web app: English bundled (so the first render is never untranslated), Bangla
 * bundled too or, when `resources.bn` is a loader, fetched only when it is first needed (an English visitor
 * never downloads or parses it), the chosen language remembered in the browser under `storageKey`, and
 * `<html lang>` kept in step. `ready` resolves once the remembered language's texts are in: render after it.
 * `changeLanguage` switches at once when the texts are in, else when they arrive (`load` fetches them ahead).
 */
export function setUpI18n(resources: { en: object; bn: BanglaResource }, storageKey: string) {
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

  const bundled: Resource = typeof resources.bn === 'function' ? {} : { bn: { translation: resources.bn } };
  const startLanguage = storedLanguage();
  void i18n.use(initReactI18next).init({
    resources: { en: { translation: resources.en }, ...bundled },
    lng: startLanguage,
    fallbackLng: 'en',
    supportedLngs: LANGUAGES,
    initAsync: false,
    interpolation: { escapeValue: false }, // React already escapes.
  });

  let banglaLoad: Promise<void> | undefined;
  /** The language's texts, fetched once; undefined when they are already in (nothing to wait for). */
  const load = (language: Language): Promise<void> | undefined => {
    if (language !== 'bn' || typeof resources.bn !== 'function' || i18n.hasResourceBundle('bn', 'translation')) return undefined;
    const loader = resources.bn;
    banglaLoad ??= loader().then(
      (bn: object) => void i18n.addResourceBundle('bn', 'translation', bn),
      (error: unknown) => {
        banglaLoad = undefined; // a later switch tries again
        throw error;
      },
    );
    return banglaLoad;
  };

  const changeLanguage = (language: Language): void => {
    const loading = load(language);
    if (!loading) void i18n.changeLanguage(language);
    // Not fetched (offline): the page stays in the language it shows.
    else void loading.then(() => i18n.changeLanguage(language)).catch(() => undefined);
  };

  // A site remembered in Bangla waits for its texts (then resolves the language again: i18next chose the
  // English fallback while Bangla had no texts); on failure it shows English.
  const startLoad = load(startLanguage);
  const ready: Promise<void> = startLoad
    ? startLoad.then(
        () => void i18n.changeLanguage(startLanguage),
        () => void i18n.changeLanguage('en'),
      )
    : Promise.resolve();

  return {
    i18n,
    ready,
    load,
    currentLanguage: (): Language => (isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en'),
    changeLanguage,
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
