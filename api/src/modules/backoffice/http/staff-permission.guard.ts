import { ForbiddenException, Inject, Injectable, UnauthorizedException, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { StaffPermission } from '@khela/contracts';
import { SessionStore } from '../../auth/index.js';
import { grants } from '../domain/permissions.js';
import { StaffUsersRepository } from '../persistence/staff-users.repository.js';
import { REQUIRED_PERMISSION, STAFF_PUBLIC } from './require-permission.js';
import { staffSessionToken } from './staff-credentials.js';
import type { StaffRequest } from './staff-request.js';
import { isStaffRoute } from './staff-route.js';

/**
 * Global guard for every route DECLARED under /api/admin (by the handler's metadata, not the URL the
 * request spelled, see staff-route.ts), DENY BY DEFAULT: a staff route that declares no permission is
 * refused for everyone; otherwise the caller needs a live staff session of an active account whose roles
 * grant the permission. Roles are read on every request, so a role change or a disable takes effect at
 * once. Routes declared elsewhere are left to their own guards.
 */
@Injectable()
export class StaffPermissionGuard implements CanActivate {
  constructor(
    @Inject(Reflector) private readonly reflector: Reflector,
    @Inject(SessionStore) private readonly sessions: SessionStore,
    @Inject(StaffUsersRepository) private readonly staff: StaffUsersRepository,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    if (!isStaffRoute(context.getHandler(), context.getClass())) return true;
    const req = context.switchToHttp().getRequest<StaffRequest>();
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(STAFF_PUBLIC, targets)) return true;

    const permission = this.reflector.getAllAndOverride<StaffPermission | undefined>(REQUIRED_PERMISSION, targets);
    const token = staffSessionToken(req); // bearer header, or the session cookie (a write must echo its CSRF token)
    const subject = token ? await this.sessions.verify(token) : null;
    if (!subject || subject.kind !== 'staff') throw new UnauthorizedException({ message: 'Unauthenticated.' });
    const account = await this.staff.byId(subject.id);
    if (!account || account.status !== 'active') throw new UnauthorizedException({ message: 'Unauthenticated.' });

    req.subject = subject;
    req.staff = {
      id: account.id,
      username: account.username,
      displayName: account.displayName,
      roles: account.roles,
      sessionId: subject.sessionId,
    };
    if (!permission || !grants(account.roles, permission)) {
      throw new ForbiddenException({ message: 'You do not have permission to do this.' });
    }
    return true;
  }
}
