import type { PoolClient } from 'pg';
import type { ProjectedEvent, Projection } from './projection.js';

/**
 * house_balances: balances of house accounts (cash, bonus expense, channels, providers), derived here
 * instead of in the append so that no single house row sits on every bet's path. Additive, so it
 * relies on running in the checkpoint's transaction (exactly once per batch).
 */
export class HouseBalancesProjection implements Projection {
  static readonly projectionName = 'house_balances';
  readonly name = HouseBalancesProjection.projectionName;

  async apply(events: readonly ProjectedEvent[], client: PoolClient): Promise<void> {
    await client.query(
      `INSERT INTO house_balances (account_id, balance)
       SELECT p.account_id, sum(p.amount)
         FROM ledger_postings p
         JOIN ledger_accounts a ON a.id = p.account_id AND a.owner_kind = 'house'
        WHERE p.position = ANY($1::bigint[])
        GROUP BY p.account_id
       ON CONFLICT (account_id) DO UPDATE SET balance = house_balances.balance + EXCLUDED.balance`,
      [events.map((e) => e.position.toString())],
    );
  }

  async reset(client: PoolClient): Promise<void> {
    await client.query(`TRUNCATE house_balances`);
  }
}
