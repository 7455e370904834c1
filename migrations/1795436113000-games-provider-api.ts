import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Games (issue 13): the game providers that call our seamless wallet API, the game provider serving each
 * catalogue platform, launch tokens, rounds and every provider money call (with its exact answer).
 */
export class GamesProviderApi1795436113000 implements MigrationInterface {
  name = 'GamesProviderApi1795436113000';

  async up(q: QueryRunner): Promise<void> {
    // key_material: the provider's RSA public key (PEM) or its HMAC secret, as auth_scheme says.
    await q.query(`
      CREATE TABLE game_providers (
        code text PRIMARY KEY CHECK (code ~ '^[a-z0-9_-]{2,32}$'),
        name text NOT NULL,
        status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'disabled')),
        auth_scheme text NOT NULL CHECK (auth_scheme IN ('rsa', 'hmac')),
        key_material text NOT NULL,
        launch_url text NOT NULL CHECK (launch_url ~ '^https?://'),
        rollback_unknown text NOT NULL DEFAULT 'ok' CHECK (rollback_unknown IN ('ok', 'does_not_exist')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`ALTER TABLE providers ADD COLUMN game_provider text REFERENCES game_providers (code) ON UPDATE CASCADE`);

    // provider_code and game_code are null for the in-house token of /api/player-login.
    await q.query(`
      CREATE TABLE game_launch_tokens (
        token_hash bytea PRIMARY KEY,
        provider_code text REFERENCES game_providers (code) ON UPDATE CASCADE,
        game_code text,
        player_id text NOT NULL,
        username text NOT NULL,
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX game_launch_tokens_user ON game_launch_tokens (provider_code, lower(username), created_at DESC)`);

    await q.query(`
      CREATE TABLE game_rounds (
        id bigserial PRIMARY KEY,
        provider_code text NOT NULL REFERENCES game_providers (code) ON UPDATE CASCADE,
        round_id text NOT NULL,
        player_id text NOT NULL,
        game_code text NOT NULL,
        status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
        bet_total bigint NOT NULL DEFAULT 0 CHECK (bet_total >= 0),
        win_total bigint NOT NULL DEFAULT 0 CHECK (win_total >= 0),
        rolled_back_total bigint NOT NULL DEFAULT 0 CHECK (rolled_back_total >= 0),
        opened_at timestamptz NOT NULL DEFAULT now(),
        closed_at timestamptz,
        UNIQUE (provider_code, round_id)
      )`);
    await q.query(`CREATE INDEX game_rounds_player_closed ON game_rounds (player_id, closed_at) WHERE status = 'closed'`);

    // One row per money call (bet, win, rollback) and per tombstone (a bet rolled back before it arrived).
    // The unique key is the idempotency of the wire: a repeat finds the row and gets its answer back.
    await q.query(`
      CREATE TABLE game_transactions (
        id bigserial PRIMARY KEY,
        provider_code text NOT NULL REFERENCES game_providers (code) ON UPDATE CASCADE,
        transaction_uuid text NOT NULL,
        kind text NOT NULL CHECK (kind IN ('bet', 'win', 'rollback', 'tombstone')),
        round_id text,
        reference_uuid text,
        player_id text,
        amount bigint NOT NULL DEFAULT 0 CHECK (amount >= 0),
        request_hash bytea,
        request text NOT NULL DEFAULT '',
        status text NOT NULL,
        answer text NOT NULL DEFAULT '',
        balance_before bigint,
        balance_after bigint,
        rolled_back_by text,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (provider_code, transaction_uuid)
      )`);
    await q.query(`CREATE INDEX game_transactions_round ON game_transactions (provider_code, round_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE game_transactions`);
    await q.query(`DROP TABLE game_rounds`);
    await q.query(`DROP TABLE game_launch_tokens`);
    await q.query(`ALTER TABLE providers DROP COLUMN game_provider`);
    await q.query(`DROP TABLE game_providers`);
  }
}
