import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Read models fed from ledger_events by the projector (worker role). They never hold money facts:
 * any of them can be emptied and rebuilt from the events. A checkpoint is (tx_id, position) because
 * projections read events in that order (see the projector for why).
 */
export class LedgerProjections1763770200000 implements MigrationInterface {
  name = 'LedgerProjections1763770200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE projection_checkpoints (
        name text PRIMARY KEY,
        tx_id xid8 NOT NULL DEFAULT '0',
        position bigint NOT NULL DEFAULT 0,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);

    // One row per posting on a player account: the statement the player and staff page through.
    await q.query(`
      CREATE TABLE account_statement (
        account_id bigint NOT NULL,
        position bigint NOT NULL,
        player_id text NOT NULL,
        account_kind text NOT NULL,
        currency char(3) NOT NULL,
        type text NOT NULL,
        amount bigint NOT NULL,
        balance_after bigint NOT NULL,
        occurred_at timestamptz NOT NULL,
        PRIMARY KEY (account_id, position)
      )`);
    await q.query(`CREATE INDEX account_statement_by_type ON account_statement (account_id, type, position)`);

    // Derived balances of house accounts (cash, bonus expense, channels, providers).
    await q.query(`
      CREATE TABLE house_balances (
        account_id bigint PRIMARY KEY,
        balance bigint NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE house_balances, account_statement, projection_checkpoints`);
  }
}
