import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Player protection (issue 16), wager and loss limits. The deposit limits' tables hold every kind of
 * limit: `kind` ('deposit', 'wager', 'loss') joins the key; existing rows are deposit limits.
 * `ledger_events_play_by_stream`: the wallet's stakes, wins and rollbacks of one player by time, so the
 * `wallet.stake` veto sums a player's 30 days with an index range read (a partial index: only those three
 * event types pay for it; every other append does not).
 */
export class WagerLossLimits1795441000000 implements MigrationInterface {
  name = 'WagerLossLimits1795441000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE deposit_limits ADD COLUMN kind text NOT NULL DEFAULT 'deposit' CHECK (kind IN ('deposit', 'wager', 'loss'))`,
    );
    await q.query(`ALTER TABLE deposit_limits DROP CONSTRAINT deposit_limits_pkey`);
    await q.query(`ALTER TABLE deposit_limits ADD PRIMARY KEY (player_id, kind, period)`);
    await q.query(
      `ALTER TABLE deposit_limit_changes ADD COLUMN kind text NOT NULL DEFAULT 'deposit' CHECK (kind IN ('deposit', 'wager', 'loss'))`,
    );
    await q.query(
      `CREATE INDEX ledger_events_play_by_stream ON ledger_events (stream_id, occurred_at)
         WHERE type IN ('StakeDebited', 'WinCredited', 'StakeRolledBack')`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX ledger_events_play_by_stream`);
    await q.query(`DELETE FROM deposit_limit_changes WHERE kind <> 'deposit'`);
    await q.query(`ALTER TABLE deposit_limit_changes DROP COLUMN kind`);
    await q.query(`DELETE FROM deposit_limits WHERE kind <> 'deposit'`);
    await q.query(`ALTER TABLE deposit_limits DROP CONSTRAINT deposit_limits_pkey`);
    await q.query(`ALTER TABLE deposit_limits DROP COLUMN kind`);
    await q.query(`ALTER TABLE deposit_limits ADD PRIMARY KEY (player_id, period)`);
  }
}
