import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';
import type { StaffPermission } from '@khela/contracts';

export const REQUIRED_PERMISSION = 'khela:staff-permission';
export const STAFF_PUBLIC = 'khela:staff-public';

/**
 * The permission a staff route needs (see domain/permissions.ts for which roles hold it). Every route
 * under /api/admin must carry this or `@StaffPublic()`: the staff guard refuses anything else.
 */
export const RequirePermission = (permission: StaffPermission): MethodDecorator & ClassDecorator =>
  applyDecorators(
    SetMetadata(REQUIRED_PERMISSION, permission),
    // The OpenAPI document gives such operations the staff security schemes and their 401/403 answers
    // (platform/http/openapi/openapi-document.ts), keeping Nest's own success status.
    ApiExtension('x-staff-permission', permission),
  );

/** A staff route reachable without a session: only the sign-in steps themselves. */
export const StaffPublic = (): MethodDecorator & ClassDecorator =>
  applyDecorators(SetMetadata(STAFF_PUBLIC, true), ApiExtension('x-staff-permission', 'public'));
