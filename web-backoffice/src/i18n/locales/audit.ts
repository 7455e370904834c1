import type { Translation } from './strings';

export const auditEn = {} as const;

export const auditBn: Translation<typeof auditEn> = {};
