// What other modules may use from the wallet: its module, commands, queries and domain vocabulary.
export { WalletModule } from './wallet.module.js';
export { BalancePollFastPath } from './http/balance-poll.fast-path.js';
export * from './commands/index.js';
export { GetWalletQuery, type WalletView } from './queries/get-wallet/get-wallet.query.js';
export { GetStatementQuery, type StatementRequest } from './queries/get-statement/get-statement.query.js';
export { PlayActivityQuery, PlayTotalsQuery, type PlayMove, type PlayTotals } from './queries/play-activity/play-activity.query.js';
export { MoneyTotalsQuery, type MoneyTotals } from './queries/money-totals/money-totals.query.js';
export { PlayMovesBetweenQuery, type PlayerPlayMove } from './queries/play-moves-between/play-moves-between.query.js';
export { LoyaltyMoneyByDayQuery, type LoyaltyMoneyDay } from './queries/loyalty-money-by-day/loyalty-money-by-day.query.js';
export type { WalletCommand } from './domain/wallet-commands.js';
export { walletStreamId } from './domain/wallet-commands.js';
export type { WalletEvent, WalletEventType } from './domain/wallet-events.js';
export { walletErrorMessages, type WalletErrorCode } from './domain/wallet-errors.js';
