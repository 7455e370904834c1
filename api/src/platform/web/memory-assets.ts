import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Handler } from 'express';

/** Types of the files Vite writes under assets/; any other file there is left to express.static. */
const types: Readonly<Record<string, { type: string; compress: boolean }>> = {
  '.js': { type: 'text/javascript; charset=utf-8', compress: true },
  '.css': { type: 'text/css; charset=utf-8', compress: true },
  '.svg': { type: 'image/svg+xml', compress: true },
  '.json': { type: 'application/json; charset=utf-8', compress: true },
  '.woff2': { type: 'font/woff2', compress: false },
  '.webp': { type: 'image/webp', compress: false },
  '.avif': { type: 'image/avif', compress: false },
  '.png': { type: 'image/png', compress: false },
  '.jpg': { type: 'image/jpeg', compress: false },
};

interface Asset {
  type: string;
  etag: string;
  identity: Buffer;
  gzip?: Buffer;
  br?: Buffer;
}

/**
 * A web app's hashed build files (`<dist>/assets/*`, named by content) read once, at start, and answered from
 * memory: no file system access and no compression per request, cached for a year (`immutable`: a repeat
 * visit downloads nothing but the HTML). Brotli or gzip as the browser accepts, `Vary: Accept-Encoding`, an
 * ETag for revalidation. Anything not in the map goes on to `next()`.
 *
 * The build writes each file's `.br` and `.gz` beside it (libs/web-kit/precompress.ts): taken as they are,
 * so a start costs no compression (both apps' files took ~0.6 CPU-seconds to compress, at every start).
 * A file without them (a build by other means) is compressed here, as before.
 */
export function memoryAssets(dist: string): Handler {
  const assets = new Map<string, Asset>();
  const dir = join(dist, 'assets');
  if (existsSync(dir)) {
    for (const name of readdirSync(dir)) {
      const kind = types[extname(name)];
      if (!kind) continue;
      const identity = readFileSync(join(dir, name));
      const etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
      const asset: Asset = { type: kind.type, etag, identity };
      if (kind.compress && identity.length > 1024) {
        asset.gzip = readIfPresent(join(dir, `${name}.gz`)) ?? gzipSync(identity, { level: 9 });
        asset.br =
          readIfPresent(join(dir, `${name}.br`)) ??
          brotliCompressSync(identity, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
          });
      }
      assets.set(`/assets/${name}`, asset);
    }
  }
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const asset = assets.get(req.path);
    if (!asset) return next();
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('Content-Type', asset.type);
    res.setHeader('ETag', asset.etag);
    if (asset.gzip) res.setHeader('Vary', 'Accept-Encoding');
    if (req.headers['if-none-match'] === asset.etag) {
      res.statusCode = 304;
      res.end();
      return;
    }
    const accepted = String(req.headers['accept-encoding'] ?? '');
    const [encoding, body] =
      asset.br && /\bbr\b/.test(accepted)
        ? ['br', asset.br]
        : asset.gzip && /\bgzip\b/.test(accepted)
          ? ['gzip', asset.gzip]
          : [undefined, asset.identity];
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}

function readIfPresent(path: string): Buffer | undefined {
  return existsSync(path) ? readFileSync(path) : undefined;
}
