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
 * The Sports tab (spec section 2.3): Exchange goes to /exchange; the other seven launch a sportsbook
 * through /gamerun. Each names its game and its featured link "PLATFORM-TYPE", which the api splits at the
 * first dash (spec section 7). The games are the demo catalogue's sportsbooks; an operator with real
 * sportsbook integrations names theirs here.
 */
export const sportsEntries = [
  { key: 'exchange', name: 'Exchange', to: '/exchange' },
  { key: 'isports', name: 'I-Sports', gameCode: 'JMN-JAMUNA-CRICKET-LIVE', link: 'JMN-SPORTS' },
  { key: 'e1sports', name: 'E1Sports', gameCode: 'JMN-JAMUNA-FOOTBALL', link: 'JMN-SPORTS' },
  { key: 'horsebook', name: 'Horsebook', gameCode: 'SPL-VIRTUAL-HORSEBOOK', link: 'SPL-SPORTS' },
  { key: 'virtual', name: 'Virtual', gameCode: 'SPL-VIRTUAL-HORSEBOOK', link: 'SPL-SPORTS' },
  { key: 'kabaddi', name: 'Kabaddi', gameCode: 'SPL-KABADDI-ARENA', link: 'SPL-SPORTS' },
  { key: 'fantasy', name: 'Fantasy', gameCode: 'SPL-SHAPLA-KABADDI-FANTASY', link: 'SPL-SPORTS' },
  { key: 'lucky', name: 'Lucky Sports', gameCode: 'JMN-JAMUNA-CRICKET-LIVE', link: 'JMN-SPORTS' },
] as const;

/** /games?type&system&title: the address of one provider's games (spec section 2.3). */
export function gamesHref(type: GameCategoryType, system: string | readonly string[] | undefined, title: string): string {
  const query = new URLSearchParams({ type });
  const systems = typeof system === 'string' ? system : system?.join(',');
  if (systems) query.set('system', systems);
  query.set('title', title);
  return `/games?${query.toString()}`;
}
