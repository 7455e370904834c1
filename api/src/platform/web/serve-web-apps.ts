import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import compression from 'compression';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import type { HomeFirstView } from '@khela/contracts';
import { memoryAssets } from './memory-assets.js';

// Paths the api answers itself. /player/logout, the desktop log-out link (spec 2.1), is a player-site page.
const apiPrefixes = ['/api', '/socket.io', '/captcha', '/storage'];

export interface WebAppsOptions {
  /**
   * The player home page's first view (logo, general settings, Main banners, as their routes answer in English),
   * or undefined: written into the home page's HTML (withHomeFirstView), so the page paints its banners without
   * waiting for those requests, and its first banner (the largest paint) is preloaded beside the scripts (issues
   * 14 and 15). A failed read serves the page without them; the page then asks the routes as before.
   */
  homeFirstView?: () => Promise<HomeFirstView | undefined>;
}

const htmlEscapes: Readonly<Record<string, string>> = { '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' };

/** The `<link rel=preload>` of the first banner, placed before `</head>`; index.html as it is without one. */
export function withBannerPreload(html: string, image: string | undefined): string {
  if (!image || !/^\/storage\/[A-Za-z0-9._/-]+$/.test(image)) return html;
  const href = image.replace(/[&"<>]/g, (c) => htmlEscapes[c]!);
  return html.replace('</head>', `<link rel="preload" as="image" href="${href}" fetchpriority="high">\n</head>`);
}

/** The id of the JSON block the player site reads its first view from (web-player/src/lib/home-first-view.ts). */
export const HOME_FIRST_VIEW_ID = 'home-first-view';

/**
 * The home page with its first view: the first banner preloaded, and the view as a JSON data block before
 * `</head>` (a data block is not run, so the CSP has nothing to allow). Every `<` is written `\u003c`: staff
 * HTML in the system notice can never close the block. index.html as it is without a view.
 */
export function withHomeFirstView(html: string, view: HomeFirstView | undefined): string {
  if (!view) return html;
  const json = JSON.stringify(view).replace(/</g, '\\u003c');
  // A function, not a string: `$&` or `$'` in a staff text would be a replacement pattern.
  const block = `<script type="application/json" id="${HOME_FIRST_VIEW_ID}">${json}</script>\n</head>`;
  return withBannerPreload(html, view.sliders[0]?.thubmnail).replace('</head>', () => block);
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
      if (mount !== '/' || req.path !== '/' || !options.homeFirstView) return res.sendFile(index);
      // The home page: with its first view (a failed read only costs the view; the page asks for it itself).
      void Promise.all([readFile(index, 'utf8'), options.homeFirstView().catch(() => undefined)]).then(
        ([html, view]) => res.type('html').send(withHomeFirstView(html, view)),
        (error: unknown) => next(error),
      );
    });
  }
  return served;
}
