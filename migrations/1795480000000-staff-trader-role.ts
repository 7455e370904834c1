import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The exchange's traders (issue 17): staff accounts may hold the role `trader` (permissions exchange.view
 * and exchange.trade, backoffice/domain/permissions.ts). Down refuses while an account still holds it.
 */
export class StaffTraderRole1795480000000 implements MigrationInterface {
  name = 'StaffTraderRole1795480000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE staff_users DROP CONSTRAINT staff_users_roles_check`);
    await q.query(`
      ALTER TABLE staff_users ADD CONSTRAINT staff_users_roles_check
        CHECK (cardinality(roles) > 0 AND roles <@ ARRAY['admin', 'finance', 'support', 'content', 'risk', 'trader']::text[])`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE staff_users DROP CONSTRAINT staff_users_roles_check`);
    await q.query(`
      ALTER TABLE staff_users ADD CONSTRAINT staff_users_roles_check
        CHECK (cardinality(roles) > 0 AND roles <@ ARRAY['admin', 'finance', 'support', 'content', 'risk']::text[])`);
  }
}
