import type { LoggerService } from '@nestjs/common';
import { pino, type Logger } from 'pino';
import { currentRequestId } from './request-context.js';

/**
 * Never logged: credentials in requests, the session cookies responses set (a staff sign-in's Set-Cookie
 * carries the session token), passwords and tokens anywhere. The request line logs no header at all
 * (request-logging.middleware.ts); these paths guard any other line that logs a request or response.
 */
export const logRedactions = ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', '*.password', '*.token'];

/** JSON logs; every line written while serving a request carries its `requestId`. */
export function createLogger(level: string, instanceId: string): Logger {
  return pino({
    level,
    base: { instance: instanceId },
    timestamp: pino.stdTimeFunctions.isoTime,
    mixin: () => {
      const requestId = currentRequestId();
      return requestId ? { requestId } : {};
    },
    redact: { paths: logRedactions, remove: true },
  });
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
