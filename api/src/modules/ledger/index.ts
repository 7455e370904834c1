// What other modules (and scripts) may use from the ledger.
export { LedgerModule } from './ledger.module.js';
export { LedgerStore } from './append/ledger-store.js';
export { BalanceCache } from './balances/balance-cache.js';
export { LedgerAccounts, type HouseAccountKind, type PlayerAccounts, type OpenAccountsResult } from './accounts/ledger-accounts.js';
export { AccountStatementReader, type StatementFilter, type StatementRow } from './projections/account-statement.reader.js';
export type {
  AccountId,
  Actor,
  AppendRequest,
  AppendResult,
  Appended,
  LedgerRefusal,
  LedgerRefusalCode,
  Posting,
} from './domain/append-request.js';
export { LedgerModel, type ModelAccount } from './domain/ledger-model.js';
export { catchUpTo } from './projections/project-batch.js';
export { LedgerProjectionRegistry, LedgerProjectionRegistryError } from './projections/ledger-projection-registry.js';
export type { Projection as LedgerProjection, ProjectedEvent as LedgerProjectedEvent } from './projections/projection.js';
export { verifyLedger, describeVerification, type LedgerVerification } from './verify/verify-ledger.js';
