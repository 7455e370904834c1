import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Provider calls refused before any decision was made on them: a bad or missing signature, a body that is
 * not a call (syntax, types), or a transient failure answered RS_ERROR_UNKNOWN for the provider to retry.
 * Calls that were decided are kept in game_transactions; these never got that far, so without this table
 * the back-office could not recall them (issue 13: every call kept for recall). Nothing here is trusted:
 * the provider code is the one in the URL and the body is kept as received, cut at 8 KB.
 */
export class GamesRefusedCalls1795448000000 implements MigrationInterface {
  name = 'GamesRefusedCalls1795448000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE game_refused_calls (
        id bigserial PRIMARY KEY,
        provider_code text NOT NULL CHECK (length(provider_code) <= 64),
        call text NOT NULL CHECK (length(call) <= 64),
        status text NOT NULL,
        request_uuid text,
        transaction_uuid text,
        round_id text,
        request text NOT NULL,
        request_bytes int NOT NULL,
        answer text NOT NULL,
        reason text,
        received_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX game_refused_calls_received ON game_refused_calls (received_at DESC, id DESC)`);
    await q.query(`CREATE INDEX game_refused_calls_provider ON game_refused_calls (provider_code, received_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE game_refused_calls`);
  }
}
