import type { Translation } from './strings';

export const authEn = {} as const;

export const authBn: Translation<typeof authEn> = {};
