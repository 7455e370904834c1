import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import compression from 'compression';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { memoryAssets } from './memory-assets.js';

// Paths the api answers itself. /player/logout, the desktop log-out link (spec 2.1), is a player-site page.
const apiPrefixes = ['/api', '/socket.io', '/captcha', '/storage'];

export interface WebAppsOptions {
  /**
   * The image of the player home page's first banner (its largest paint), or undefined: the home page's HTML
   * preloads it (`fetchpriority=high`), so the browser fetches it beside the scripts instead of after them and
   * the /api/sliders answer (issue 15, LCP). Only this origin's /storage/ files are preloaded.
   */
  firstBanner?: () => Promise<string | undefined>;
}

const htmlEscapes: Readonly<Record<string, string>> = { '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' };

/** The `<link rel=preload>` of the first banner, placed before `</head>`; index.html as it is without one. */
export function withBannerPreload(html: string, image: string | undefined): string {
  if (!image || !/^\/storage\/[A-Za-z0-9._/-]+$/.test(image)) return html;
  const href = image.replace(/[&"<>]/g, (c) => htmlEscapes[c]!);
  return html.replace('</head>', `<link rel="preload" as="image" href="${href}" fetchpriority="high">\n</head>`);
}

/**
 * Serves the built player site at / and the back-office at /backoffice, with client-side routing
 * fallbacks to each app's index.html. Hashed assets are cached for a year; index.html never is. Both are
 * compressed: on a phone over a slow network the script size decides how soon the home page paints.
 */
export function serveWebApps(app: Express, repoRoot: string, options: WebAppsOptions = {}): string[] {
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
      if (mount !== '/' || req.path !== '/' || !options.firstBanner) return res.sendFile(index);
      // The home page: with its first banner preloaded (a failed look-up only costs the preload).
      void Promise.all([readFile(index, 'utf8'), options.firstBanner().catch(() => undefined)]).then(
        ([html, image]) => res.type('html').send(withBannerPreload(html, image)),
        (error: unknown) => next(error),
      );
    });
  }
  return served;
}
