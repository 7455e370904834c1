import type { Translation } from './strings';

export const catalogueEn = {} as const;

export const catalogueBn: Translation<typeof catalogueEn> = {};
