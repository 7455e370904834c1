import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiBearerAuth, ApiExtension, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
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
    ApiBearerAuth(),
    ApiExtension('x-staff-permission', permission),
    ApiUnauthorizedResponse({ description: 'No live staff session.' }),
    ApiForbiddenResponse({ description: `Needs the "${permission}" permission.` }),
  );

/** A staff route reachable without a session: only the sign-in steps themselves. */
export const StaffPublic = (): MethodDecorator & ClassDecorator =>
  applyDecorators(SetMetadata(STAFF_PUBLIC, true), ApiExtension('x-staff-permission', 'public'));
