import { Inject, Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { from, mergeMap, type Observable } from 'rxjs';
import { AuditLog } from '../persistence/audit-log.js';
import { STAFF_PUBLIC } from './require-permission.js';
import { auditContextOf, type StaffRequest } from './staff-request.js';
import { isStaffRoute, staffPathPrefix } from './staff-route.js';

const readOnly = new Set(['GET', 'HEAD', 'OPTIONS']);
const secretKey = /pass|secret|otp|code|token/i;

/** The request body without anything secret, for the fallback audit row. */
function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, secretKey.test(k) ? '[redacted]' : redact(v)]));
  }
  return value;
}

/**
 * Guarantees that every successful staff write (any non-GET route declared under /api/admin, in any module)
 * leaves an audit row. Use cases that know the before and after record their own row inside their
 * transaction (`StaffWrite.run`); for any that did not, this writes one from the route, its
 * parameters and the redacted body before the response is sent (after the use case committed: a
 * fallback, not the way to audit a change).
 */
@Injectable()
export class StaffAuditInterceptor implements NestInterceptor {
  constructor(
    @Inject(AuditLog) private readonly audit: AuditLog,
    @Inject(Reflector) private readonly reflector: Reflector,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const req = context.switchToHttp().getRequest<StaffRequest>();
    if (readOnly.has(req.method) || !isStaffRoute(context.getHandler(), context.getClass())) return next.handle();
    const audit = auditContextOf(req);
    // A write with no one to name in its audit row is refused before it runs, not after (the guard
    // already makes this unreachable for every route but the sign-in steps, which record themselves).
    if (!this.reflector.getAllAndOverride<boolean>(STAFF_PUBLIC, [context.getHandler(), context.getClass()]))
      this.audit.requireActor(audit);
    return next.handle().pipe(
      mergeMap((result) =>
        from(
          (async () => {
            if (!audit.recorded) {
              const route = (req.route as { path?: string } | undefined)?.path ?? req.path;
              const params = Object.values(req.params ?? {});
              await this.audit.record(audit, {
                action: `${req.method} ${route}`,
                targetKind: route.replace(new RegExp(`^/${staffPathPrefix}/`, 'i'), '').split('/')[0] || undefined,
                ...(params.length ? { targetId: params.join('/') } : {}),
                after: redact(req.body ?? null),
              });
            }
            return result;
          })(),
        ),
      ),
    );
  }
}
