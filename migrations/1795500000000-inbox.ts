import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The player inbox (issue 20). A message is stored in English and Bangla (the page shows the request's
 * language) and keyed by where it came from (`source_key`: the platform event a reactor wrote it for, or
 * the broadcast), so a reactor or job that runs twice writes it once. Deleting only marks the row, so a
 * broadcast that runs again does not bring back what the player deleted. Broadcasts keep their audience
 * and their delivery count.
 */
export class Inbox1795500000000 implements MigrationInterface {
  name = 'Inbox1795500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE inbox_broadcasts (
        id bigserial PRIMARY KEY,
        title_en text NOT NULL,
        title_bn text NOT NULL,
        message_en text NOT NULL,
        message_bn text NOT NULL,
        audience jsonb NOT NULL,
        send_at timestamptz NOT NULL,
        status text NOT NULL DEFAULT 'scheduled' CHECK (status IN ('scheduled', 'sent')),
        delivered_count integer NOT NULL DEFAULT 0,
        created_by uuid NOT NULL,
        created_by_username text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz
      )`);
    await q.query(`
      CREATE TABLE inbox_messages (
        id bigserial PRIMARY KEY,
        player_id bigint NOT NULL REFERENCES players (id),
        kind text NOT NULL CHECK (kind IN ('system', 'broadcast', 'staff')),
        source_key text NOT NULL,
        broadcast_id bigint REFERENCES inbox_broadcasts (id),
        title_en text NOT NULL,
        title_bn text NOT NULL,
        message_en text NOT NULL,
        message_bn text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        read_at timestamptz,
        deleted_at timestamptz,
        UNIQUE (player_id, source_key)
      )`);
    await q.query(`CREATE INDEX inbox_messages_player_list ON inbox_messages (player_id, id DESC) WHERE deleted_at IS NULL`);
    await q.query(`CREATE INDEX inbox_messages_player_unread ON inbox_messages (player_id) WHERE deleted_at IS NULL AND read_at IS NULL`);
    await q.query(`CREATE INDEX inbox_messages_broadcast ON inbox_messages (broadcast_id) WHERE broadcast_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE inbox_messages`);
    await q.query(`DROP TABLE inbox_broadcasts`);
  }
}
