import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Khela Originals mines and slot (issue 19): games `khela-mines` (EGAME, stated RTP 99%) and `khela-slot`
 * (SLOT, stated RTP 96.64%, the exact return of its published strips) with their limits, and the mines
 * games: one row a game, its board decided at the start from the seed pair and nonce (kept secret until the
 * game ends), the tiles revealed so far and the status the wallet calls follow. A slot spin is a one-step bet
 * like dice and is kept in `originals_bets`.
 */
export class OriginalsMinesSlot1795610000000 implements MigrationInterface {
  name = 'OriginalsMinesSlot1795610000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `INSERT INTO games (code, name, name_bn, type, platform, is_new, enabled, sort_order, stated_rtp) VALUES
         ('khela-mines', 'Mines', 'মাইনস', 'EGAME', 'KHELA', true, true, 102, 99.00),
         ('khela-slot', 'Khela Slot', 'খেলা স্লট', 'SLOT', 'KHELA', true, true, 103, 96.64)
       ON CONFLICT (code) DO NOTHING`,
    );
    await q.query(`
      INSERT INTO originals_game_settings (game_code, min_bet_minor, max_bet_minor, max_win_minor) VALUES
        ('khela-mines', 100, 10000000, 100000000),
        ('khela-slot', 100, 1000000, 100000000)
      ON CONFLICT (game_code) DO NOTHING`);

    // status: staking (decided, stake call not answered yet) -> open (stake taken) -> busted | cashed
    // (decided, the win call closes the round: settled_at) ; refused (the stake was refused, nothing moved).
    await q.query(`
      CREATE TABLE originals_mines_games (
        id bigserial PRIMARY KEY,
        player_id bigint NOT NULL REFERENCES players (id),
        idempotency_key text NOT NULL,
        request_hash text NOT NULL,
        seed_id bigint NOT NULL REFERENCES originals_seeds (id),
        nonce bigint NOT NULL,
        client_seed text NOT NULL,
        mines smallint NOT NULL CHECK (mines BETWEEN 1 AND 24),
        mine_positions smallint[] NOT NULL,
        revealed smallint[] NOT NULL DEFAULT '{}',
        stake_minor bigint NOT NULL CHECK (stake_minor > 0),
        payout_minor bigint NOT NULL DEFAULT 0 CHECK (payout_minor >= 0),
        status text NOT NULL DEFAULT 'staking' CHECK (status IN ('staking', 'open', 'busted', 'cashed', 'refused')),
        refusal text,
        closed_by text CHECK (closed_by IN ('player', 'idle')),
        created_at timestamptz NOT NULL DEFAULT now(),
        last_move_at timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz,
        settled_at timestamptz,
        UNIQUE (player_id, idempotency_key),
        UNIQUE (seed_id, nonce)
      )`);
    // One game in play a player: two starts at once cannot both open one.
    await q.query(`CREATE UNIQUE INDEX originals_mines_one_open ON originals_mines_games (player_id) WHERE status IN ('staking', 'open')`);
    await q.query(`CREATE INDEX originals_mines_player ON originals_mines_games (player_id, id DESC)`);
    // What the finish job looks at: games still to stake, to settle, or idle.
    await q.query(
      `CREATE INDEX originals_mines_unfinished ON originals_mines_games (last_move_at) WHERE settled_at IS NULL AND status <> 'refused'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE originals_mines_games`);
    await q.query(`DELETE FROM originals_game_settings WHERE game_code IN ('khela-mines', 'khela-slot')`);
    await q.query(`DELETE FROM games WHERE code IN ('khela-mines', 'khela-slot')`);
  }
}
