import type { FieldErrors } from './field-errors.js';

/**
 * Why a player use case refused, as a value (CONVENTIONS item 3); only the HTTP layer maps `reason` to
 * a status code. `retryAfterSeconds` tells the client how long to wait (rate limits, code resends).
 */
export interface PlayerFailure {
  ok: false;
  reason: 'invalid' | 'unauthenticated' | 'forbidden' | 'conflict' | 'too_many' | 'locked' | 'not_found';
  message: string;
  errors?: FieldErrors;
  retryAfterSeconds?: number;
}

export type PlayerResult<T> = ({ ok: true } & T) | PlayerFailure;

export const fail = (
  reason: PlayerFailure['reason'],
  message: string,
  extra: Pick<PlayerFailure, 'errors' | 'retryAfterSeconds'> = {},
): PlayerFailure => ({ ok: false, reason, message, ...extra });

export const invalid = (errors: FieldErrors, message = Object.values(errors)[0]?.[0] ?? 'Invalid request'): PlayerFailure =>
  fail('invalid', message, { errors });

/** "N minutes" for waits: rounded up, at least one. */
export const minutesText = (seconds: number): string => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
};

export const tooManyAttempts = (retryAfterSeconds: number): PlayerFailure =>
  fail('too_many', `Too many attempts. Please try again in ${minutesText(retryAfterSeconds)}.`, { retryAfterSeconds });
