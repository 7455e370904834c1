import { applyDecorators, UseGuards } from '@nestjs/common';
import { StaffAuthGuard } from '../../auth/index.js';
import { RequirePermission } from '../../backoffice/index.js';

/**
 * Marks a controller or route as a content-editor staff route: the "content.manage" permission (the
 * content role; admin holds every permission). Backoffice's global guard checks the staff session,
 * account status and permission on every /api/admin route, and its global audit interceptor records
 * every non-GET call with actor and body. StaffAuthGuard stays as a second lock should the routes ever
 * be served without that guard. Used by the content and games modules' staff controllers.
 */
export const StaffContentRoute = (): ClassDecorator & MethodDecorator =>
  applyDecorators(RequirePermission('content.manage'), UseGuards(StaffAuthGuard));
