import { existsSync } from 'node:fs';
import { join } from 'node:path';
import compression from 'compression';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { memoryAssets } from './memory-assets.js';

// Paths the api answers itself. /player/logout, the desktop log-out link (spec 2.1), is a player-site page.
const apiPrefixes = ['/api', '/socket.io', '/captcha', '/storage'];

/**
 * Serves the built player site at / and the back-office at /backoffice, with client-side routing
 * fallbacks to each app's index.html. Hashed assets are cached for a year; index.html never is. Both are
 * compressed: on a phone over a slow network the script size decides how soon the home page paints.
 */
export function serveWebApps(app: Express, repoRoot: string): string[] {
  const served: string[] = [];
  // Case-insensitive: `/API/admin/x` is no page of the web apps but an unknown API path, answered 404.
  const isApiPath = (path: string) => {
    const lower = path.toLowerCase();
    return apiPrefixes.some((p) => lower === p || lower.startsWith(`${p}/`));
  };
  // The web apps' handlers run for web paths only: an API request (mounted after these, at app.init) never
  // reaches the file system (serve-static's stat of a file that is not there was ~12% of the api's CPU
  // under load, bench/http/README.md) nor the compression wrapper (API answers keep their own encoding,
  // socket.io its transport). Inside a mount, req.path is relative to it: the full path is baseUrl + path.
  const webOnly =
    (handler: express.Handler): express.Handler =>
    (req, res, next) =>
      isApiPath(req.baseUrl + req.path) ? next() : handler(req, res, next);
  const compressWebFiles = compression();
  const apps = [
    { mount: '/backoffice', dir: join(repoRoot, 'web-backoffice/dist') },
    { mount: '/', dir: join(repoRoot, 'web-player/dist') },
  ];
  for (const { mount, dir } of apps) {
    const index = join(dir, 'index.html');
    if (!existsSync(index)) continue;
    served.push(mount);
    const files = express.static(dir, {
      index: false,
      setHeaders: (res, path) => {
        res.setHeader('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    // Hashed build files from memory, compressed once at start (memory-assets.ts); the rest from disk.
    app.use(mount, webOnly(memoryAssets(dir)), webOnly(compressWebFiles), webOnly(files));
    app.get(mount === '/' ? /.*/ : new RegExp(`^${mount}(/.*)?$`), (req: Request, res: Response, next: NextFunction) => {
      if (isApiPath(req.path)) return next();
      if (mount === '/' && req.path.startsWith('/backoffice')) return next();
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(index);
    });
  }
  return served;
}
