import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { requestContext } from './request-context.js';

const validId = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * Gives each request an id (a well-formed incoming X-Request-Id is kept), echoes it in the response,
 * runs the rest of the request inside that context, and logs one line when the response finishes: the
 * request line, status and time (`{ req: { method, url }, res: { statusCode }, responseTime }`), never a
 * header (no token, cookie or Set-Cookie can reach the log). With the level above `info` nothing is built
 * or logged; `/api/health` (probes every few seconds) is never logged.
 */
export function requestLogging(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const incoming = req.headers['x-request-id'];
    const requestId = typeof incoming === 'string' && validId.test(incoming) ? incoming : randomUUID();
    (req as Request & { requestId: string }).requestId = requestId;
    res.setHeader('X-Request-Id', requestId);
    if (logger.isLevelEnabled('info') && req.url !== '/api/health') {
      const started = performance.now();
      const { method, url } = req; // before routing rewrites req.url for mounted handlers
      res.once('close', () => {
        const line = { req: { method, url }, res: { statusCode: res.statusCode }, responseTime: Math.round(performance.now() - started) };
        // 'close' comes after 'finish', or alone when the client went away before the answer was sent.
        requestContext.run({ requestId }, () => logger.info(line, res.writableFinished ? 'request completed' : 'request aborted'));
      });
    }
    requestContext.run({ requestId }, next);
  };
}
