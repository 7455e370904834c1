/**
 * The English texts the home page (mobile and desktop, guest or logged in) and the frame of every page use:
 * the only texts in the home page's script. The rest of `locales/en.ts` (forms, payments, records, responsible
 * gaming, ...) is a chunk the router fetches with a page's own chunk (i18n/index.ts, `loadPageTexts`), so it
 * is not part of the home page's JavaScript (issue 15: under 150 KB gzipped).
 *
 * Top-level keys of `en` (a whole section) or dotted paths (one entry of a section). vite.config.ts builds the
 * module `virtual:en-home` from this list; a unit test renders the home page with these texts alone and fails
 * on any key that is missing from them.
 */
export const homeTextKeys: readonly string[] = [
  'loading',
  'login',
  'signup',
  'notice',
  'retry',
  'languageLabel',
  'loadFailed',
  'maintenance',
  'maintenanceText',
  'header',
  'menu',
  'chat',
  'app',
  'systemNotice',
  'marketBlock',
  'home',
  'categories',
  'games',
  'footer',
  'desktop',
  'comingSoon',
  'close',
  'cancel',
  'errorTitle',
  'ok',
  'back',
  'welcomePopup',
  'nav',
  'account',
  'gamerun',
  'responsibleGaming.footerLink',
  'responsibleGaming.menuLink',
  // the session clock in the header while logged in (the reality-check pop-up fetches the rest with its chunk)
  'realityCheck.clockLabel',
  'realityCheck.clockTitle',
  // the header's inbox badge while logged in (the /inbox page fetches the rest with its chunk)
  'inbox.title',
  'inbox.unreadLabel',
];

type Tree = { readonly [key: string]: string | Tree };

/** The part of a text tree that `keys` name (a missing key is left out). */
export function pickTexts(tree: Tree, keys: readonly string[]): Tree {
  const picked: { [key: string]: string | Tree } = {};
  for (const key of keys) {
    const path = key.split('.');
    let from: string | Tree | undefined = tree;
    for (const part of path) from = typeof from === 'object' ? from[part] : undefined;
    if (from === undefined) continue;
    let into = picked;
    for (const part of path.slice(0, -1)) into = (into[part] ??= {}) as { [key: string]: string | Tree };
    into[path.at(-1)!] = from;
  }
  return picked;
}
