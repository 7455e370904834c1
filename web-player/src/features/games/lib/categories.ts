import type { GameCategoryType } from '@khela/contracts';

/** Home category tabs (spec section 2.3), in order; SPORTS lists fixed entries, the rest providers. */
export const homeCategoryTabs = ['SPORTS', 'LIVE', 'SLOT', 'TABLE', 'BINGO', 'EGAME', 'FH'] as const satisfies readonly GameCategoryType[];
export type HomeCategoryTab = (typeof homeCategoryTabs)[number];

/** i18n keys of each type's title (Casino for LIVE, Poker for BINGO, Crash for EGAME...). */
export const categoryTitleKeys = {
  SPORTS: 'categories.SPORTS',
  LIVE: 'categories.LIVE',
  SLOT: 'categories.SLOT',
  TABLE: 'categories.TABLE',
  BINGO: 'categories.BINGO',
  EGAME: 'categories.EGAME',
  FH: 'categories.FH',
  LOTTO: 'categories.LOTTO',
} as const satisfies Record<GameCategoryType, `categories.${GameCategoryType}`>;

/**
 * The Sports tab (spec section 2.3): Exchange goes to /exchange; the others launch a sportsbook through
 * /gamerun (game launch is a later issue).
 */
export const sportsEntries = [
  { key: 'exchange', name: 'Exchange', to: '/exchange' },
  { key: 'isports', name: 'I-Sports' },
  { key: 'e1sports', name: 'E1Sports' },
  { key: 'horsebook', name: 'Horsebook' },
  { key: 'virtual', name: 'Virtual' },
  { key: 'kabaddi', name: 'Kabaddi' },
  { key: 'fantasy', name: 'Fantasy' },
  { key: 'lucky', name: 'Lucky Sports' },
] as const;

/** /games?type&system&title: the address of one provider's games (spec section 2.3). */
export function gamesHref(type: GameCategoryType, system: string | readonly string[] | undefined, title: string): string {
  const query = new URLSearchParams({ type });
  const systems = typeof system === 'string' ? system : system?.join(',');
  if (systems) query.set('system', systems);
  query.set('title', title);
  return `/games?${query.toString()}`;
}
