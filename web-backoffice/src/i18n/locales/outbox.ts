import type { Translation } from './strings';

export const outboxEn = {} as const;

export const outboxBn: Translation<typeof outboxEn> = {};
