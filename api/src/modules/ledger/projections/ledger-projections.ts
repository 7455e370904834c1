import { AccountStatementProjection } from './account-statement.projection.js';
import { HouseBalancesProjection } from './house-balances.projection.js';
import type { Projection } from './projection.js';

/**
 * The ledger's own projections. LedgerModule registers them with the LedgerProjectionRegistry like any
 * module's; the pool-only tools (verifyLedger, rebuildProjections without an application) default to them.
 */
export function ledgerProjections(): Projection[] {
  return [new AccountStatementProjection(), new HouseBalancesProjection()];
}
