import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import express from 'express';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serveWebApps, withBannerPreload } from './serve-web-apps.js';

const indexHtml = '<!doctype html><html><head><title>Khela</title></head><body><div id="root"></div></body></html>';

describe('withBannerPreload', () => {
  it('preloads a /storage/ image with high priority, before </head>', () => {
    expect(withBannerPreload(indexHtml, '/storage/slider/welcome.svg')).toBe(
      '<!doctype html><html><head><title>Khela</title>' +
        '<link rel="preload" as="image" href="/storage/slider/welcome.svg" fetchpriority="high">\n</head><body><div id="root"></div></body></html>',
    );
  });

  it.each([undefined, '', 'https://cdn.example/banner.png', '/storage/a b.png', '/storage/x"><script>.png', 'javascript:alert(1)'])(
    'leaves the page as it is for %p (no banner, another host, or not a plain storage path)',
    (image) => {
      expect(withBannerPreload(indexHtml, image)).toBe(indexHtml);
    },
  );
});

describe('serveWebApps: the player home page preloads its first banner', () => {
  let root: string;
  let server: Server;
  let base: string;
  let banner: () => Promise<string | undefined> = async () => undefined;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'serve-web-apps-'));
    mkdirSync(join(root, 'web-player/dist/assets'), { recursive: true });
    writeFileSync(join(root, 'web-player/dist/index.html'), indexHtml);
    const app = express();
    serveWebApps(app, root, { firstBanner: () => banner() });
    server = await new Promise((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(root, { recursive: true, force: true });
  });

  it('adds the link on / only, with the no-cache HTML headers of every page', async () => {
    banner = async () => '/storage/slider/welcome.svg';
    const home = await fetch(`${base}/`);
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toMatch(/^text\/html/);
    expect(home.headers.get('cache-control')).toBe('no-cache');
    expect(await home.text()).toContain('<link rel="preload" as="image" href="/storage/slider/welcome.svg" fetchpriority="high">');

    const login = await fetch(`${base}/login`);
    expect(login.status).toBe(200);
    expect(await login.text()).toBe(indexHtml);
  });

  it('serves the page without a preload when there is no banner or the look-up fails', async () => {
    banner = async () => undefined;
    expect(await (await fetch(`${base}/`)).text()).toBe(indexHtml);
    banner = () => Promise.reject(new Error('database down'));
    const failed = await fetch(`${base}/`);
    expect(failed.status).toBe(200);
    expect(await failed.text()).toBe(indexHtml);
  });
});
