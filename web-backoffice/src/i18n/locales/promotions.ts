import type { Translation } from './strings';

export const promotionsEn = {} as const;

export const promotionsBn: Translation<typeof promotionsEn> = {};
