import type { PoolClient } from 'pg';
import type { LedgerProjectedEvent, LedgerProjection } from '../../ledger/index.js';
import { metricOfEvent, reportedEventTypes } from '../domain/report-metrics.js';

/**
 * money_reports: the ledger's money per Dhaka day, for the back-office reports (issue 22). Additive (sums and
 * counts added per batch), so like house_balances it relies on running in its checkpoint's transaction (exactly
 * once per batch); the player tables are idempotent (ON CONFLICT). The Dhaka day is the ledger's `occurred_at`
 * in Asia/Dhaka (UTC+6, no daylight saving): 18:00 UTC starts the next day. The currency is the one of the
 * event's postings (a wallet holds one currency, so every posting of its event shares it).
 */
export class MoneyReportsProjection implements LedgerProjection {
  static readonly projectionName = 'money_reports';
  readonly name = MoneyReportsProjection.projectionName;

  async apply(events: readonly LedgerProjectedEvent[], client: PoolClient): Promise<void> {
    const reported = events.filter((e) => reportedEventTypes.has(e.type) && e.playerId !== undefined);
    if (reported.length === 0) return;
    const rows = reported.map((e) => ({ event: e, metric: metricOfEvent(e.type, e.data) }));
    const withAmount = rows.filter((r) => r.metric !== undefined);
    if (withAmount.length > 0) {
      await client.query(
        `INSERT INTO report_day_amounts AS t (day, metric, dimension, currency, amount_minor, events)
         SELECT (e.occurred_at AT TIME ZONE 'Asia/Dhaka')::date, m.metric, m.dimension,
                (SELECT a.currency FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id
                  WHERE p.position = e.position LIMIT 1),
                sum(m.amount), count(*)
           FROM unnest($1::bigint[], $2::text[], $3::text[], $4::bigint[]) AS m (position, metric, dimension, amount)
           JOIN ledger_events e ON e.position = m.position
          GROUP BY 1, 2, 3, 4
         ON CONFLICT (day, metric, dimension, currency)
         DO UPDATE SET amount_minor = t.amount_minor + EXCLUDED.amount_minor, events = t.events + EXCLUDED.events`,
        [
          withAmount.map((r) => r.event.position.toString()),
          withAmount.map((r) => r.metric!.metric),
          withAmount.map((r) => r.metric!.dimension),
          withAmount.map((r) => r.metric!.amountMinor.toString()),
        ],
      );
    }
    const byType = (type: string) => reported.filter((e) => e.type === type);
    const stakes = byType('StakeDebited');
    if (stakes.length > 0) {
      await client.query(
        `INSERT INTO report_day_players (day, player_id)
         SELECT DISTINCT (at AT TIME ZONE 'Asia/Dhaka')::date, player_id FROM unnest($1::timestamptz[], $2::text[]) AS s (at, player_id)
         ON CONFLICT DO NOTHING`,
        [stakes.map((e) => e.occurredAt), stakes.map((e) => e.playerId)],
      );
    }
    await this.firsts(client, 'opened_day', byType('WalletOpened'));
    await this.firsts(client, 'first_deposit_day', byType('DepositCredited'));
  }

  /** The earliest day of a player's event of one kind; LEAST ignores the NULL a row without it yet has. */
  private async firsts(
    client: PoolClient,
    column: 'opened_day' | 'first_deposit_day',
    events: readonly LedgerProjectedEvent[],
  ): Promise<void> {
    if (events.length === 0) return;
    await client.query(
      `INSERT INTO report_player_firsts AS t (player_id, ${column})
       SELECT player_id, min((at AT TIME ZONE 'Asia/Dhaka')::date) FROM unnest($1::timestamptz[], $2::text[]) AS f (at, player_id)
        GROUP BY player_id
       ON CONFLICT (player_id) DO UPDATE SET ${column} = LEAST(t.${column}, EXCLUDED.${column})`,
      [events.map((e) => e.occurredAt), events.map((e) => e.playerId)],
    );
  }

  async reset(client: PoolClient): Promise<void> {
    await client.query(`TRUNCATE report_day_amounts, report_day_players, report_player_firsts`);
  }
}
