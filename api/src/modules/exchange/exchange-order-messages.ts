/** The English texts of the exchange's order answers (Bangla in exchange-messages.bn.ts, keyed by these). */
export const orderMessages = {
  marketNotFound: 'Market not found.',
  runnerNotFound: 'That runner is not in this market.',
  marketSuspended: 'The market is suspended: no orders are taken now.',
  marketClosed: 'The market is closed.',
  offLadder: (price: string, nearest: string) => `${price} is not a price on the ladder; the nearest are ${nearest}.`,
  belowMinimum: (minimum: string) => `The smallest stake is ${minimum}.`,
  notEnoughBalance: (needed: string, available: string) =>
    `Not enough available balance: this order needs ${needed} more held for your exposure, and ${available} is available.`,
  suspendedDuringDelay: 'The market was suspended during the bet delay; your order was not placed.',
  movedDuringDelay: 'The price moved against your order during the bet delay; it was not placed.',
  keyReused: 'This idempotency key was already used for another order.',
  orderNotFound: 'Order not found.',
  nothingToCancel: 'The order has nothing unmatched to cancel.',
  placed: 'Order placed: it waits in the book to be matched.',
  matched: 'Order matched.',
  partlyMatched: 'Order partly matched: the rest waits in the book.',
  cancelled: 'Order cancelled: its unmatched stake is no longer in the book.',
  busy: 'The market is busy; please try again.',
} as const;

/** English templates as the message catalogue matches them ({{name}} for what is filled in). */
export const orderMessageTemplates = {
  offLadder: orderMessages.offLadder('{{price}}', '{{nearest}}'),
  belowMinimum: orderMessages.belowMinimum('{{minimum}}'),
  notEnoughBalance: orderMessages.notEnoughBalance('{{needed}}', '{{available}}'),
};
