import { ApiError } from '@/lib/api-client';

/** The API answered 404: the market or event named in the address does not exist (any more). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
