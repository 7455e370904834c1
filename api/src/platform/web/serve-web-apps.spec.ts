import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import express from 'express';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { HomeFirstView } from '@khela/contracts';
import { serveWebApps, withBannerPreload, withHomeFirstView } from './serve-web-apps.js';

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

/** A first view whose staff texts try to end the block, open a comment and use replacement patterns. */
function firstView(banner: string | undefined): HomeFirstView {
  return {
    language: 'en',
    at: 1_795_490_000_000,
    logo: [{ logo: '/storage/content/logo.svg', mobile_logo: '', loader_logo: '', favicon: '' }],
    general: {
      site_title: 'Khela',
      site_status: 1,
      notice: ["Win $' and $& </script><script>alert(1)</script>", '<!-- not a comment', '\u2028 line'],
      system_notice: '<p>Welcome</p>',
      support_mail: 'support@khela.example',
      withdrawal_status: 1,
      messaging_link: '',
      livechat_license: '',
      tawk_property_id: '',
      tawk_widget_id: '',
      support_phone: '',
      support_telegram: '',
      support_facebook: '',
      affiliate_url: '',
      app_download_url: '',
      maintenance_text: '',
    },
    sliders: banner
      ? [{ id: 1, name: 'Welcome', link: '/promotions', thubmnail: banner, status: 'active', slider_type: 'Main', order: 0 }]
      : [],
  };
}

/** The view as the page reads it back: the block's text, parsed. */
function blockOf(html: string): unknown {
  const match = /<script type="application\/json" id="home-first-view">([^<]*)<\/script>/.exec(html);
  return match ? JSON.parse(match[1]!) : undefined;
}

describe('withHomeFirstView', () => {
  it('preloads the first banner and writes the view as a JSON block before </head> that reads back equal', () => {
    const view = firstView('/storage/slider/welcome.svg');
    const html = withHomeFirstView(indexHtml, view);
    expect(html).toContain('<link rel="preload" as="image" href="/storage/slider/welcome.svg" fetchpriority="high">\n');
    expect(html.indexOf('id="home-first-view"')).toBeLessThan(html.indexOf('</head>'));
    expect(blockOf(html)).toEqual(view);
  });

  it('writes no "<" inside the block: staff text cannot close it or open a comment, and $ patterns stay text', () => {
    const html = withHomeFirstView(indexHtml, firstView(undefined));
    const block = html.slice(html.indexOf('id="home-first-view">'), html.indexOf('</script>'));
    expect(block.slice('id="home-first-view">'.length)).not.toContain('<');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect((blockOf(html) as HomeFirstView).general.notice[0]).toBe("Win $' and $& </script><script>alert(1)</script>");
    expect(html).not.toContain('rel="preload"');
  });

  it('leaves the page as it is without a view', () => {
    expect(withHomeFirstView(indexHtml, undefined)).toBe(indexHtml);
  });
});

describe('serveWebApps: the player home page carries its first view', () => {
  let root: string;
  let server: Server;
  let base: string;
  let view: () => Promise<HomeFirstView | undefined> = async () => undefined;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'serve-web-apps-'));
    mkdirSync(join(root, 'web-player/dist/assets'), { recursive: true });
    writeFileSync(join(root, 'web-player/dist/index.html'), indexHtml);
    const app = express();
    serveWebApps(app, root, { homeFirstView: () => view() });
    server = await new Promise((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(root, { recursive: true, force: true });
  });

  it('adds the preload and the view on / only, with the no-cache HTML headers of every page', async () => {
    const written = firstView('/storage/slider/welcome.svg');
    view = async () => written;
    const home = await fetch(`${base}/`);
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toMatch(/^text\/html/);
    expect(home.headers.get('cache-control')).toBe('no-cache');
    const html = await home.text();
    expect(html).toContain('<link rel="preload" as="image" href="/storage/slider/welcome.svg" fetchpriority="high">');
    expect(blockOf(html)).toEqual(written);

    const login = await fetch(`${base}/login`);
    expect(login.status).toBe(200);
    expect(await login.text()).toBe(indexHtml);
  });

  it('serves the page as built when there is no view or reading it fails', async () => {
    view = async () => undefined;
    expect(await (await fetch(`${base}/`)).text()).toBe(indexHtml);
    view = () => Promise.reject(new Error('database down'));
    const failed = await fetch(`${base}/`);
    expect(failed.status).toBe(200);
    expect(await failed.text()).toBe(indexHtml);
  });
});
