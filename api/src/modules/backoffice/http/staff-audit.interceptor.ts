import { Inject, Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { from, mergeMap, type Observable } from 'rxjs';
import { AuditLog } from '../persistence/audit-log.js';
import { auditContextOf, isAdminPath, type StaffRequest } from './staff-request.js';

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
 * Guarantees that every successful staff write (any non-GET route under /api/admin, in any module)
 * leaves an audit row. Use cases that know the before and after record their own row inside their
 * transaction (`AuditLog.record`); for any that did not, this writes one from the route, its
 * parameters and the redacted body before the response is sent.
 */
@Injectable()
export class StaffAuditInterceptor implements NestInterceptor {
  constructor(@Inject(AuditLog) private readonly audit: AuditLog) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const req = context.switchToHttp().getRequest<StaffRequest>();
    if (readOnly.has(req.method) || !isAdminPath(req)) return next.handle();
    const audit = auditContextOf(req);
    return next.handle().pipe(
      mergeMap((result) =>
        from(
          (async () => {
            if (!audit.recorded) {
              const route = (req.route as { path?: string } | undefined)?.path ?? req.path;
              const params = Object.values(req.params ?? {});
              await this.audit.record(audit, {
                action: `${req.method} ${route}`,
                targetKind: route.replace(/^\/api\/admin\//, '').split('/')[0] || undefined,
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
