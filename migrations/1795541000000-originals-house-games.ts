import { randomBytes } from 'node:crypto';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Khela Originals dice and limbo for real money (issue 19): the house game provider `khela` (HMAC, a secret
 * from the CSPRNG written here; the originals module signs its calls with whatever key the row holds, so a
 * staff rotation keeps working), the catalogue platform KHELA it serves with games `khela-dice` and
 * `khela-limbo` (EGAME: the Crash category, stated RTP 99%), each game's limits, and every originals bet with
 * the seed pair and nonce that decided it.
 */
export class OriginalsHouseGames1795541000000 implements MigrationInterface {
  name = 'OriginalsHouseGames1795541000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `INSERT INTO game_providers (code, name, status, auth_scheme, key_material, launch_url)
       VALUES ('khela', 'Khela Originals', 'active', 'hmac', $1, 'https://khela.originals/play') ON CONFLICT (code) DO NOTHING`,
      [randomBytes(32).toString('hex')],
    );
    await q.query(
      `INSERT INTO providers (platform, name, name_bn, enabled, sort_order, game_provider)
       VALUES ('KHELA', 'Khela Originals', 'খেলা অরিজিনালস', true, 100, 'khela')
       ON CONFLICT (platform) DO UPDATE SET game_provider = 'khela'`,
    );
    await q.query(
      `INSERT INTO games (code, name, name_bn, type, platform, is_new, enabled, sort_order, stated_rtp) VALUES
         ('khela-dice', 'Dice', 'ডাইস', 'EGAME', 'KHELA', true, true, 100, 99.00),
         ('khela-limbo', 'Limbo', 'লিম্বো', 'EGAME', 'KHELA', true, true, 101, 99.00)
       ON CONFLICT (code) DO NOTHING`,
    );
    // Limits per game (minor units): staff change them here; enabled off refuses new bets.
    await q.query(`
      CREATE TABLE originals_game_settings (
        game_code text PRIMARY KEY REFERENCES games (code) ON UPDATE CASCADE,
        enabled boolean NOT NULL DEFAULT true,
        min_bet_minor bigint NOT NULL CHECK (min_bet_minor > 0),
        max_bet_minor bigint NOT NULL CHECK (max_bet_minor >= min_bet_minor),
        max_win_minor bigint NOT NULL CHECK (max_win_minor > 0),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      INSERT INTO originals_game_settings (game_code, min_bet_minor, max_bet_minor, max_win_minor) VALUES
        ('khela-dice', 100, 10000000, 100000000),
        ('khela-limbo', 100, 10000000, 100000000)`);

    // One row per bet: decided (seed, nonce, result) before the wallet is asked; status follows the calls.
    await q.query(`
      CREATE TABLE originals_bets (
        id bigserial PRIMARY KEY,
        player_id bigint NOT NULL REFERENCES players (id),
        game_code text NOT NULL,
        idempotency_key text NOT NULL,
        request_hash text NOT NULL,
        seed_id bigint NOT NULL REFERENCES originals_seeds (id),
        nonce bigint NOT NULL,
        client_seed text NOT NULL,
        stake_minor bigint NOT NULL CHECK (stake_minor > 0),
        params jsonb NOT NULL,
        outcome numeric(12, 2) NOT NULL,
        won boolean NOT NULL,
        payout_minor bigint NOT NULL CHECK (payout_minor >= 0),
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'settled', 'refused')),
        refusal text,
        created_at timestamptz NOT NULL DEFAULT now(),
        settled_at timestamptz,
        UNIQUE (player_id, idempotency_key),
        UNIQUE (seed_id, nonce)
      )`);
    await q.query(`CREATE INDEX originals_bets_player ON originals_bets (player_id, id DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE originals_bets`);
    await q.query(`DROP TABLE originals_game_settings`);
    await q.query(`DELETE FROM games WHERE code IN ('khela-dice', 'khela-limbo')`);
    await q.query(`DELETE FROM providers WHERE platform = 'KHELA'`);
    await q.query(`DELETE FROM game_providers WHERE code = 'khela'`);
  }
}
