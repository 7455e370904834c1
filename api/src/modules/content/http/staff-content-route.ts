import { applyDecorators, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { StaffAuthGuard } from '../../auth/index.js';

/**
 * Marks a controller or route as a content-editor staff route (the back-office "content" role; admin
 * holds every permission). Used by the content and games modules' staff controllers.
 *
 * Permission/audit hook: when backoffice exports its permission decorator, add
 * `RequirePermission('content.manage')` to the list below; its global audit interceptor then records
 * every non-GET call under /api/admin with actor and body.
 */
export const StaffContentRoute = (): ClassDecorator & MethodDecorator =>
  applyDecorators(
    UseGuards(StaffAuthGuard),
    ApiBearerAuth(),
    ApiUnauthorizedResponse({ description: 'No live staff session.' }),
    ApiForbiddenResponse({ description: 'Needs the "content.manage" permission.' }),
  );
