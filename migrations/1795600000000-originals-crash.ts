import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Khela Originals crash (issue 19): the game `khela-crash` (EGAME, stated RTP 99%) with its limits and a per-round
 * cap on the house's total net payout; the hash chain (terminating hash and salt published before game 1, every
 * 1,000th hash kept as a checkpoint so any game's hash is at most 999 SHA-256 steps away); the shared rounds as a
 * state machine (betting -> running -> crashed) and the players' bets, each staked and paid through the seamless
 * wallet as the house provider `khela`.
 */
export class OriginalsCrash1795600000000 implements MigrationInterface {
  name = 'OriginalsCrash1795600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `INSERT INTO games (code, name, name_bn, type, platform, is_new, enabled, sort_order, stated_rtp)
       VALUES ('khela-crash', 'Crash', 'ক্র্যাশ', 'EGAME', 'KHELA', true, true, 99, 99.00) ON CONFLICT (code) DO NOTHING`,
    );
    await q.query(`
      INSERT INTO originals_game_settings (game_code, min_bet_minor, max_bet_minor, max_win_minor)
      VALUES ('khela-crash', 100, 10000000, 100000000) ON CONFLICT (game_code) DO NOTHING`);
    await q.query(`
      CREATE TABLE crash_settings (
        game_code text PRIMARY KEY REFERENCES games (code) ON UPDATE CASCADE,
        max_round_win_minor bigint NOT NULL CHECK (max_round_win_minor > 0),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`INSERT INTO crash_settings (game_code, max_round_win_minor) VALUES ('khela-crash', 500000000)`);

    // One chain at a time is in play (the newest); a new chain starts when one is used up.
    await q.query(`
      CREATE TABLE crash_chains (
        id bigserial PRIMARY KEY,
        length integer NOT NULL CHECK (length > 0),
        terminating_hash text NOT NULL,
        salt text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // Secret until played: hash of game n for n a multiple of 1000 (and the chain's last game).
    await q.query(`
      CREATE TABLE crash_chain_checkpoints (
        chain_id bigint NOT NULL REFERENCES crash_chains (id),
        game_number integer NOT NULL,
        hash text NOT NULL,
        PRIMARY KEY (chain_id, game_number)
      )`);
    await q.query(`
      CREATE TABLE crash_rounds (
        id bigserial PRIMARY KEY,
        chain_id bigint NOT NULL REFERENCES crash_chains (id),
        game_number integer NOT NULL,
        game_hash text NOT NULL,
        crash_point integer NOT NULL CHECK (crash_point >= 100),
        state text NOT NULL CHECK (state IN ('betting', 'running', 'crashed')),
        betting_ends_at timestamptz NOT NULL,
        started_at timestamptz,
        crashed_at timestamptz,
        interrupted boolean NOT NULL DEFAULT false,
        UNIQUE (chain_id, game_number)
      )`);
    await q.query(`CREATE UNIQUE INDEX crash_rounds_one_live ON crash_rounds ((true)) WHERE state <> 'crashed'`);
    await q.query(`
      CREATE TABLE crash_bets (
        id bigserial PRIMARY KEY,
        round_id bigint NOT NULL REFERENCES crash_rounds (id),
        player_id bigint NOT NULL REFERENCES players (id),
        username text NOT NULL,
        idempotency_key text NOT NULL,
        stake_minor bigint NOT NULL CHECK (stake_minor > 0),
        auto_cashout integer CHECK (auto_cashout >= 101),
        cap integer NOT NULL CHECK (cap >= 101),
        stake_state text NOT NULL DEFAULT 'pending' CHECK (stake_state IN ('pending', 'taken', 'refused')),
        refusal text,
        outcome text NOT NULL DEFAULT 'open' CHECK (outcome IN ('open', 'cashed_out', 'lost', 'refunded')),
        cashout_at integer,
        payout_minor bigint NOT NULL DEFAULT 0 CHECK (payout_minor >= 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        settled_at timestamptz,
        UNIQUE (player_id, idempotency_key)
      )`);
    // One bet a player a round; a refused stake moved nothing and does not count.
    await q.query(`CREATE UNIQUE INDEX crash_bets_one_per_round ON crash_bets (round_id, player_id) WHERE stake_state <> 'refused'`);
    await q.query(`CREATE INDEX crash_bets_open ON crash_bets (round_id) WHERE outcome = 'open'`);
    await q.query(`CREATE INDEX crash_bets_unsettled ON crash_bets (round_id) WHERE settled_at IS NULL AND stake_state <> 'refused'`);
    await q.query(`CREATE INDEX crash_bets_player ON crash_bets (player_id, id DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE crash_bets`);
    await q.query(`DROP TABLE crash_rounds`);
    await q.query(`DROP TABLE crash_chain_checkpoints`);
    await q.query(`DROP TABLE crash_chains`);
    await q.query(`DROP TABLE crash_settings`);
    await q.query(`DELETE FROM originals_game_settings WHERE game_code = 'khela-crash'`);
    await q.query(`DELETE FROM games WHERE code = 'khela-crash'`);
  }
}
