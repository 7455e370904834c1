/**
 * Pages the menus and banners already link to, before their features are built (issue 14, defect 8), and
 * the name each shows. Apart from the page so the router lists the paths without loading the page's chunk.
 * None at the moment: Referral, the last, is built (issue 21); a page linked before it exists goes here.
 */
export const comingSoonPaths: Partial<Record<string, 'menu.referral'>> = {};

/** Translation key of the feature a path ("vip", "exchange-account") is the page of. */
export function comingSoonFeature(path: string) {
  return (Object.hasOwn(comingSoonPaths, path) ? comingSoonPaths[path] : undefined) ?? 'comingSoon.thisPage';
}
