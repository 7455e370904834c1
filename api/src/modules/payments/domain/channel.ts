/** The ledger channel account a payment method's money goes through: one per wallet brand. */
export const channelOf = (methodName: string) => methodName.trim().toLowerCase();
