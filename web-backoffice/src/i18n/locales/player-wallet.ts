import type { Translation } from './strings';

export const playerWalletEn = {} as const;

export const playerWalletBn: Translation<typeof playerWalletEn> = {};
