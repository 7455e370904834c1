import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Live support chat (issue 20). A conversation belongs to one player (at most one open at a time) and to
 * the agent who took it or was given it; `waiting_since` is when the player's oldest unanswered message
 * arrived (the queue's waiting time), cleared when an agent answers. Messages keep who sent them
 * (player, agent or system), sanitised text, an optional image (stored re-encoded under the private
 * storage folder) and when the other side read them. `client_key` makes a resent message (a client that
 * lost the answer) one message. Agents' presence and the canned replies are the console's own tables.
 */
export class Chat1795520000000 implements MigrationInterface {
  name = 'Chat1795520000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE chat_conversations (
        id bigserial PRIMARY KEY,
        player_id bigint NOT NULL REFERENCES players (id),
        player_username text NOT NULL,
        status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
        agent_id uuid,
        agent_name text,
        waiting_since timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        closed_at timestamptz
      )`);
    await q.query(`CREATE UNIQUE INDEX chat_conversations_one_open ON chat_conversations (player_id) WHERE status = 'open'`);
    await q.query(`CREATE INDEX chat_conversations_player ON chat_conversations (player_id, id DESC)`);
    await q.query(`CREATE INDEX chat_conversations_queue ON chat_conversations (status, waiting_since)`);
    await q.query(`
      CREATE TABLE chat_messages (
        id bigserial PRIMARY KEY,
        conversation_id bigint NOT NULL REFERENCES chat_conversations (id),
        sender_kind text NOT NULL CHECK (sender_kind IN ('player', 'agent', 'system')),
        sender_id text NOT NULL,
        sender_name text NOT NULL,
        content text NOT NULL DEFAULT '',
        image_path text,
        image_mime text,
        client_key text,
        created_at timestamptz NOT NULL DEFAULT now(),
        read_at timestamptz,
        CHECK (content <> '' OR image_path IS NOT NULL),
        UNIQUE (conversation_id, client_key)
      )`);
    await q.query(`CREATE INDEX chat_messages_conversation ON chat_messages (conversation_id, id)`);
    await q.query(`CREATE INDEX chat_messages_search ON chat_messages USING gin (to_tsvector('simple', content))`);
    await q.query(`
      CREATE TABLE chat_agents (
        staff_id uuid PRIMARY KEY,
        display_name text NOT NULL,
        status text NOT NULL DEFAULT 'away' CHECK (status IN ('online', 'away')),
        seen_at timestamptz NOT NULL DEFAULT now(),
        last_assigned_at timestamptz
      )`);
    await q.query(`
      CREATE TABLE chat_canned_replies (
        id bigserial PRIMARY KEY,
        title text NOT NULL,
        body_en text NOT NULL,
        body_bn text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        deleted_at timestamptz
      )`);
    // A few replies to start with; staff edit them in the console.
    await q.query(`
      INSERT INTO chat_canned_replies (title, body_en, body_bn) VALUES
        ('Greeting', 'Hello! Thank you for contacting Khela support. How can I help you today?',
         'হ্যালো! খেলা সাপোর্টে যোগাযোগ করার জন্য ধন্যবাদ। আজ আমি কীভাবে সাহায্য করতে পারি?'),
        ('Deposit check', 'Please share your transaction ID and I will check your deposit right away.',
         'অনুগ্রহ করে আপনার ট্রানজেকশন আইডি দিন, আমি এখনই আপনার ডিপোজিট দেখে নিচ্ছি।'),
        ('Closing', 'Is there anything else I can help you with? Have a great day!',
         'আর কিছুতে সাহায্য করতে পারি? আপনার দিনটি ভালো কাটুক!')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE chat_canned_replies`);
    await q.query(`DROP TABLE chat_agents`);
    await q.query(`DROP TABLE chat_messages`);
    await q.query(`DROP TABLE chat_conversations`);
  }
}
