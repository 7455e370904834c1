import type { Request, Response } from 'express';
import type { ServedBody } from '../store/exchange-snapshots.js';

/**
 * Sends a body the snapshot store made once per change: 304 when the client already holds it (its
 * If-None-Match names this ETag), else the JSON text as stored. No query, no serialisation per poll.
 */
export function sendSnapshot(req: Request, res: Response, served: ServedBody): void {
  res.setHeader('ETag', served.etag);
  // Every poll asks again (no-cache) and may be answered 304; nothing is kept by shared caches.
  res.setHeader('Cache-Control', 'private, no-cache');
  const held = req.headers['if-none-match'];
  if (held && held.split(',').some((tag) => tag.trim() === served.etag)) {
    res.status(304).end();
    return;
  }
  res.type('application/json').send(served.body);
}
