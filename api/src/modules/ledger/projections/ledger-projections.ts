import { AccountStatementProjection } from './account-statement.projection.js';
import { HouseBalancesProjection } from './house-balances.projection.js';
import type { Projection } from './projection.js';

/** Every projection fed from the ledger. A new read model is added here (and gets its own checkpoint). */
export function ledgerProjections(): Projection[] {
  return [new AccountStatementProjection(), new HouseBalancesProjection()];
}
