import type { Translation } from './strings';

export const contentEn = {} as const;

export const contentBn: Translation<typeof contentEn> = {};
