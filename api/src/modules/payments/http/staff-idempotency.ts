import {
  applyDecorators,
  BadRequestException,
  ConflictException,
  createParamDecorator,
  HttpStatus,
  Inject,
  Injectable,
  UnprocessableEntityException,
  UseInterceptors,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { HTTP_CODE_METADATA } from '@nestjs/common/constants.js';
import { ApiHeader } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { createHash } from 'node:crypto';
import { catchError, from, mergeMap, of, type Observable } from 'rxjs';
import type { StaffPrincipal } from '../../backoffice/index.js';
import { StaffIdempotencyRepository, type IdempotentRequest } from '../persistence/staff-idempotency.repository.js';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** 16 to 128 characters, e.g. a UUID from crypto.randomUUID(). */
const keyPattern = /^[A-Za-z0-9][A-Za-z0-9._:-]{15,127}$/;

export const idempotencyMessages = {
  missing: 'Send an Idempotency-Key header: a new key (for example a UUID) for each decision, the same key on every retry of it.',
  malformed: 'The Idempotency-Key header must be 16 to 128 letters, digits or the characters . _ : - (for example a UUID).',
  mismatch: 'This Idempotency-Key was already used for a different request. Use a new key for a new request.',
  busy: 'A request with this Idempotency-Key is still being processed. Try again in a moment.',
} as const;

type IdempotentHttpRequest = Request & { staff?: StaffPrincipal; staffRequestId?: string };

/** JSON with object keys sorted, so the same body always hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value ?? null);
}

/**
 * The id a request derives from its staff key, scoped by staff member and route: a UUID (version 5
 * layout) of sha256(staff id, route, key). Used as the id of what the request creates (a staff
 * adjustment), and so as its ledger idempotency key: a retry, or a request that takes over a crashed
 * one, appends nothing twice.
 */
export function scopedRequestId(staffId: string, route: string, key: string): string {
  const hex = createHash('sha256').update(`${staffId}\n${route}\n${key}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Makes a staff route that moves money idempotent. The request must carry `Idempotency-Key` (400
 * otherwise). The first request with a key runs the handler; a repeat of it (a double click, a retry
 * after a lost answer, a racing second tab) waits for the first and answers the same status and body,
 * and moves no money; the same key with another route, parameters or body is a 422. Only successful
 * answers are kept: a refusal (4xx) or failure releases the key, because nothing was done and the same
 * dialog may try again (e.g. with the reason filled in).
 */
@Injectable()
export class StaffIdempotencyInterceptor implements NestInterceptor {
  constructor(@Inject(StaffIdempotencyRepository) private readonly keys: StaffIdempotencyRepository) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    const req = http.getRequest<IdempotentHttpRequest>();
    const res = http.getResponse<Response>();
    const key = req.header(IDEMPOTENCY_HEADER);
    if (key === undefined || key.trim() === '') throw new BadRequestException({ message: idempotencyMessages.missing });
    if (!keyPattern.test(key)) throw new BadRequestException({ message: idempotencyMessages.malformed });
    const staffId = req.staff?.id;
    // The staff guard runs first; without a principal the handler's own @CurrentStaff refuses the call.
    if (!staffId) return next.handle();

    const declared = (req.route as { path?: string } | undefined)?.path ?? req.path;
    const route = `${req.method} ${declared}`;
    const request: IdempotentRequest = {
      staffId,
      key,
      route,
      requestHash: createHash('sha256')
        .update(canonical({ route, params: req.params ?? {}, body: req.body ?? null }))
        .digest('hex'),
    };
    const claim = await this.keys.claim(request);
    if (claim.kind === 'mismatch') throw new UnprocessableEntityException({ message: idempotencyMessages.mismatch });
    if (claim.kind === 'busy') throw new ConflictException({ message: idempotencyMessages.busy });
    if (claim.kind === 'replay') {
      res.setHeader('Idempotent-Replayed', 'true');
      return of(JSON.parse(claim.body) as unknown);
    }

    req.staffRequestId = scopedRequestId(staffId, route, key);
    const status =
      (Reflect.getMetadata(HTTP_CODE_METADATA, context.getHandler()) as number | undefined) ??
      (req.method === 'POST' ? HttpStatus.CREATED : HttpStatus.OK);
    return next.handle().pipe(
      mergeMap((answer) =>
        from(
          (async () => {
            await this.keys.complete(request, status, JSON.stringify(answer ?? null));
            return answer;
          })(),
        ),
      ),
      catchError((error: unknown) =>
        from(
          (async () => {
            await this.keys.release(request);
            throw error;
          })(),
        ),
      ),
    );
  }
}

/** Marks a staff route that moves money: `Idempotency-Key` required, repeats answered once (see the interceptor). */
export const IdempotentMoneyMove = (): MethodDecorator =>
  applyDecorators(
    UseInterceptors(StaffIdempotencyInterceptor),
    ApiHeader({
      name: IDEMPOTENCY_HEADER,
      required: true,
      description: 'A new key (e.g. a UUID) per decision, repeated on every retry: a repeat answers the first result and moves no money.',
    }),
  );

/** The id this request derives from its Idempotency-Key (see `scopedRequestId`). */
export const StaffRequestId = createParamDecorator((_: unknown, context: ExecutionContext): string => {
  const id = context.switchToHttp().getRequest<IdempotentHttpRequest>().staffRequestId;
  if (!id) throw new BadRequestException({ message: idempotencyMessages.missing });
  return id;
});
