import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Payments module: payment methods and their receiving numbers (with a per-day load), manual
 * deposit requests with receipts, withdrawal requests, and e-wallet gateway payments. Money itself
 * moves only in the ledger; these rows are the requests and their review state.
 */
export class Payments1763774000000 implements MigrationInterface {
  name = 'Payments1763774000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE payment_methods (
        id serial PRIMARY KEY,
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 40),
        icon text NOT NULL DEFAULT '',
        status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
        account_type text NOT NULL CHECK (account_type IN ('Agent', 'Merchant', 'Personal')),
        sort_order integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX payment_methods_name_type ON payment_methods (lower(name), account_type)`);

    await q.query(`
      CREATE TABLE receiving_numbers (
        id serial PRIMARY KEY,
        method_id integer NOT NULL REFERENCES payment_methods (id),
        number text NOT NULL CHECK (number ~ '^[0-9]{11}$'),
        active boolean NOT NULL DEFAULT true,
        daily_cap_minor bigint NOT NULL CHECK (daily_cap_minor > 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (method_id, number)
      )`);
    // Amount handed out per number and Dhaka calendar day: what "least loaded first" and the cap read.
    await q.query(`
      CREATE TABLE receiving_number_loads (
        number_id integer NOT NULL REFERENCES receiving_numbers (id),
        day date NOT NULL,
        load_minor bigint NOT NULL DEFAULT 0 CHECK (load_minor >= 0),
        PRIMARY KEY (number_id, day)
      )`);
    await q.query(`
      CREATE TABLE receiving_number_handouts (
        id bigserial PRIMARY KEY,
        number_id integer NOT NULL REFERENCES receiving_numbers (id),
        player_id text NOT NULL,
        amount_minor bigint NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX receiving_number_handouts_player ON receiving_number_handouts (player_id, created_at DESC)`);

    await q.query(`
      CREATE TABLE deposit_requests (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        player_id text NOT NULL,
        player_username text NOT NULL,
        source text NOT NULL DEFAULT 'manual' CHECK (source IN ('manual', 'ewallet')),
        method_id integer NOT NULL REFERENCES payment_methods (id),
        -- lower(method name): a transaction id is unique per wallet brand, whatever the channel
        method_key text NOT NULL,
        receiving_number_id integer REFERENCES receiving_numbers (id),
        account_number text NOT NULL,
        transaction_id text NOT NULL,
        amount_minor bigint NOT NULL CHECK (amount_minor > 0),
        promotion_id integer,
        promotion_name text,
        bonus_percent numeric(7, 2) NOT NULL DEFAULT 0,
        turnover_multiplier numeric(7, 2) NOT NULL DEFAULT 1,
        bonus_target text NOT NULL DEFAULT 'bonus' CHECK (bonus_target IN ('bonus', 'main')),
        bonus_minor bigint NOT NULL DEFAULT 0 CHECK (bonus_minor >= 0),
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approving', 'approved', 'rejected')),
        first_approver_id uuid,
        first_approved_at timestamptz,
        approved_by uuid,
        reject_reason text,
        decided_at timestamptz,
        settled_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX deposit_requests_transaction ON deposit_requests (method_key, lower(transaction_id))`);
    // One open deposit per player; also what makes the "already pending" check race-free.
    await q.query(`CREATE UNIQUE INDEX deposit_requests_one_open ON deposit_requests (player_id) WHERE status IN ('pending', 'approving')`);
    await q.query(`CREATE INDEX deposit_requests_player ON deposit_requests (player_id, created_at DESC)`);
    await q.query(`CREATE INDEX deposit_requests_open ON deposit_requests (created_at) WHERE status IN ('pending', 'approving')`);

    await q.query(`
      CREATE TABLE deposit_receipts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        deposit_id uuid NOT NULL REFERENCES deposit_requests (id),
        path text NOT NULL,
        mime text NOT NULL,
        size_bytes integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX deposit_receipts_deposit ON deposit_receipts (deposit_id)`);

    await q.query(`
      CREATE TABLE withdrawal_requests (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        player_id text NOT NULL,
        player_username text NOT NULL,
        method_id integer REFERENCES payment_methods (id),
        provider text NOT NULL DEFAULT '',
        account_number text NOT NULL,
        amount_minor bigint NOT NULL CHECK (amount_minor > 0),
        -- holding: row written, ledger hold in flight; refused: the hold was refused (balance)
        status text NOT NULL DEFAULT 'holding' CHECK (status IN ('holding', 'pending', 'approved', 'rejected', 'refused')),
        first_approver_id uuid,
        first_approved_at timestamptz,
        approved_by uuid,
        payout_reference text,
        reject_reason text,
        decided_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE UNIQUE INDEX withdrawal_requests_one_open ON withdrawal_requests (player_id) WHERE status IN ('holding', 'pending')`,
    );
    await q.query(`CREATE INDEX withdrawal_requests_player ON withdrawal_requests (player_id, created_at DESC)`);
    await q.query(`CREATE INDEX withdrawal_requests_open ON withdrawal_requests (created_at) WHERE status IN ('holding', 'pending')`);

    // E-wallet gateway payments: one row per payment the gateway created; credited once by its id.
    await q.query(`
      CREATE TABLE ewallet_payments (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        player_id text NOT NULL,
        gateway_transaction_id text NOT NULL UNIQUE,
        provider text NOT NULL,
        amount_minor bigint NOT NULL CHECK (amount_minor > 0),
        promotion_id integer,
        status text NOT NULL DEFAULT 'created' CHECK (status IN ('created', 'paid', 'failed', 'expired')),
        deposit_id uuid REFERENCES deposit_requests (id),
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // Callback nonces seen: a replayed callback (same nonce) is refused.
    await q.query(`
      CREATE TABLE ewallet_callback_nonces (
        nonce text PRIMARY KEY,
        received_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE ewallet_callback_nonces`);
    await q.query(`DROP TABLE ewallet_payments`);
    await q.query(`DROP TABLE withdrawal_requests`);
    await q.query(`DROP TABLE deposit_receipts`);
    await q.query(`DROP TABLE deposit_requests`);
    await q.query(`DROP TABLE receiving_number_handouts`);
    await q.query(`DROP TABLE receiving_number_loads`);
    await q.query(`DROP TABLE receiving_numbers`);
    await q.query(`DROP TABLE payment_methods`);
  }
}
