import { describe, expect, it } from '@jest/globals';
import express from 'express';
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { memoryAssets } from './memory-assets.js';

const script = `console.log(${JSON.stringify('x'.repeat(4000))});\n`;

async function serve(precompressed?: { br: Buffer; gz: Buffer }) {
  const dist = mkdtempSync(join(tmpdir(), 'memory-assets-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets/index-abc123.js'), script);
  if (precompressed) {
    writeFileSync(join(dist, 'assets/index-abc123.js.br'), precompressed.br);
    writeFileSync(join(dist, 'assets/index-abc123.js.gz'), precompressed.gz);
  }
  const app = express();
  app.use(memoryAssets(dist));
  app.use((_req, res) => res.status(404).send('next'));
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

function get(base: string, headers: Record<string, string>, method = 'GET', path = '/assets/index-abc123.js') {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    // node:http, not fetch: fetch decodes the body and hides the encoding's bytes
    const req = request(`${base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('memoryAssets', () => {
  it('answers hashed build files from memory, brotli or gzip as accepted, cached for a year, with an ETag', async () => {
    const { server, base } = await serve();
    try {
      const br = await get(base, { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.status).toBe(200);
      expect(br.headers).toMatchObject({
        'content-encoding': 'br',
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'public, max-age=31536000, immutable',
        vary: 'Accept-Encoding',
      });
      expect(brotliDecompressSync(br.body).toString()).toBe(script);
      const gzip = await get(base, { 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.body).toString()).toBe(script);
      const plain = await get(base, {});
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toBe(script);
      const revalidated = await get(base, { 'if-none-match': String(br.headers.etag) });
      expect(revalidated.status).toBe(304);
      const head = await get(base, { 'accept-encoding': 'gzip' }, 'HEAD');
      expect(head.status).toBe(200);
      expect(Number(head.headers['content-length'])).toBe(gzip.body.length);
      expect(head.body.length).toBe(0);
      // Not a build file, or not a read: on to the next handler.
      expect((await fetch(`${base}/assets/other.js`)).status).toBe(404);
      expect((await fetch(`${base}/assets/index-abc123.js`, { method: 'POST' })).status).toBe(404);
    } finally {
      server.close();
    }
  });

  it("takes the build's .br and .gz copies as they are, and never serves them as files of their own", async () => {
    // Marked copies (still valid encodings of the script), so the test sees which bytes went out.
    const br = brotliCompressSync(script, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } });
    const gz = gzipSync(script, { level: 1 });
    const { server, base } = await serve({ br, gz });
    try {
      expect((await get(base, { 'accept-encoding': 'br' })).body.equals(br)).toBe(true);
      expect((await get(base, { 'accept-encoding': 'gzip' })).body.equals(gz)).toBe(true);
      expect((await get(base, {})).body.toString()).toBe(script);
      expect((await get(base, {}, 'GET', '/assets/index-abc123.js.br')).status).toBe(404);
    } finally {
      server.close();
    }
  });
});
