import { createParamDecorator, UnauthorizedException, type ExecutionContext } from '@nestjs/common';
import type { AuditContext } from '../persistence/audit-log.js';
import { auditContextOf, type StaffPrincipal, type StaffRequest } from './staff-request.js';

/** The signed-in staff member (set by the staff guard). */
export const CurrentStaff = createParamDecorator((_: unknown, context: ExecutionContext): StaffPrincipal => {
  const staff = context.switchToHttp().getRequest<StaffRequest>().staff;
  if (!staff) throw new UnauthorizedException({ message: 'Unauthenticated.' });
  return staff;
});

/** Actor, roles, ip and request id of this request, for `AuditLog.record`. */
export const Audit = createParamDecorator((_: unknown, context: ExecutionContext): AuditContext =>
  auditContextOf(context.switchToHttp().getRequest<StaffRequest>()),
);
