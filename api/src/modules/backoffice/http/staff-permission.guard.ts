import { ForbiddenException, Inject, Injectable, UnauthorizedException, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { StaffPermission } from '@khela/contracts';
import { SessionStore } from '../../auth/index.js';
import { grants } from '../domain/permissions.js';
import { StaffUsersRepository } from '../persistence/staff-users.repository.js';
import { REQUIRED_PERMISSION, STAFF_PUBLIC } from './require-permission.js';
import { isAdminPath, type StaffRequest } from './staff-request.js';

const bearerToken = (req: StaffRequest): string | undefined => {
  const header = req.header('authorization');
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
};

/**
 * Global guard for every route under /api/admin, DENY BY DEFAULT: a route that declares no
 * permission is refused for everyone; otherwise the caller needs a live staff session of an active
 * account whose roles grant the permission. Roles are read on every request, so a role change or a
 * disable takes effect at once. Routes outside /api/admin are left to their own guards.
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
    const req = context.switchToHttp().getRequest<StaffRequest>();
    if (!isAdminPath(req)) return true;
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(STAFF_PUBLIC, targets)) return true;

    const permission = this.reflector.getAllAndOverride<StaffPermission | undefined>(REQUIRED_PERMISSION, targets);
    const token = bearerToken(req);
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
