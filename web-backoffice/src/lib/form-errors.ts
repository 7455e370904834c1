import { ApiError } from './api-client';

/** The per-field messages of a 400 `{ message, errors }` answer, or undefined for any other failure. */
export function serverFieldErrors(error: unknown): Record<string, string[]> | undefined {
  return error instanceof ApiError && error.body.errors && Object.keys(error.body.errors).length > 0 ? error.body.errors : undefined;
}

/** First server message for `field`, if the last save failed on it. */
export function fieldError(error: unknown, field: string): string | undefined {
  return serverFieldErrors(error)?.[field]?.[0];
}

/**
 * The message to show above a form: the server's message when no field carries it (e.g. 403, 409,
 * network), nothing when every problem is already shown next to its field.
 */
export function formError(error: unknown, shownFields: readonly string[]): string | undefined {
  if (!error) return undefined;
  const fields = serverFieldErrors(error);
  if (fields && Object.keys(fields).every((f) => shownFields.includes(f))) return undefined;
  return error instanceof Error ? error.message : 'Something went wrong.';
}
