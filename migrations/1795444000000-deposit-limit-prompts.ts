import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Player protection (issue 16), the prompt to set a deposit limit at the first deposit.
 * `deposit_limit_prompts`: one row per player who skipped the offer on the deposit page, so it is not
 * shown again (a player who sets a limit has a `deposit_limits` row instead, and is not offered it either).
 */
export class DepositLimitPrompts1795444000000 implements MigrationInterface {
  name = 'DepositLimitPrompts1795444000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE deposit_limit_prompts (
        player_id text PRIMARY KEY,
        skipped_at timestamptz NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE deposit_limit_prompts`);
  }
}
