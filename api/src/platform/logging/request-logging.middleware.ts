import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { requestContext } from './request-context.js';

const validId = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * Gives each request an id (a well-formed incoming X-Request-Id is kept), echoes it in the response,
 * runs the rest of the request inside that context, and logs one line when the response finishes.
 */
export function requestLogging(logger: Logger) {
  const httpLogger = pinoHttp({
    logger,
    genReqId: (req) => (req as Request & { requestId: string }).requestId,
    autoLogging: { ignore: (req) => req.url === '/api/health' },
    serializers: { req: (req: { method: string; url: string }) => ({ method: req.method, url: req.url }) },
  });
  return (req: Request, res: Response, next: NextFunction): void => {
    const incoming = req.header('x-request-id');
    const requestId = incoming && validId.test(incoming) ? incoming : randomUUID();
    (req as Request & { requestId: string }).requestId = requestId;
    res.setHeader('X-Request-Id', requestId);
    requestContext.run({ requestId }, () => httpLogger(req, res, next));
  };
}
