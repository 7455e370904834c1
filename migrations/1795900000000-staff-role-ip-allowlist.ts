import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An IP allow-list per ROLE (issue 22), beside the per-member one (`staff_users.ip_allowlist`, 1795850000000):
 * CIDR blocks the holders of the role may use the back-office from; empty: any address. A member must be
 * allowed by their own list AND by the list of every role they hold that has one (backoffice README, "IP
 * allow-list").
 */
export class StaffRoleIpAllowlist1795900000000 implements MigrationInterface {
  name = 'StaffRoleIpAllowlist1795900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE staff_roles ADD COLUMN ip_allowlist cidr[] NOT NULL DEFAULT '{}'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE staff_roles DROP COLUMN ip_allowlist`);
  }
}
