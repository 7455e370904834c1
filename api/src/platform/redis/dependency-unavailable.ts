/**
 * The rule while Redis (or another backing service) is away: fail closed and fast. A request that needs
 * it (rate limits, lockouts, one-time codes, captchas, job queues) is refused with 503 and this text
 * within about a second, instead of hanging or answering 500; it is never let through unlimited.
 */
export const serviceUnavailableMessage = 'Service temporarily unavailable, please try again shortly.';

/** Seconds a 503 asks the caller to wait (`Retry-After`). */
export const serviceUnavailableRetrySeconds = 5;

/** Thrown where our own code gives up on a backing service (a timed-out enqueue, a failed ping). */
export class DependencyUnavailableError extends Error {
  constructor(
    readonly dependency: string,
    cause?: unknown,
  ) {
    super(`${dependency} is unavailable${cause instanceof Error ? `: ${cause.message}` : ''}`, cause === undefined ? undefined : { cause });
    this.name = 'DependencyUnavailableError';
  }
}

// What ioredis rejects a command with while the connection is down or stuck (ioredis 5: Redis.js,
// Command.js, utils CONNECTION_CLOSED_ERROR_MSG, errors MaxRetriesPerRequestError).
const redisOutageMessages = new Set([
  "Stream isn't writeable and enableOfflineQueue options is false",
  'Command timed out',
  'Connection is closed.',
]);
const networkCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
// Postgres out of reach or overloaded: the pool found no free connection in time (pg-pool's own text), the
// connection was cut (admin shutdown 57P01-57P03, connection exceptions 08xxx), or the server has no slot
// left (53300). The request did nothing we can vouch for; the client retries (money routes are idempotent).
const postgresOutageMessages = [/^timeout exceeded when trying to connect$/, /^Connection terminated/, /is not queryable$/];
const postgresOutageCodes = /^(57P0[1-3]|08\d{3}|53300)$/;

/** Whether an error means a backing service (Redis, Postgres, a queue) could not be reached (answered 503), not a bug (500). */
export function isDependencyUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error instanceof DependencyUnavailableError) return true;
  if (error.name === 'MaxRetriesPerRequestError' || redisOutageMessages.has(error.message)) return true;
  if (postgresOutageMessages.some((pattern) => pattern.test(error.message))) return true;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && (networkCodes.has(code) || postgresOutageCodes.test(code));
}

/** `work`, or a DependencyUnavailableError once `ms` have passed without an answer. */
export async function withDeadline<T>(dependency: string, ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DependencyUnavailableError(dependency, new Error(`no answer within ${ms} ms`))), ms);
    timer.unref();
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}
