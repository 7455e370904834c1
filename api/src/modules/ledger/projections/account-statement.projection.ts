import type { PoolClient } from 'pg';
import type { ProjectedEvent, Projection } from './projection.js';

/**
 * account_statement: one row per posting on a player account, with the event's type and time and the
 * balance right after it (taken from the posting, which the append wrote under the balance row lock,
 * so the running balance is exact even when events commit out of position order).
 */
export class AccountStatementProjection implements Projection {
  static readonly projectionName = 'account_statement';
  readonly name = AccountStatementProjection.projectionName;

  async apply(events: readonly ProjectedEvent[], client: PoolClient): Promise<void> {
    await client.query(
      `INSERT INTO account_statement (account_id, position, player_id, account_kind, currency, type, amount, balance_after, occurred_at)
       SELECT p.account_id, p.position, a.owner_id, a.kind, a.currency, e.type, p.amount, p.balance_after, e.occurred_at
         FROM ledger_postings p
         JOIN ledger_accounts a ON a.id = p.account_id AND a.owner_kind = 'player'
         JOIN ledger_events e ON e.position = p.position
        WHERE p.position = ANY($1::bigint[])
       ON CONFLICT (account_id, position) DO NOTHING`,
      [events.map((e) => e.position.toString())],
    );
  }

  async reset(client: PoolClient): Promise<void> {
    await client.query(`TRUNCATE account_statement`);
  }
}
