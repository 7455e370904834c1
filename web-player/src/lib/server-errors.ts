import { ApiError } from './api-client';

/** True when the server could not be reached (or answered something we could not read). */
export function isNetworkError(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 0;
}

/** The first message of each field in a 400 answer's `errors`, e.g. { phone: 'Phone number is required' }. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !error.body.errors) return {};
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(error.body.errors)) {
    const first = Array.isArray(messages) ? messages.find((m) => typeof m === 'string' && m !== '') : undefined;
    if (first) out[field] = first;
  }
  return out;
}

/** The server's own message when it sent one (not our "Request failed (HTTP n)" stand-in). */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status === 0) return undefined;
  const message = error.body.message;
  return message && !message.startsWith('Request failed (HTTP') ? message : undefined;
}
