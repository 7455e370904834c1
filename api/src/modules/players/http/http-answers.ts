import { ForbiddenException, type ExecutionContext } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { PlayerFailure, PlayerResult } from '../domain/player-failure.js';
import type { ClientInfo } from '../commands/client-info.js';

export const statusOf: Record<PlayerFailure['reason'], number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  locked: 403,
  not_found: 404,
  conflict: 409,
  too_many: 429,
};

/**
 * Writes a use case's result: success as given, a refusal as `{ message, errors?, retry_after? }` with
 * its status (and Retry-After on 429). Answered here rather than thrown so the wait reaches the client.
 */
export function answer<T extends object>(res: Response, result: PlayerResult<T>, successStatus = 200): Omit<T, 'ok'> | object {
  if (result.ok) {
    res.status(successStatus);
    const { ok: _ok, ...body } = result;
    return body;
  }
  res.status(statusOf[result.reason]);
  if (result.retryAfterSeconds) res.setHeader('Retry-After', String(result.retryAfterSeconds));
  return {
    message: result.message,
    ...(result.errors ? { errors: result.errors } : {}),
    ...(result.retryAfterSeconds ? { retry_after: result.retryAfterSeconds } : {}),
  };
}

export const clientOf = (req: Request): ClientInfo => ({
  ...(req.ip ? { ip: req.ip } : {}),
  ...(req.header('user-agent') ? { userAgent: req.header('user-agent')! } : {}),
  ...(req.header('accept-language') ? { acceptLanguage: req.header('accept-language')! } : {}),
});

/** A `remote_id` in a request must be the caller's own (ARCHITECTURE section 4); absent means the caller. */
export function assertOwnRemoteId(remoteId: unknown, playerId: string, message: string): void {
  if (remoteId === undefined || remoteId === null || remoteId === '') return;
  if (String(remoteId) !== playerId) throw new ForbiddenException({ message });
}

export const requestOf = (context: ExecutionContext) => context.switchToHttp().getRequest<Request>();
