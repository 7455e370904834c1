import type { GameItem } from '@khela/contracts';

export const gameSorts = ['recommend', 'latest', 'favorite', 'az'] as const;
export type GameSort = (typeof gameSorts)[number];

const byOrder = (a: GameItem, b: GameItem) => a.sort_order - b.sort_order || a.name.localeCompare(b.name);
const flag = (game: GameItem, tag: GameItem['tags'][number]) => (game.tags.includes(tag) ? 0 : 1);

/**
 * The /games sorts (spec section 2.3): Recommend puts tagged games first then staff order; Latest is
 * newest first ('new' tag, then creation time); Favorite puts the player's favourites first, newest
 * favourite first; A-Z by name in the reader's language.
 */
export function sortGames(games: readonly GameItem[], sort: GameSort, favoriteCodes: readonly string[] = [], language = 'en'): GameItem[] {
  const list = [...games];
  switch (sort) {
    case 'recommend':
      return list.sort((a, b) => flag(a, 'recommended') - flag(b, 'recommended') || byOrder(a, b));
    case 'latest':
      return list.sort((a, b) => flag(a, 'new') - flag(b, 'new') || b.created_at.localeCompare(a.created_at) || byOrder(a, b));
    case 'favorite': {
      const rank = (game: GameItem) => {
        const at = favoriteCodes.indexOf(game.code);
        return at === -1 ? Number.MAX_SAFE_INTEGER : at;
      };
      return list.sort((a, b) => rank(a) - rank(b) || byOrder(a, b));
    }
    case 'az':
      return list.sort((a, b) => a.name.localeCompare(b.name, language, { sensitivity: 'base' }));
  }
}

/** Case-insensitive name search; blank shows everything. */
export function searchGames(games: readonly GameItem[], text: string): GameItem[] {
  const needle = text.trim().toLocaleLowerCase();
  if (!needle) return [...games];
  return games.filter((game) => game.name.toLocaleLowerCase().includes(needle));
}

/** /games?system= is a comma list of platforms. */
export function parseSystemParam(raw: string | null): string[] {
  return (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}
