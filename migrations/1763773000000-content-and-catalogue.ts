import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sliders, social links and promotions (content module); providers, games and player favourites
 * (games module). Logo, general settings and the market block stay in `site_settings`.
 */
export class ContentAndCatalogue1763773000000 implements MigrationInterface {
  name = 'ContentAndCatalogue1763773000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE sliders (
        id serial PRIMARY KEY,
        name text NOT NULL,
        link text NOT NULL DEFAULT '',
        image_url text NOT NULL,
        slider_type text NOT NULL CHECK (slider_type IN ('Main', 'Favourite', 'Features')),
        status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
        sort_order integer NOT NULL DEFAULT 0,
        seed_key text UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX sliders_type_order ON sliders (slider_type, sort_order, id)`);

    await q.query(`
      CREATE TABLE social_links (
        id serial PRIMARY KEY,
        name text NOT NULL,
        icon text NOT NULL DEFAULT '',
        link text NOT NULL,
        status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
        sort_order integer NOT NULL DEFAULT 0,
        seed_key text UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);

    await q.query(`
      CREATE TABLE promotions (
        id serial PRIMARY KEY,
        name text NOT NULL,
        description text NOT NULL DEFAULT '',
        image_url text NOT NULL DEFAULT '',
        start_date date NOT NULL,
        end_date date NOT NULL,
        status text NOT NULL DEFAULT 'inactive' CHECK (status IN ('active', 'display', 'inactive')),
        deposit_bonus_percent numeric(6, 2) NOT NULL DEFAULT 0 CHECK (deposit_bonus_percent >= 0 AND deposit_bonus_percent <= 1000),
        turnover_multiplier numeric(6, 2) NOT NULL DEFAULT 1 CHECK (turnover_multiplier >= 0),
        bonus_target text NOT NULL DEFAULT 'bonus' CHECK (bonus_target IN ('bonus', 'main')),
        categories integer[] NOT NULL DEFAULT '{}',
        sort_order integer NOT NULL DEFAULT 0,
        seed_key text UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (end_date >= start_date)
      )`);

    await q.query(`
      CREATE TABLE providers (
        platform text PRIMARY KEY CHECK (platform ~ '^[A-Z0-9_]{2,20}$'),
        name text NOT NULL,
        icon text NOT NULL DEFAULT '',
        enabled boolean NOT NULL DEFAULT true,
        sort_order integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);

    await q.query(`
      CREATE TABLE games (
        code text PRIMARY KEY CHECK (code ~ '^[A-Za-z0-9_.-]{2,64}$'),
        name text NOT NULL,
        type text NOT NULL CHECK (type IN ('SPORTS', 'LIVE', 'SLOT', 'TABLE', 'BINGO', 'EGAME', 'FH', 'LOTTO')),
        platform text NOT NULL REFERENCES providers (platform) ON UPDATE CASCADE,
        image text NOT NULL DEFAULT '',
        recommended boolean NOT NULL DEFAULT false,
        is_new boolean NOT NULL DEFAULT false,
        featured boolean NOT NULL DEFAULT false,
        enabled boolean NOT NULL DEFAULT true,
        sort_order integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX games_type_platform ON games (type, platform) WHERE enabled`);

    // player_id is the session subject id; the players module owns the players table.
    await q.query(`
      CREATE TABLE player_favorites (
        player_id text NOT NULL,
        game_code text NOT NULL REFERENCES games (code) ON UPDATE CASCADE ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (player_id, game_code)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE player_favorites`);
    await q.query(`DROP TABLE games`);
    await q.query(`DROP TABLE providers`);
    await q.query(`DROP TABLE promotions`);
    await q.query(`DROP TABLE social_links`);
    await q.query(`DROP TABLE sliders`);
  }
}
