import type { Translation } from './strings';

export const playersEn = {} as const;

export const playersBn: Translation<typeof playersEn> = {};
