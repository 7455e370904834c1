import { ForbiddenException, Inject, Injectable, UnauthorizedException, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { StaffPermission } from '@khela/contracts';
import { SessionStore } from '../../auth/index.js';
import { AuditLog } from '../persistence/audit-log.js';
import { StaffUsersRepository } from '../persistence/staff-users.repository.js';
import { REQUIRED_PERMISSION, STAFF_PUBLIC } from './require-permission.js';
import { staffSessionToken } from './staff-credentials.js';
import { ipRefusal, ipRefusedMessage, roleIpRefusedMessage, type IpRefusal } from './staff-ip-allowlist.js';
import { auditContextOf, type StaffRequest } from './staff-request.js';
import { isStaffRoute } from './staff-route.js';

/**
 * Global guard for every route DECLARED under /api/admin (by the handler's metadata, not the URL the
 * request spelled, see staff-route.ts), DENY BY DEFAULT: a staff route that declares no permission is
 * refused for everyone; otherwise the caller needs a live staff session of an active account whose roles
 * grant the permission, from an address on the account's IP allow-list when it has one (issue 22). The
 * account, its roles and the union of their permissions are read in one statement on every request (no
 * cache), so a role change, a role's new permissions or a disable take effect at the member's next request.
 * Routes declared elsewhere are left to their own guards.
 */
@Injectable()
export class StaffPermissionGuard implements CanActivate {
  constructor(
    @Inject(Reflector) private readonly reflector: Reflector,
    @Inject(SessionStore) private readonly sessions: SessionStore,
    @Inject(StaffUsersRepository) private readonly staff: StaffUsersRepository,
    @Inject(AuditLog) private readonly audit: AuditLog,
  ) {}

  /** staff id + address -> when its refusal was last audited (a refused back-office polls: one row a minute). */
  private readonly refusalsAudited = new Map<string, number>();

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
      permissions: account.permissions,
      sessionId: subject.sessionId,
    };
    // the member's own list AND every list of their roles must admit the address (issue 22)
    const refusal = ipRefusal(req.ip, account.ipAllowlist, account.roleIpAllowlists);
    if (refusal) {
      await this.auditIpRefusal(req, refusal);
      const message = refusal.by === 'role' ? roleIpRefusedMessage.replace('{{role}}', refusal.role) : ipRefusedMessage;
      throw new ForbiddenException({ message, code: 'ip_not_allowed' });
    }
    if (!permission || !account.permissions.includes(permission)) {
      throw new ForbiddenException({ message: 'You do not have permission to do this.' });
    }
    return true;
  }

  private async auditIpRefusal(req: StaffRequest, refusal: IpRefusal): Promise<void> {
    const { allowlist } = refusal;
    const key = `${req.staff!.id}|${req.ip ?? ''}`;
    const now = Date.now();
    if ((this.refusalsAudited.get(key) ?? 0) > now - 60_000) return;
    if (this.refusalsAudited.size > 10_000) this.refusalsAudited.clear();
    this.refusalsAudited.set(key, now);
    await this.audit.record(auditContextOf(req), {
      action: 'staff.ip_refused',
      targetKind: 'staff',
      targetId: req.staff!.id,
      after: {
        ip: req.ip ?? null,
        method: req.method,
        path: (req.originalUrl ?? req.url ?? '').split('?')[0]!.slice(0, 200),
        allowlist,
        refused_by: refusal.by === 'role' ? `role:${refusal.role}` : 'member',
      },
    });
  }
}
