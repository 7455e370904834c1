/** Spec section 9, in minor units. */
export const depositLimits = { min: 100_00n, max: 25_000_00n } as const;
export const withdrawalLimits = { min: 500_00n, max: 25_000_00n } as const;
/** Spec section 9: deposit account number exactly 11 digits; transaction id at least 7 characters. */
export const accountNumberPattern = /^\d{11}$/;
export const minTransactionIdLength = 7;
/** How long a handed-out receiving number counts as the player's chosen channel. */
export const handoutValidMinutes = 60;
export const maxReceiptsPerDeposit = 5;
