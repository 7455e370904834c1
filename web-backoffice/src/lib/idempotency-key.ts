import { useState } from 'react';

/** The header every staff decision that moves money carries (the api refuses such a call without it). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/**
 * A new random key (a UUID). crypto.randomUUID exists only in secure contexts (https, localhost); a
 * back-office opened over plain http on another host gets one built from crypto.getRandomValues.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * One key for the life of the component: a dialog mounts when it opens, so every submit of one opening
 * (a double click, a retry after a lost answer) sends the same key and the server acts once.
 */
export function useIdempotencyKey(): string {
  const [key] = useState(newIdempotencyKey);
  return key;
}

/** The request headers of a call made with `key`. */
export const idempotencyHeaders = (key: string) => ({ [IDEMPOTENCY_HEADER]: key });
