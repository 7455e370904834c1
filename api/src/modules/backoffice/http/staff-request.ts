import type { StaffPermission, StaffRole } from '@khela/contracts';
import type { Request } from 'express';
import type { AuthenticatedSubject } from '../../../platform/realtime/token-verifier.port.js';
import type { AuditContext } from '../persistence/audit-log.js';

/** The signed-in staff member, as the staff guard loaded it for this request. */
export interface StaffPrincipal {
  id: string;
  username: string;
  displayName: string;
  roles: StaffRole[];
  /** The union of the roles' permissions, as the guard read it for this request. */
  permissions: StaffPermission[];
  sessionId: string;
}

export type StaffRequest = Request & {
  subject?: AuthenticatedSubject;
  staff?: StaffPrincipal;
  auditContext?: AuditContext;
  requestId?: string;
};

/** The audit context of a request, made on first use from the signed-in staff member and the request. */
export function auditContextOf(req: StaffRequest): AuditContext {
  req.auditContext ??= {
    actorId: req.staff?.id ?? null,
    actorUsername: req.staff?.username ?? null,
    actorRoles: req.staff?.roles ?? [],
    ip: req.ip ?? req.socket?.remoteAddress ?? null,
    requestId: req.requestId ?? (typeof req.header === 'function' ? (req.header('x-request-id') ?? null) : null),
    recorded: false,
  };
  return req.auditContext;
}
