import type { TraderRefusal } from './domain/trader-overrides.js';

/** English answers of the traders' routes (Bangla in exchange-messages.bn.ts). */
export const exchangeTraderMessages: Record<TraderRefusal | 'applied' | 'persistenceSet', string> = {
  applied: 'Change applied: players see it now.',
  marketNotFound: 'Market not found.',
  fancyNotFound: 'Fancy line not found.',
  eventClosed: 'The event is over: its markets can no longer change.',
  marketClosed: 'The market is closed: it can no longer change.',
  alreadySuspended: 'The market is already suspended.',
  notSuspendedByTrader: 'The market is not suspended by a trader.',
  unknownRunner: 'The winner must be one of the market’s runners.',
  runnersMismatch: 'Give a price for each runner of the market, and only those.',
  stakeRange: 'The minimum stake must not be above the maximum stake.',
  layBelowBack: 'A lay price must not be below its back price.',
  noBelowYes: 'The No line must not be above the Yes line.',
  persistenceSet: 'Order persistence saved: it applies from the market’s next suspension or turn in play.',
};
