import type { Translation } from './strings';

export const contentListsEn = {} as const;

export const contentListsBn: Translation<typeof contentListsEn> = {};
