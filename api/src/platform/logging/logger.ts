import type { LoggerService } from '@nestjs/common';
import { pino, type Logger } from 'pino';
import { currentRequestId } from './request-context.js';

/**
 * Never logged: credentials in requests, the session cookies responses set (a staff sign-in's Set-Cookie
 * carries the session token), passwords and tokens anywhere. The request line logs no header at all
 * (request-logging.middleware.ts); these paths guard any other line that logs a request or response.
 */
export const logRedactions = ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', '*.password', '*.token'];

/**
 * JSON logs to stdout; every line written while serving a request carries its `requestId`. `sync: false`
 * (the HTTP process) writes off the request's path: lines written while a write is in flight are joined
 * into the next one, and pino flushes what is left synchronously when the process exits.
 */
export function createLogger(level: string, instanceId: string, { sync = true }: { sync?: boolean } = {}): Logger {
  const options = {
    level,
    base: { instance: instanceId },
    timestamp: pino.stdTimeFunctions.isoTime,
    mixin: () => {
      const requestId = currentRequestId();
      return requestId ? { requestId } : {};
    },
    redact: { paths: logRedactions, remove: true },
  };
  return sync ? pino(options) : pino(options, pino.destination({ dest: 1, sync: false, minLength: 0 }));
}

/** Routes Nest's own logging into pino. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string): void {
    this.logger.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string): void {
    this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string): void {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string): void {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string): void {
    this.logger.trace({ context }, String(message));
  }
}
