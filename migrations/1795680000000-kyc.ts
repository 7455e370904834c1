import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * KYC (issue 22): a player's identity documents (national ID front and back, a selfie) and staff's review, one
 * row per player (a new submission replaces a rejected or re-requested one in place; the audit log keeps the
 * history of decisions). Files live under STORAGE_DIR/.private/kyc, never in public storage: the row holds their
 * paths. `kyc_rules` is one settings row: when a withdrawal needs an approved KYC (an amount, lifetime deposits).
 */
export class Kyc1795680000000 implements MigrationInterface {
  name = 'Kyc1795680000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE kyc_submissions (
        player_id bigint PRIMARY KEY REFERENCES players (id),
        status text NOT NULL CHECK (status IN ('pending', 'approved', 'rejected', 'requested_again')),
        id_front_path text NOT NULL,
        id_front_mime text NOT NULL,
        id_back_path text NOT NULL,
        id_back_mime text NOT NULL,
        selfie_path text NOT NULL,
        selfie_mime text NOT NULL,
        submitted_at timestamptz NOT NULL,
        submissions integer NOT NULL DEFAULT 1,
        reviewed_at timestamptz,
        reviewed_by uuid,
        reason text
      )`);
    await q.query(`CREATE INDEX kyc_submissions_pending ON kyc_submissions (submitted_at) WHERE status = 'pending'`);
    await q.query(`
      CREATE TABLE kyc_rules (
        id boolean PRIMARY KEY DEFAULT true CHECK (id),
        withdrawal_over_minor bigint CHECK (withdrawal_over_minor >= 0),
        lifetime_deposits_over_minor bigint CHECK (lifetime_deposits_over_minor >= 0),
        updated_at timestamptz NOT NULL DEFAULT now(),
        updated_by uuid
      )`);
    // No rule until an admin sets one: KYC stays optional.
    await q.query(`INSERT INTO kyc_rules (id) VALUES (true)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE kyc_rules`);
    await q.query(`DROP TABLE kyc_submissions`);
  }
}
