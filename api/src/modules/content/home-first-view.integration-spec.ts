import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { GeneralSettings, HomeFirstView, LogoItem, SliderItem } from '@khela/contracts';
import express from 'express';
import type { Pool } from 'pg';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Clock } from '../../platform/clock/clock.js';
import { DB_POOL } from '../../platform/database/database.module.js';
import { serveWebApps } from '../../platform/web/serve-web-apps.js';
import {
  clearRedisPrefix,
  createTestDatabase,
  startTestApp,
  uniqueRedisPrefix,
  type TestApp,
  type TestDatabase,
} from '../../../test/test-app.js';
import { hangBound } from '../../../test/test-env.js';
import { SessionStore } from '../auth/index.js';
import { ReadHomeFirstView } from './http/home-first-view.js';
import { DemoContentSeed } from './seed/demo-content.seed.js';

const indexHtml = '<!doctype html><html><head><title>Khela</title></head><body><div id="root"></div></body></html>';

/**
 * The home page's first view (issue 14) is what the three routes answer in English, read from the same rows:
 * a page rendered from it shows what it would have shown after asking them. Served here through serveWebApps
 * over a stand-in index.html (the built site may not exist yet when the integration tier runs).
 */
describe('home page first view (ReadHomeFirstView through serveWebApps)', () => {
  const prefix = uniqueRedisPrefix();
  let db: TestDatabase;
  let app: TestApp;
  let staff: string;
  let root: string;
  let web: Server;
  let webUrl: string;

  const read = async <T>(path: string, headers: Record<string, string> = {}) =>
    (await (await fetch(`${app.url}${path}`, { headers })).json()) as T;
  const viewInPage = async (): Promise<HomeFirstView> => {
    const html = await (await fetch(`${webUrl}/`)).text();
    const match = /<script type="application\/json" id="home-first-view">([^<]*)<\/script>/.exec(html);
    expect(match).not.toBeNull();
    return JSON.parse(match![1]!) as HomeFirstView;
  };
  const routesAnswer = async (headers: Record<string, string> = {}) => ({
    logo: await read<LogoItem[]>('/api/logo', headers),
    general: await read<GeneralSettings>('/api/general', headers),
    sliders: await read<SliderItem[]>('/api/sliders?slider_type=Main', headers),
  });

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await startTestApp({ databaseUrl: db.url, role: 'api', env: { REDIS_PREFIX: prefix } });
    await app.app.get(DemoContentSeed).seed();
    const pool: Pool = app.app.get(DB_POOL);
    const { rows } = await pool.query<{ id: string }>(
      `INSERT INTO staff_users (username, display_name, password_hash, roles) VALUES ('first-view-editor', 'Editor', 'not-a-real-hash', '{content}') RETURNING id`,
    );
    staff = (await app.app.get(SessionStore).issue('staff', rows[0]!.id)).token;

    root = mkdtempSync(join(tmpdir(), 'home-first-view-'));
    mkdirSync(join(root, 'web-player/dist'), { recursive: true });
    writeFileSync(join(root, 'web-player/dist/index.html'), indexHtml);
    const server = express();
    const reader = app.app.get(ReadHomeFirstView);
    serveWebApps(server, root, { homeFirstView: () => reader.read() });
    web = await new Promise((resolve) => {
      const s = server.listen(0, '127.0.0.1', () => resolve(s));
    });
    webUrl = `http://127.0.0.1:${(web.address() as AddressInfo).port}`;
  }, hangBound(30_000));

  afterAll(async () => {
    await new Promise((resolve) => web?.close(resolve));
    if (root) rmSync(root, { recursive: true, force: true });
    await app?.close();
    await db?.drop();
    await clearRedisPrefix(prefix);
  });

  it('holds exactly the English answers of /api/logo, /api/general and /api/sliders?slider_type=Main, with the time read', async () => {
    const before = app.app.get(Clock).nowMs();
    const view = await viewInPage();
    expect(view.language).toBe('en');
    expect(view.at).toBeGreaterThanOrEqual(before);
    expect(view.at).toBeLessThanOrEqual(app.app.get(Clock).nowMs());
    expect({ logo: view.logo, general: view.general, sliders: view.sliders }).toEqual(await routesAnswer());
    expect(view.sliders.length).toBeGreaterThan(0);
    const html = await (await fetch(`${webUrl}/`)).text();
    expect(html).toContain(`<link rel="preload" as="image" href="${view.sliders[0]!.thubmnail}" fetchpriority="high">`);
  });

  it('follows staff changes at once (a hidden banner leaves it), and stays English when Bangla is written', async () => {
    const [first] = await read<SliderItem[]>('/api/sliders?slider_type=Main');
    const patch = await fetch(`${app.url}/api/admin/content/sliders/${first!.id}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${staff}`, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'inactive' }),
    });
    expect(patch.status).toBeLessThan(300);
    const notices = await fetch(`${app.url}/api/admin/content/notices`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${staff}`, 'content-type': 'application/json' },
      body: JSON.stringify({ notice: ['Deposit in taka </script>'], notice_bn: ['টাকায় ডিপোজিট করুন'] }),
    });
    expect(notices.status).toBeLessThan(300);

    const view = await viewInPage();
    expect(view.sliders.map((s) => s.id)).not.toContain(first!.id);
    expect(view.general.notice).toEqual(['Deposit in taka </script>']);
    expect({ logo: view.logo, general: view.general, sliders: view.sliders }).toEqual(await routesAnswer({ 'accept-language': 'en' }));
    expect((await read<GeneralSettings>('/api/general', { 'accept-language': 'bn' })).notice).toEqual(['টাকায় ডিপোজিট করুন']);
  });
});
