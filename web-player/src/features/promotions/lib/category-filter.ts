import { promotionCategories, type PromotionItem } from '@khela/contracts';

/** 'all' shows every card. */
export type PromotionFilter = 'all' | number;

/** Welcome Offer (99) is an id, not a flag: 99 = 64 | 32 | 2 | 1 would otherwise match Lottery, Casino... */
export const WELCOME_OFFER_ID = 99;

/**
 * Spec section 2.1: category ids are bit flags. A card shows under a filter when one of its categories
 * shares a bit with the filter; Welcome Offer matches only itself.
 */
export function matchesPromotionFilter(categories: readonly number[], filter: PromotionFilter): boolean {
  if (filter === 'all') return true;
  if (filter === WELCOME_OFFER_ID) return categories.includes(WELCOME_OFFER_ID);
  return categories.some((category) => category !== WELCOME_OFFER_ID && (category & filter) !== 0);
}

export function filterPromotions(items: readonly PromotionItem[], filter: PromotionFilter): PromotionItem[] {
  return items.filter((item) => matchesPromotionFilter(item.categories, filter));
}

/** Mobile tabs (spec section 2.3), in the spec's order, with the ids of spec section 2.1. */
export const mobilePromotionTabs = [
  { filter: 'all', labelKey: 'promotions.tabs.all' },
  { filter: 99, labelKey: 'promotions.tabs.welcome' },
  { filter: 1, labelKey: 'promotions.tabs.slots' },
  { filter: 2, labelKey: 'promotions.tabs.liveCasino' },
  { filter: 4, labelKey: 'promotions.tabs.sports' },
  { filter: 8, labelKey: 'promotions.tabs.fishing' },
  { filter: 32, labelKey: 'promotions.tabs.esports' },
  { filter: 64, labelKey: 'promotions.tabs.lottery' },
  { filter: 128, labelKey: 'promotions.tabs.p2p' },
  { filter: 256, labelKey: 'promotions.tabs.table' },
  { filter: 1024, labelKey: 'promotions.tabs.arcade' },
  { filter: 8192, labelKey: 'promotions.tabs.crash' },
  { filter: 512, labelKey: 'promotions.tabs.others' },
] as const satisfies readonly { filter: PromotionFilter; labelKey: string }[];

type VisibleCategory = Extract<(typeof promotionCategories)[number], { hidden: false }>;
const isVisible = (category: (typeof promotionCategories)[number]): category is VisibleCategory => !category.hidden;

/** Desktop filter strip (spec section 2.1): every category except the hidden ones (16, 2048, 4096, 16384). */
export const desktopPromotionFilters: readonly {
  filter: PromotionFilter;
  labelKey: `promotions.categories.${'all' | `c${VisibleCategory['id']}`}`;
}[] = [
  { filter: 'all', labelKey: 'promotions.categories.all' },
  ...promotionCategories
    .filter(isVisible)
    .map((category) => ({ filter: category.id, labelKey: `promotions.categories.c${category.id}` as const })),
];

/** The first `count` words of a description, with an ellipsis when cut (spec section 9: 5 words). */
export function firstWords(text: string, count = 5): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  return words.length > count ? `${words.slice(0, count).join(' ')}…` : words.join(' ');
}
