import type { PoolClient } from 'pg';
import type { LedgerProjectedEvent as ProjectedEvent, LedgerProjection } from '../../ledger/index.js';
import { spreadStake } from '../domain/turnover-rules.js';

/**
 * turnover_tickets as a ledger projection: DepositCredited opens a ticket (with the requirement
 * payments registered before crediting, else the deposit amount), StakeDebited reduces the oldest
 * active tickets, StakeRolledBack gives a cancelled stake's reduction back. Runs in the transaction
 * that advances the checkpoint (exactly once per event); rebuildable from zero (`npm run
 * projections:rebuild turnover_tickets`). Registered with the ledger by TurnoverProjector. Never writes money.
 */
export class TurnoverProjection implements LedgerProjection {
  static readonly projectionName = 'turnover_tickets';
  readonly name = TurnoverProjection.projectionName;

  async apply(events: readonly ProjectedEvent[], client: PoolClient): Promise<void> {
    for (const event of events) {
      const playerId = event.playerId;
      if (playerId === undefined) continue;
      if (event.type === 'DepositCredited') await this.open(client, playerId, event);
      else if (event.type === 'StakeDebited') await this.reduce(client, playerId, event);
      else if (event.type === 'StakeRolledBack') await this.restore(client, event);
    }
  }

  async reset(client: PoolClient): Promise<void> {
    // RESTART IDENTITY: a rebuild replays in the same order, so tickets normally get back the ids players saw
    await client.query(`TRUNCATE turnover_reductions, turnover_tickets RESTART IDENTITY`);
  }

  private async open(client: PoolClient, playerId: string, event: ProjectedEvent): Promise<void> {
    const depositId = String(event.data.depositId);
    const amount = String(event.data.amount);
    await client.query(
      `INSERT INTO turnover_tickets (player_id, deposit_id, deposit_minor, required_minor, remaining_minor, status,
                                     promotion_name, promotion_multiplier, opened_position, created_at, completed_at)
       SELECT $1, $2, $3::bigint, req.required, req.required, CASE WHEN req.required = 0 THEN 'complete' ELSE 'active' END,
              req.promotion_name, req.multiplier, $4, $5, CASE WHEN req.required = 0 THEN $5::timestamptz END
         FROM (SELECT coalesce(r.required_minor, $3::bigint) AS required, r.promotion_name, coalesce(r.promotion_multiplier, 1) AS multiplier
                 FROM (SELECT 1) one LEFT JOIN turnover_requirements r ON r.deposit_id = $2) req
       ON CONFLICT (deposit_id) DO NOTHING`,
      [playerId, depositId, amount, event.position.toString(), event.occurredAt],
    );
  }

  private async reduce(client: PoolClient, playerId: string, event: ProjectedEvent): Promise<void> {
    const stakeKey = `${String(event.data.provider)}:${String(event.data.transactionId)}`;
    const { rows } = await client.query<{ id: string; remaining_minor: string }>(
      `SELECT id, remaining_minor FROM turnover_tickets
        WHERE player_id = $1 AND status = 'active' AND opened_position < $2
        ORDER BY opened_position FOR UPDATE`,
      [playerId, event.position.toString()],
    );
    const parts = spreadStake(
      BigInt(String(event.data.amount)),
      rows.map((r) => ({ id: r.id, remainingMinor: BigInt(r.remaining_minor) })),
    );
    for (const part of parts) {
      const inserted = await client.query(
        `INSERT INTO turnover_reductions (stake_key, ticket_id, amount_minor) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
        [stakeKey, part.id, part.amountMinor.toString()],
      );
      if (inserted.rowCount === 0) continue; // this stake was already counted
      await client.query(
        `UPDATE turnover_tickets
            SET remaining_minor = remaining_minor - $2,
                status = CASE WHEN remaining_minor - $2 = 0 THEN 'complete' ELSE status END,
                completed_at = CASE WHEN remaining_minor - $2 = 0 THEN $3::timestamptz ELSE completed_at END
          WHERE id = $1`,
        [part.id, part.amountMinor.toString(), event.occurredAt],
      );
    }
  }

  private async restore(client: PoolClient, event: ProjectedEvent): Promise<void> {
    const stakeKey = `${String(event.data.provider)}:${String(event.data.stakeTransactionId)}`;
    await client.query(
      `WITH given_back AS (
         UPDATE turnover_reductions SET restored = true WHERE stake_key = $1 AND NOT restored RETURNING ticket_id, amount_minor)
       UPDATE turnover_tickets t
          SET remaining_minor = t.remaining_minor + g.amount_minor, status = 'active', completed_at = NULL
         FROM given_back g WHERE t.id = g.ticket_id`,
      [stakeKey],
    );
  }
}
