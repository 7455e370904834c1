import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Exchange results (issue 17). Live prices and scores live in memory (the feed restates them); what must
 * survive a restart is how each event ended, so the Result tab (and, in part 2, settlement) can show it
 * after the feed has moved on. One row per event, written once when the feed reports it closed.
 */
export class ExchangeResults1795460000000 implements MigrationInterface {
  name = 'ExchangeResults1795460000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE exchange_event_results (
        event_id text PRIMARY KEY CHECK (event_id ~ '^[0-9]{6,12}$'),
        market_id text NOT NULL,
        sport text NOT NULL CHECK (sport IN ('cricket', 'soccer', 'tennis')),
        name text NOT NULL,
        competition text NOT NULL,
        open_date timestamptz NOT NULL,
        result text NOT NULL,
        winner_selection_id integer,
        score jsonb NOT NULL,
        recorded_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX exchange_event_results_recent ON exchange_event_results (sport, open_date DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE exchange_event_results`);
  }
}
