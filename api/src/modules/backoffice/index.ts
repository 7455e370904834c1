// What other modules may use from backoffice: the permission decorator for their staff routes
// (`*.staff.controller.ts` under /api/admin), the audit log, StaffWrite (a staff change, its audit row and
// its events in one transaction), and the staff queries.
export { BackofficeModule } from './backoffice.module.js';
export { RequirePermission, StaffPublic } from './http/require-permission.js';
export { Audit, CurrentStaff } from './http/staff-actor.decorator.js';
export type { StaffPrincipal } from './http/staff-request.js';
export { AuditLog, type AuditContext, type AuditRecord } from './persistence/audit-log.js';
export { StaffWrite, type StaffWriteOutcome } from './commands/staff-write.js';
export { rolePermissions, permissionsOf } from './domain/permissions.js';
export { GetStaffQuery } from './queries/get-staff/get-staff.query.js';
export { ListStaffQuery } from './queries/list-staff/list-staff.query.js';
export { ListAuditQuery } from './queries/list-audit/list-audit.query.js';
