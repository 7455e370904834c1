import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Turnover module. `turnover_requirements` is written by payments before a deposit is credited (what
 * the deposit will require); `turnover_tickets` and `turnover_reductions` are a ledger projection
 * (opened by DepositCredited, reduced by StakeDebited, restored by StakeRolledBack) and can be rebuilt.
 */
export class Turnover1763774100000 implements MigrationInterface {
  name = 'Turnover1763774100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE turnover_requirements (
        deposit_id text PRIMARY KEY,
        player_id text NOT NULL,
        required_minor bigint NOT NULL CHECK (required_minor >= 0),
        promotion_id integer,
        promotion_name text,
        promotion_multiplier numeric(7, 2) NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE turnover_tickets (
        id bigserial PRIMARY KEY,
        player_id text NOT NULL,
        deposit_id text NOT NULL UNIQUE,
        deposit_minor bigint NOT NULL,
        required_minor bigint NOT NULL,
        remaining_minor bigint NOT NULL CHECK (remaining_minor >= 0),
        status text NOT NULL CHECK (status IN ('active', 'complete')),
        promotion_name text,
        promotion_multiplier numeric(7, 2) NOT NULL DEFAULT 1,
        opened_position bigint NOT NULL,
        created_at timestamptz NOT NULL,
        completed_at timestamptz
      )`);
    await q.query(`CREATE INDEX turnover_tickets_active ON turnover_tickets (player_id, opened_position) WHERE status = 'active'`);
    await q.query(`CREATE INDEX turnover_tickets_player ON turnover_tickets (player_id, created_at DESC)`);
    // Which stake reduced which ticket by how much, so a rolled-back stake gives exactly that back.
    await q.query(`
      CREATE TABLE turnover_reductions (
        stake_key text NOT NULL,
        ticket_id bigint NOT NULL REFERENCES turnover_tickets (id) ON DELETE CASCADE,
        amount_minor bigint NOT NULL,
        restored boolean NOT NULL DEFAULT false,
        PRIMARY KEY (stake_key, ticket_id)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE turnover_reductions`);
    await q.query(`DROP TABLE turnover_tickets`);
    await q.query(`DROP TABLE turnover_requirements`);
  }
}
