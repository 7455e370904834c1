/** Built by vite.config.ts: the part of `en` (locales/en.ts) that home-texts.ts names. */
declare module 'virtual:en-home' {
  export const enHome: object;
}
