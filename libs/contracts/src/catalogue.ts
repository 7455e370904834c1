/** The menu category types of spec section 3 (home tabs and /games?type=). */
export const gameCategoryTypes = ['SPORTS', 'LIVE', 'SLOT', 'TABLE', 'BINGO', 'EGAME', 'FH', 'LOTTO'] as const;
export type GameCategoryType = (typeof gameCategoryTypes)[number];

/** Titles the site shows for each type (spec section 2.3). */
export const gameCategoryTitles: Readonly<Record<GameCategoryType, string>> = {
  SPORTS: 'Sports',
  LIVE: 'Casino',
  SLOT: 'Slot',
  TABLE: 'Table',
  BINGO: 'Poker',
  EGAME: 'Crash',
  FH: 'Fishing',
  LOTTO: 'Lottery',
};

/** GET /api/get-system?type: the platform codes that have games of this type. */
export interface SystemsResponse {
  systems: string[];
  message: string;
}

export interface ProviderItem {
  /** Platform code (e.g. "RTG"), the value /games?system= carries. */
  platform: string;
  name: string;
  icon: string;
}

/** GET /api/get-provider?system=[...] */
export interface ProvidersResponse {
  data: ProviderItem[];
  message: string;
}

export type GameTag = 'recommended' | 'new' | 'featured';

export interface GameItem {
  code: string;
  name: string;
  type: GameCategoryType;
  platform: string;
  image: string;
  tags: GameTag[];
  sort_order: number;
  created_at: string;
}

/** GET /api/get-games?type&system */
export interface GamesResponse {
  games: GameItem[];
}

/** GET /api/favorites (bearer): newest first. */
export interface FavoritesResponse {
  favorites: GameItem[];
}

/** Staff views of the catalogue (GET /api/admin/catalogue/...). */
/** `name` is the English here; players get name_bn when they read Bangla and it is not empty. */
export interface StaffProviderItem extends ProviderItem {
  name_bn: string;
  enabled: boolean;
  sort_order: number;
}

/** `name` is the English here; players get name_bn when they read Bangla and it is not empty. */
export interface StaffGameItem extends GameItem {
  name_bn: string;
  enabled: boolean;
  recommended: boolean;
  is_new: boolean;
  featured: boolean;
}

/** POST and DELETE /api/favorites: what was done, and the favourites as they are now. */
export interface FavoritesChanged extends FavoritesResponse {
  message: string;
}
