import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One-time codes leave the staff-readable outbox (security audit, issue 10 finding 2). From now on a
 * code message's row holds the masked text (`Your Khela verification code is ••••••...`); the delivery
 * job renders the real text from the code kept in Redis until it is delivered. This masks the codes of
 * the rows already written and adds a CHECK so a code message can never again be stored with a code in
 * it (six ASCII digits in a row; the Bangla texts' own numbers are Bengali digits).
 *
 * Down drops the CHECK only: masked codes are gone for good (they expired ten minutes after sending).
 */
export class OutboxWithoutCodes1795433272121 implements MigrationInterface {
  name = 'OutboxWithoutCodes1795433272121';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      UPDATE message_outbox SET body = regexp_replace(body, '[0-9]{4,}', '••••••', 'g')
       WHERE purpose IN ('verification-code', 'password-reset-code') AND body ~ '[0-9]{4,}'`);
    await q.query(`
      ALTER TABLE message_outbox ADD CONSTRAINT message_outbox_no_codes
        CHECK (purpose NOT IN ('verification-code', 'password-reset-code') OR body !~ '[0-9]{6}')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE message_outbox DROP CONSTRAINT message_outbox_no_codes`);
  }
}
