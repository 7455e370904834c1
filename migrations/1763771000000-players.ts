import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Players (the players module owns these tables): accounts, extra phone numbers, and the outbox of every
 * e-mail and SMS sent to them, which the back-office shows. One-time codes and captchas live in Redis.
 */
export class Players1763771000000 implements MigrationInterface {
  name = 'Players1763771000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE players (
        id bigserial PRIMARY KEY,
        username text NOT NULL CHECK (username ~ '^[A-Za-z0-9]{1,64}$'),
        password_hash text NOT NULL,
        name text NOT NULL DEFAULT '',
        email text NOT NULL,
        phone text NOT NULL,
        currency text NOT NULL CHECK (currency IN ('BDT', 'INR', 'PKR')),
        language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'bn')),
        referral_code text NOT NULL UNIQUE,
        referred_by bigint REFERENCES players (id),
        agent_code text,
        affiliate_code text,
        status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'locked')),
        lock_reason text,
        dofb date,
        phone_verified_at timestamptz,
        email_verified_at timestamptz,
        vip_coin integer NOT NULL DEFAULT 0 CHECK (vip_coin >= 0),
        sign_up_channel text NOT NULL DEFAULT 'mobile' CHECK (sign_up_channel IN ('mobile', 'desktop', 'seed', 'staff')),
        sign_up_ip text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // Usernames are unique whatever their case: "Rahim2024" and "rahim2024" are one name.
    await q.query(`CREATE UNIQUE INDEX players_username_lower ON players (lower(username))`);
    await q.query(`CREATE INDEX players_phone ON players (phone)`);
    await q.query(`CREATE INDEX players_email_lower ON players (lower(email))`);
    await q.query(`CREATE INDEX players_referred_by ON players (referred_by) WHERE referred_by IS NOT NULL`);

    await q.query(`
      CREATE TABLE player_phones (
        id bigserial PRIMARY KEY,
        player_id bigint NOT NULL REFERENCES players (id),
        phone text NOT NULL,
        verified_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (player_id, phone)
      )`);
    await q.query(`CREATE INDEX player_phones_phone ON player_phones (phone)`);

    await q.query(`
      CREATE TABLE message_outbox (
        id bigserial PRIMARY KEY,
        player_id bigint REFERENCES players (id),
        channel text NOT NULL CHECK (channel IN ('email', 'sms')),
        recipient text NOT NULL,
        purpose text NOT NULL,
        language text NOT NULL DEFAULT 'en',
        subject text,
        body text NOT NULL,
        status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'failed', 'logged')),
        attempts integer NOT NULL DEFAULT 0,
        error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz
      )`);
    await q.query(`CREATE INDEX message_outbox_created ON message_outbox (created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX message_outbox_player ON message_outbox (player_id, created_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE message_outbox`);
    await q.query(`DROP TABLE player_phones`);
    await q.query(`DROP TABLE players`);
  }
}
