import type { Translation } from './strings';

export const paymentsEn = {} as const;

export const paymentsBn: Translation<typeof paymentsEn> = {};
