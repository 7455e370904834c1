import type { Translation } from './strings';

export const staffEn = {} as const;

export const staffBn: Translation<typeof staffEn> = {};
