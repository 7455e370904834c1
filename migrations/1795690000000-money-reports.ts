import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Money reports (issue 22): the reports module's projection of the ledger, per Dhaka day.
 *  - report_day_amounts: one row per (day, metric, dimension): stakes, rollbacks and wins per provider, bonus
 *    cost per event type, deposits and withdrawals per channel, staff adjustments, the exchange's result. Sums
 *    in minor units with the number of events, added to per batch (the projection runs in its checkpoint's
 *    transaction).
 *  - report_day_players: who staked on a day (active players; distinct across a week or month at read time).
 *  - report_player_firsts: each wallet's opening day (new players) and first deposit day (first-time depositors).
 * Rebuildable from zero (projections:rebuild money_reports); nothing here is money.
 */
export class MoneyReports1795690000000 implements MigrationInterface {
  name = 'MoneyReports1795690000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE report_day_amounts (
        day date NOT NULL,
        metric text NOT NULL,
        dimension text NOT NULL DEFAULT '',
        currency text NOT NULL,
        amount_minor bigint NOT NULL,
        events integer NOT NULL,
        PRIMARY KEY (day, metric, dimension, currency)
      )`);
    await q.query(`
      CREATE TABLE report_day_players (
        day date NOT NULL,
        player_id text NOT NULL,
        PRIMARY KEY (day, player_id)
      )`);
    await q.query(`
      CREATE TABLE report_player_firsts (
        player_id text PRIMARY KEY,
        opened_day date,
        first_deposit_day date
      )`);
    await q.query(`CREATE INDEX report_player_firsts_opened ON report_player_firsts (opened_day)`);
    await q.query(`CREATE INDEX report_player_firsts_deposit ON report_player_firsts (first_deposit_day)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE report_player_firsts, report_day_players, report_day_amounts`);
  }
}
