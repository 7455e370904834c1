/**
 * Pages the menus and banners already link to, before their features are built (issue 14, defect 8), and
 * the name each shows. Apart from the page so the router lists the paths without loading the page's chunk.
 */
export const comingSoonPaths = {
  referral: 'menu.referral',
  // the spec's spelling of the referral page (spec section 2.2)
  'refrrel-program': 'menu.referral',
} as const;

/** Translation key of the feature a path ("vip", "exchange-account") is the page of. */
export function comingSoonFeature(path: string) {
  return Object.hasOwn(comingSoonPaths, path) ? comingSoonPaths[path as keyof typeof comingSoonPaths] : 'comingSoon.thisPage';
}
