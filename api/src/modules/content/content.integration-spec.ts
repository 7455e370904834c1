import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { GeneralSettings, LogoItem, MarketBlock, PromotionItem, SliderItem, SocialLinkItem } from '@khela/contracts';
import type { Pool } from 'pg';
import sharp from 'sharp';
import { DB_POOL } from '../../platform/database/database.module.js';
import {
  clearRedisPrefix,
  createTestDatabase,
  startTestApp,
  uniqueRedisPrefix,
  type TestApp,
  type TestDatabase,
} from '../../../test/test-app.js';
import { gifJsPolyglot, gifMagicScript, polyglotScript, realGif, realPng } from '../../../test/images.js';
import { SessionStore } from '../auth/index.js';
import { DemoContentSeed } from './seed/demo-content.seed.js';
import { hangBound } from '../../../test/test-env.js';

type Json = Record<string, unknown>;

const png = realPng;
const gif = realGif;
const phpShell = Buffer.from('<?php system($_GET["cmd"]); ?>\n');
const svgWithScript = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

describe('content API', () => {
  const prefix = uniqueRedisPrefix();
  let db: TestDatabase;
  let app: TestApp;
  let pool: Pool;
  let contentStaff: string;
  let financeStaff: string;
  let player: string;

  const call = async (method: string, path: string, options: { token?: string; body?: unknown; headers?: Record<string, string> } = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${app.url}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as Json & Json[] };
  };
  const get = <T>(path: string) => call('GET', path).then((r) => r.body as unknown as T);

  const upload = async (
    file: Buffer,
    name: string,
    type: string,
    purpose = 'slider',
    token: string | null = contentStaff,
    headers: Record<string, string> = {},
  ) => {
    const form = new FormData();
    form.append('purpose', purpose);
    form.append('file', new Blob([new Uint8Array(file)], { type }), name);
    const response = await fetch(`${app.url}/api/admin/uploads`, {
      method: 'POST',
      body: form,
      headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
    return { status: response.status, body: (await response.json()) as Json };
  };

  const staffAccount = async (username: string, roles: string[]) => {
    const { rows } = await pool.query<{ id: string }>(
      `INSERT INTO staff_users (username, display_name, password_hash, roles) VALUES ($1, $1, 'not-a-real-hash', $2) RETURNING id`,
      [username, roles],
    );
    return (await app.app.get(SessionStore).issue('staff', rows[0]!.id)).token;
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    // A 10 KB cap keeps the oversized-upload test small.
    app = await startTestApp({ databaseUrl: db.url, role: 'api', env: { REDIS_PREFIX: prefix, UPLOAD_MAX_BYTES: '10240' } });
    pool = app.app.get(DB_POOL);
    await app.app.get(DemoContentSeed).seed();
    contentStaff = await staffAccount('content-editor', ['content']);
    financeStaff = await staffAccount('finance-only', ['finance']);
    player = (await app.app.get(SessionStore).issue('player', 'player-1')).token;
  }, hangBound(30_000));

  afterAll(async () => {
    await app?.close();
    await db?.drop();
    await clearRedisPrefix(prefix);
  });

  describe('public endpoints (seeded)', () => {
    it('GET /api/logo answers a list whose first item has the four logo URLs, served from /storage', async () => {
      const logos = await get<LogoItem[]>('/api/logo');
      expect(logos).toHaveLength(1);
      expect(Object.keys(logos[0]!).sort()).toEqual(['favicon', 'loader_logo', 'logo', 'mobile_logo']);
      expect(logos[0]!.logo).toMatch(/^\/storage\/content\/.+\.svg$/);
      const file = await fetch(`${app.url}${logos[0]!.logo}`);
      expect(file.status).toBe(200);
    });

    it('GET /api/general answers notices, support, chat and status fields', async () => {
      const general = await get<GeneralSettings>('/api/general');
      expect(general).toMatchObject({ site_title: 'Khela', site_status: 1, withdrawal_status: 1, support_mail: 'support@khela.example' });
      expect(general.notice.length).toBeGreaterThanOrEqual(2);
      expect(general.system_notice).toContain('Welcome Offer');
      for (const key of [
        'messaging_link',
        'livechat_license',
        'tawk_property_id',
        'tawk_widget_id',
        'support_phone',
        'support_telegram',
        'support_facebook',
        'affiliate_url',
        'app_download_url',
      ]) {
        expect(typeof (general as unknown as Json)[key]).toBe('string');
      }
      expect(general.messaging_link).toMatch(/^https:/);
    });

    it('GET /api/sliders answers active sliders: 3 Main, 2 Favourite, 3 Features, with the spec fields and 750x300 art', async () => {
      const sliders = await get<SliderItem[]>('/api/sliders');
      const count = (type: string) => sliders.filter((s) => s.slider_type === type).length;
      expect([count('Main'), count('Favourite'), count('Features')]).toEqual([3, 2, 3]);
      for (const s of sliders) {
        expect(Object.keys(s).sort()).toEqual(['id', 'link', 'name', 'order', 'slider_type', 'status', 'thubmnail']);
        expect(s.status).toBe('active');
      }
      expect(sliders.filter((s) => s.slider_type === 'Main').map((s) => s.order)).toEqual([0, 1, 2]);
      const art = await fetch(`${app.url}${sliders[0]!.thubmnail}`);
      expect(art.status).toBe(200);
      expect(await art.text()).toContain('width="750" height="300"');
      expect(await get<SliderItem[]>('/api/sliders?slider_type=Favourite')).toHaveLength(2);
    });

    it('GET /api/sociallink and GET /api/market/block', async () => {
      const links = await get<SocialLinkItem[]>('/api/sociallink');
      expect(links.length).toBeGreaterThanOrEqual(3);
      expect(links[0]).toEqual(
        expect.objectContaining({
          name: expect.any(String),
          link: expect.stringMatching(/^https:/),
          icon: expect.stringMatching(/^\/storage\//),
        }),
      );
      expect(await get<MarketBlock>('/api/market/block')).toEqual({ exchange_market: 1, cs_market: 1, status: 'active' });
    });

    it('GET /api/promotion lists active and display promotions with the spec fields; GET /api/promotions/{id} answers one', async () => {
      const promotions = await get<PromotionItem[]>('/api/promotion');
      expect(promotions).toHaveLength(3);
      for (const p of promotions) {
        expect(Object.keys(p).sort()).toEqual(
          [
            'bonus_target',
            'categories',
            'deposit_bouns',
            'desc',
            'end_date',
            'id',
            'name',
            'start_date',
            'status',
            'thumbnail',
            'turnover_multiplier',
          ].sort(),
        );
        expect(p.start_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
      const welcome = promotions.find((p) => p.categories.includes(99))!;
      expect(welcome).toMatchObject({ deposit_bouns: 100, turnover_multiplier: 3, bonus_target: 'bonus', status: 'active' });
      expect(new Set(promotions.flatMap((p) => p.categories)).size).toBeGreaterThanOrEqual(3);
      expect(promotions.map((p) => p.status)).toContain('display');

      expect(await call('GET', `/api/promotions/${welcome.id}`)).toEqual({ status: 200, body: welcome });
      expect(await call('GET', '/api/promotions/999999')).toEqual({ status: 404, body: { message: 'Promotion not found.' } });
      expect((await call('GET', '/api/promotions/abc')).status).toBe(404);
    });

    it('public content ignores a bearer token', async () => {
      expect((await call('GET', '/api/general', { token: player })).status).toBe(200);
    });
  });

  describe('staff editors: access', () => {
    const staffCalls: [string, string, unknown?][] = [
      ['GET', '/api/admin/content/general'],
      ['PATCH', '/api/admin/content/general', { site_status: 0 }],
      ['PUT', '/api/admin/content/notices', { notice: ['x'] }],
      ['POST', '/api/admin/content/sliders', { name: 'x', image: '/storage/slider/x.png', slider_type: 'Main' }],
      ['PATCH', '/api/admin/content/market-block', { exchange_market: 0 }],
      ['POST', '/api/admin/content/promotions', { name: 'x', start_date: '2025-01-01', end_date: '2025-02-01', categories: [1] }],
    ];

    it('refuse an anonymous call and a player token (401), and staff without the content permission (403)', async () => {
      for (const [method, path, body] of staffCalls) {
        expect([method, path, (await call(method, path, { body })).status]).toEqual([method, path, 401]);
        expect([method, path, (await call(method, path, { body, token: player })).status]).toEqual([method, path, 401]);
        expect([method, path, (await call(method, path, { body, token: financeStaff })).status]).toEqual([method, path, 403]);
      }
      expect((await get<GeneralSettings>('/api/general')).site_status).toBe(1);
      expect((await upload(png, 'a.png', 'image/png', 'slider', null)).status).toBe(401);
      expect((await upload(png, 'a.png', 'image/png', 'slider', player)).status).toBe(401);
    });
  });

  describe('staff editors: saves take effect at once', () => {
    it('general settings: site_status 0 and support fields show on /api/general immediately', async () => {
      const saved = await call('PATCH', '/api/admin/content/general', {
        token: contentStaff,
        body: { site_status: 0, withdrawal_status: 0, livechat_license: '12345678', messaging_link: 'https://wa.me/8801711111111' },
      });
      expect(saved.status).toBe(200);
      expect(await get<GeneralSettings>('/api/general')).toMatchObject({
        site_status: 0,
        withdrawal_status: 0,
        livechat_license: '12345678',
        messaging_link: 'https://wa.me/8801711111111',
        support_mail: 'support@khela.example',
      });
      await call('PATCH', '/api/admin/content/general', { token: contentStaff, body: { site_status: 1 } });
      expect((await get<GeneralSettings>('/api/general')).site_status).toBe(1);
    });

    it('general settings refuse bad input with 400 { message, errors }', async () => {
      const bad = await call('PATCH', '/api/admin/content/general', {
        token: contentStaff,
        body: { site_status: 2, messaging_link: 'javascript:alert(1)', extra: 1 },
      });
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({ message: expect.any(String), errors: expect.objectContaining({ site_status: expect.any(Array) }) });
    });

    it('market block: exchange_market 0 shows on /api/market/block', async () => {
      expect(
        (await call('PATCH', '/api/admin/content/market-block', { token: contentStaff, body: { exchange_market: 0, status: 'inactive' } }))
          .status,
      ).toBe(200);
      expect(await get<MarketBlock>('/api/market/block')).toEqual({ exchange_market: 0, cs_market: 1, status: 'inactive' });
    });

    it('logo: a new logo URL shows on /api/logo; a javascript: URL is refused', async () => {
      expect(
        (await call('PATCH', '/api/admin/content/logo', { token: contentStaff, body: { logo: '/storage/logo/new.png' } })).status,
      ).toBe(200);
      expect((await get<LogoItem[]>('/api/logo'))[0]!.logo).toBe('/storage/logo/new.png');
      expect((await call('PATCH', '/api/admin/content/logo', { token: contentStaff, body: { logo: 'javascript:alert(1)' } })).status).toBe(
        400,
      );
    });

    it('sliders: create, hide, reorder and delete show on /api/sliders at once', async () => {
      const created = await call('POST', '/api/admin/content/sliders', {
        token: contentStaff,
        body: { name: 'Eid Special', image: '/storage/slider/eid.png', link: '/promotions', slider_type: 'Main' },
      });
      expect(created.status).toBe(201);
      const id = created.body.id as number;
      let main = await get<SliderItem[]>('/api/sliders?slider_type=Main');
      expect(main.at(-1)).toEqual({
        id,
        name: 'Eid Special',
        link: '/promotions',
        thubmnail: '/storage/slider/eid.png',
        status: 'active',
        slider_type: 'Main',
        order: 3,
      });

      const reversed = main.map((s) => s.id).reverse();
      expect(
        (await call('PUT', '/api/admin/content/sliders/order', { token: contentStaff, body: { slider_type: 'Main', ids: reversed } }))
          .status,
      ).toBe(200);
      expect((await get<SliderItem[]>('/api/sliders?slider_type=Main')).map((s) => s.id)).toEqual(reversed);
      expect(
        (await call('PUT', '/api/admin/content/sliders/order', { token: contentStaff, body: { slider_type: 'Main', ids: [id] } })).status,
      ).toBe(400);

      expect((await call('PATCH', `/api/admin/content/sliders/${id}`, { token: contentStaff, body: { status: 'inactive' } })).status).toBe(
        200,
      );
      main = await get<SliderItem[]>('/api/sliders?slider_type=Main');
      expect(main.map((s) => s.id)).not.toContain(id);
      const all = await call('GET', '/api/admin/content/sliders?slider_type=Main', { token: contentStaff });
      expect((all.body as unknown as SliderItem[]).find((s) => s.id === id)?.status).toBe('inactive');

      expect((await call('DELETE', `/api/admin/content/sliders/${id}`, { token: contentStaff })).status).toBe(200);
      expect((await call('DELETE', `/api/admin/content/sliders/${id}`, { token: contentStaff })).status).toBe(404);
      const bad = await call('POST', '/api/admin/content/sliders', {
        token: contentStaff,
        body: { name: '', image: 'data:image/png;base64,xx', slider_type: 'Sideways' },
      });
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.errors as Json).sort()).toEqual(['image', 'name', 'slider_type']);
    });

    it('social links: create, change and delete show on /api/sociallink at once', async () => {
      const created = await call('POST', '/api/admin/content/social-links', {
        token: contentStaff,
        body: { name: 'TikTok', link: 'https://tiktok.com/@khela' },
      });
      expect(created.status).toBe(201);
      const id = created.body.id as number;
      expect((await get<SocialLinkItem[]>('/api/sociallink')).map((l) => l.name)).toContain('TikTok');
      await call('PATCH', `/api/admin/content/social-links/${id}`, { token: contentStaff, body: { status: 'inactive' } });
      expect((await get<SocialLinkItem[]>('/api/sociallink')).map((l) => l.id)).not.toContain(id);
      expect((await call('DELETE', `/api/admin/content/social-links/${id}`, { token: contentStaff })).status).toBe(200);
    });

    it('promotions: create (inactive by default), activate (finance approves), edit and delete show on /api/promotion', async () => {
      const created = await call('POST', '/api/admin/content/promotions', {
        token: contentStaff,
        body: {
          name: 'Crash Weekend',
          description: 'Ten percent extra on crash games every weekend.',
          image: '/storage/promotion/crash.png',
          start_date: '2026-01-01',
          end_date: '2026-12-31',
          deposit_bonus_percent: 10,
          max_bonus: '1000.00',
          turnover_multiplier: 4,
          bonus_target: 'main',
          categories: [8192, 1024],
        },
      });
      expect(created.status).toBe(201);
      const id = created.body.id as number;
      expect(created.body).toMatchObject({ status: 'inactive', deposit_bouns: 10, bonus_target: 'main', categories: [8192, 1024] });
      expect((await call('GET', `/api/promotions/${id}`)).status).toBe(404);

      const activated = await call('PATCH', `/api/admin/content/promotions/${id}`, {
        token: contentStaff,
        body: { status: 'active', deposit_bonus_percent: 12.5 },
      });
      expect(activated.status).toBe(200);
      // going live is a money change: it waits for finance (promotion-money.integration-spec.ts has the details)
      expect(activated.body).toMatchObject({ status: 'inactive', deposit_bouns: 10, pending_change: { status: 'pending' } });
      expect((await call('GET', `/api/promotions/${id}`)).status).toBe(404);
      const changeId = (activated.body.pending_change as Json).id as string;
      expect((await call('POST', `/api/admin/promotion-changes/${changeId}/approve`, { token: financeStaff })).status).toBe(200);
      expect(await get<PromotionItem>(`/api/promotions/${id}`)).toEqual({
        id,
        name: 'Crash Weekend',
        desc: 'Ten percent extra on crash games every weekend.',
        thumbnail: '/storage/promotion/crash.png',
        start_date: '2026-01-01',
        end_date: '2026-12-31',
        status: 'active',
        deposit_bouns: 12.5,
        turnover_multiplier: 4,
        bonus_target: 'main',
        categories: [8192, 1024],
      });
      expect((await get<PromotionItem[]>('/api/promotion')).map((p) => p.id)).toContain(id);

      const badDates = await call('PATCH', `/api/admin/content/promotions/${id}`, {
        token: contentStaff,
        body: { end_date: '2025-01-01' },
      });
      expect(badDates).toEqual({
        status: 400,
        body: { message: 'The end date must not be before the start date.', errors: { end_date: [expect.any(String)] } },
      });
      const badCategory = await call('POST', '/api/admin/content/promotions', {
        token: contentStaff,
        body: {
          name: 'x',
          start_date: '2026-01-01',
          end_date: '2026-01-02',
          categories: [3],
          bonus_target: 'wallet',
          deposit_bonus_percent: -1,
        },
      });
      expect(badCategory.status).toBe(400);
      expect(Object.keys(badCategory.body.errors as Json).sort()).toEqual(['bonus_target', 'categories', 'deposit_bonus_percent']);

      expect((await call('DELETE', `/api/admin/content/promotions/${id}`, { token: contentStaff })).status).toBe(200);
      expect((await get<PromotionItem[]>('/api/promotion')).map((p) => p.id)).not.toContain(id);
    });
  });

  describe('system notice HTML', () => {
    const attack =
      '<p>Maintenance tonight</p><img src=x onerror=alert(1)><script>alert(1)</script><a href="javascript:alert(1)">click</a><a href="https://khela.example/help">help</a>';

    it('is sanitised on save: the editor preview and /api/general carry no script, handler or javascript: link', async () => {
      const saved = await call('PUT', '/api/admin/content/notices', {
        token: contentStaff,
        body: { system_notice: attack, notice: ['  First  ', '', 'Second'] },
      });
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({
        notice: ['First', 'Second'],
        system_notice: '<p>Maintenance tonight</p><img src="x" /><a>click</a><a href="https://khela.example/help">help</a>',
      });
      const { rows } = await pool.query<{ value: GeneralSettings }>(`SELECT value FROM site_settings WHERE key = 'general'`);
      for (const html of [rows[0]!.value.system_notice, (await get<GeneralSettings>('/api/general')).system_notice]) {
        expect(html).not.toMatch(/onerror|<script|javascript:|alert/i);
        expect(html).toContain('Maintenance tonight');
      }
      expect((await get<GeneralSettings>('/api/general')).notice).toEqual(['First', 'Second']);
    });

    it('is sanitised again on render: a raw row written around the API is served clean', async () => {
      await pool.query(`UPDATE site_settings SET value = jsonb_set(value, '{system_notice}', to_jsonb($1::text)) WHERE key = 'general'`, [
        attack,
      ]);
      const served = (await get<GeneralSettings>('/api/general')).system_notice;
      expect(served).not.toMatch(/onerror|<script|javascript:|alert/i);
      expect(served).toContain('<a href="https://khela.example/help">help</a>');
    });
  });

  describe('image uploads', () => {
    it('accept a PNG and a GIF, store them re-encoded under STORAGE_DIR/<purpose>/ and serve them from /storage, inert', async () => {
      const pngUpload = await upload(png, 'banner.png', 'image/png', 'slider');
      expect(pngUpload.status).toBe(201);
      expect(pngUpload.body).toEqual({
        url: expect.stringMatching(/^\/storage\/slider\/[0-9a-f]{32}\.png$/),
        mime: 'image/png',
        size: expect.any(Number),
      });
      const served = await fetch(`${app.url}${pngUpload.body.url as string}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(served.headers.get('cache-control')).toMatch(/max-age=\d{4,}/);
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; img-src 'self'; sandbox");
      const servedBytes = Buffer.from(await served.arrayBuffer());
      expect(servedBytes.length).toBe(pngUpload.body.size);
      expect(await sharp(servedBytes).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });

      // A GIF declared with a wrong type and name is still a GIF: content decides.
      const gifUpload = await upload(gif, 'icon.bin', 'application/octet-stream', 'provider');
      expect(gifUpload.status).toBe(201);
      expect(gifUpload.body.url).toMatch(/^\/storage\/provider\/[0-9a-f]{32}\.gif$/);
      const gifServed = await fetch(`${app.url}${gifUpload.body.url as string}`);
      expect(gifServed.headers.get('content-type')).toBe('image/gif');
    });

    it('store a GIF/JS polyglot re-encoded, with no script left, and refuse script behind GIF bytes (400)', async () => {
      const polyglot = await upload(gifJsPolyglot(), 'avatar.gif', 'image/gif', 'game');
      expect(polyglot.status).toBe(201);
      expect(polyglot.body).toMatchObject({ url: expect.stringMatching(/^\/storage\/game\/[0-9a-f]{32}\.gif$/), mime: 'image/gif' });
      const served = await fetch(`${app.url}${polyglot.body.url as string}`);
      const text = Buffer.from(await served.arrayBuffer()).toString('latin1');
      expect(text).not.toContain(polyglotScript);
      expect(text.startsWith('GIF89a/*')).toBe(false);
      expect(served.headers.get('content-security-policy')).toContain('sandbox');

      const unreadable = 'The image could not be read. Upload a valid PNG, JPEG, WebP or GIF file.';
      expect(await upload(gifMagicScript, 'x.gif', 'image/gif', 'game')).toEqual({
        status: 400,
        body: { message: unreadable, errors: { file: [unreadable] } },
      });
      const bangla = await upload(gifMagicScript, 'x.gif', 'image/gif', 'game', contentStaff, { 'Accept-Language': 'bn' });
      expect(bangla).toMatchObject({ status: 400, body: { message: 'ছবিটি পড়া যায়নি। একটি সঠিক PNG, JPEG, WebP বা GIF ফাইল আপলোড করুন।' } });
    });

    it('serve no dot-folder (private receipts) and answer a missing file with the JSON 404', async () => {
      const missing = await fetch(`${app.url}/storage/slider/${'0'.repeat(32)}.png`);
      expect(missing.status).toBe(404);
      expect(missing.headers.get('content-type')).toContain('application/json');
      expect(await missing.text()).not.toMatch(/at \w|node_modules|\/work\//);
      expect((await fetch(`${app.url}/storage/.private/receipts/x.png`)).status).toBe(404);
      expect((await fetch(`${app.url}/storage/%2e%2e/package.json`)).status).toBe(404);
    });

    it('refuse a PHP file renamed .png and an SVG, whatever they claim to be (415 with the reason)', async () => {
      const refusal = {
        message: 'Only PNG, JPEG, WebP or GIF images are accepted.',
        errors: { file: ['Only PNG, JPEG, WebP or GIF images are accepted.'] },
      };
      expect(await upload(phpShell, 'shell.png', 'image/png', 'game')).toEqual({ status: 415, body: refusal });
      expect(await upload(svgWithScript, 'logo.svg', 'image/svg+xml', 'logo')).toEqual({ status: 415, body: refusal });
      expect(await upload(svgWithScript, 'logo.png', 'image/png', 'logo')).toEqual({ status: 415, body: refusal });
    });

    it('refuse an image over the size cap, a missing file and an unknown purpose (400 with the reason)', async () => {
      const big = Buffer.concat([png, Buffer.alloc(10240)]);
      expect(await upload(big, 'big.png', 'image/png')).toEqual({
        status: 400,
        body: { message: 'The image is larger than 10 KB.', errors: { file: ['The image is larger than 10 KB.'] } },
      });
      const noFile = new FormData();
      noFile.append('purpose', 'logo');
      const response = await fetch(`${app.url}/api/admin/uploads`, {
        method: 'POST',
        body: noFile,
        headers: { authorization: `Bearer ${contentStaff}` },
      });
      expect(response.status).toBe(400);
      expect(((await response.json()) as Json).message).toBe('Choose an image file to upload.');
      const badPurpose = await upload(png, 'a.png', 'image/png', '../../etc');
      expect(badPurpose.status).toBe(400);
      expect(badPurpose.body.errors).toHaveProperty('purpose');
    });
  });

  describe('answers in Bangla', () => {
    const bn = { 'Accept-Language': 'bn' };

    it('refuse an upload, a reorder and an unknown promotion in Bangla for Accept-Language: bn, in English without it', async () => {
      const type = 'শুধু PNG, JPEG, WebP বা GIF ছবি গ্রহণ করা হয়।';
      expect(await upload(phpShell, 'shell.png', 'image/png', 'game', contentStaff, bn)).toEqual({
        status: 415,
        body: { message: type, errors: { file: [type] } },
      });
      const size = 'ছবিটি 10 KB-এর চেয়ে বড়।';
      expect(await upload(Buffer.concat([png, Buffer.alloc(10240)]), 'big.png', 'image/png', 'slider', contentStaff, bn)).toEqual({
        status: 400,
        body: { message: size, errors: { file: [size] } },
      });
      expect((await upload(phpShell, 'shell.png', 'image/png', 'game')).body.message).toBe(
        'Only PNG, JPEG, WebP or GIF images are accepted.',
      );

      const reorder = { slider_type: 'Favourite', ids: [999_999] };
      const refused = 'ids-এ প্রতিটি Favourite স্লাইডার ঠিক একবার করে থাকতে হবে।';
      expect(await call('PUT', '/api/admin/content/sliders/order', { token: contentStaff, body: reorder, headers: bn })).toEqual({
        status: 400,
        body: { message: refused, errors: { ids: [refused] } },
      });
      expect((await call('PUT', '/api/admin/content/sliders/order', { token: contentStaff, body: reorder })).body.message).toBe(
        'ids must list every Favourite slider exactly once.',
      );

      // the player site asks in Bangla for a player who reads Bangla
      expect(await call('GET', '/api/promotions/999999', { headers: bn })).toEqual({
        status: 404,
        body: { message: 'প্রোমোশনটি পাওয়া যায়নি।' },
      });
      expect(await call('GET', '/api/promotions/999999')).toEqual({ status: 404, body: { message: 'Promotion not found.' } });
    });
  });

  describe('staff audit log', () => {
    interface AuditRow {
      actor_id: string | null;
      actor_username: string | null;
      actor_roles: string[];
      action: string;
      target_kind: string | null;
      target_id: string | null;
      before: Json | null;
      after: Json | null;
      ip: string | null;
    }
    let actor: { actor_id: string; actor_username: string; actor_roles: string[] };

    /** The rows of one action on one target, oldest first. */
    const auditRows = async (action: string, targetId: string) =>
      (
        await pool.query<AuditRow>(
          `SELECT actor_id, actor_username, actor_roles, action, target_kind, target_id, before, after, ip
           FROM staff_audit_log WHERE action = $1 AND target_id = $2 ORDER BY id`,
          [action, targetId],
        )
      ).rows;
    const lastAudit = async (action: string, targetId: string) => (await auditRows(action, targetId)).at(-1);

    beforeAll(async () => {
      const { rows } = await pool.query<{ id: string }>(`SELECT id FROM staff_users WHERE username = 'content-editor'`);
      actor = { actor_id: rows[0]!.id, actor_username: 'content-editor', actor_roles: ['content'] };
    });

    it('a general settings update records the stored setting before and after, with actor and ip', async () => {
      const { rows } = await pool.query<{ value: Json }>(`SELECT value FROM site_settings WHERE key = 'general'`);
      const before = rows[0]!.value;
      expect(
        (await call('PATCH', '/api/admin/content/general', { token: contentStaff, body: { support_phone: '+8801700000001' } })).status,
      ).toBe(200);
      const row = await lastAudit('content.general.update', 'general');
      expect(row).toEqual({
        ...actor,
        action: 'content.general.update',
        target_kind: 'setting',
        target_id: 'general',
        before,
        after: { ...before, support_phone: '+8801700000001' },
        ip: expect.any(String),
      });
    });

    it('slider create, update and delete record the slider (before null on create, after null on delete)', async () => {
      const created = await call('POST', '/api/admin/content/sliders', {
        token: contentStaff,
        body: { name: 'Audit Banner', image: '/storage/slider/audit.png', slider_type: 'Favourite' },
      });
      expect(created.status).toBe(201);
      const id = created.body.id as number;
      const slider = {
        id,
        name: 'Audit Banner',
        nameBn: '',
        link: '',
        imageUrl: '/storage/slider/audit.png',
        sliderType: 'Favourite',
        status: 'active',
        sortOrder: created.body.order,
      };
      expect(await auditRows('content.slider.create', String(id))).toEqual([
        {
          ...actor,
          action: 'content.slider.create',
          target_kind: 'slider',
          target_id: String(id),
          before: null,
          after: slider,
          ip: expect.any(String),
        },
      ]);

      expect(
        (
          await call('PATCH', `/api/admin/content/sliders/${id}`, {
            token: contentStaff,
            body: { name: 'Audit Banner 2', status: 'inactive' },
          })
        ).status,
      ).toBe(200);
      const renamed = { ...slider, name: 'Audit Banner 2', status: 'inactive' };
      expect(await lastAudit('content.slider.update', String(id))).toMatchObject({
        ...actor,
        target_kind: 'slider',
        before: slider,
        after: renamed,
      });

      expect((await call('DELETE', `/api/admin/content/sliders/${id}`, { token: contentStaff })).status).toBe(200);
      expect(await auditRows('content.slider.delete', String(id))).toEqual([
        {
          ...actor,
          action: 'content.slider.delete',
          target_kind: 'slider',
          target_id: String(id),
          before: renamed,
          after: null,
          ip: expect.any(String),
        },
      ]);
    });

    it('a refused write (unknown slider) records nothing', async () => {
      expect((await call('PATCH', '/api/admin/content/sliders/987654', { token: contentStaff, body: { name: 'x' } })).status).toBe(404);
      expect((await call('DELETE', '/api/admin/content/sliders/987654', { token: contentStaff })).status).toBe(404);
      const { rows } = await pool.query(`SELECT 1 FROM staff_audit_log WHERE target_id = '987654'`);
      expect(rows).toEqual([]);
    });

    it('a promotion update records the promotion before and after', async () => {
      const created = await call('POST', '/api/admin/content/promotions', {
        token: contentStaff,
        body: {
          name: 'Audit Promo',
          start_date: '2026-03-01',
          end_date: '2026-03-31',
          categories: [1024],
          deposit_bonus_percent: 5,
          max_bonus: '500.00',
        },
      });
      expect(created.status).toBe(201);
      const id = String(created.body.id);
      const create = await lastAudit('content.promotion.create', id);
      expect(create).toMatchObject({
        ...actor,
        target_kind: 'promotion',
        before: null,
        after: { name: 'Audit Promo', status: 'inactive', depositBonusPercent: 5, maxBonus: '500.00', minDeposit: '0.00' },
      });

      expect(
        (
          await call('PATCH', `/api/admin/content/promotions/${id}`, {
            token: contentStaff,
            // an inactive promotion's terms change at once (going live is what waits for finance)
            body: { name: 'Audit Promo 2', deposit_bonus_percent: 7.5 },
          })
        ).status,
      ).toBe(200);
      const row = (await lastAudit('content.promotion.update', id))!;
      expect(row).toMatchObject({ ...actor, target_kind: 'promotion', target_id: id });
      expect(row.before).toEqual(create!.after);
      expect(row.after).toEqual({ ...create!.after, name: 'Audit Promo 2', depositBonusPercent: 7.5, updatedAt: expect.any(String) });

      expect(
        (await call('PATCH', `/api/admin/content/promotions/${id}`, { token: contentStaff, body: { end_date: '2020-01-01' } })).status,
      ).toBe(400);
      expect(await auditRows('content.promotion.update', id)).toHaveLength(1);
    });

    it('an upload records the stored file (before null)', async () => {
      const uploaded = await upload(png, 'audit.png', 'image/png', 'promotion');
      expect(uploaded.status).toBe(201);
      const url = uploaded.body.url as string;
      expect(await auditRows('content.upload', url)).toEqual([
        {
          ...actor,
          action: 'content.upload',
          target_kind: 'upload',
          target_id: url,
          before: null,
          after: { url, mime: 'image/png', size: uploaded.body.size, purpose: 'promotion' },
          ip: expect.any(String),
        },
      ]);
    });

    it('every content write so far recorded its own row: none fell back to the route-only row', async () => {
      const { rows } = await pool.query<{ action: string }>(`SELECT action FROM staff_audit_log WHERE action NOT LIKE 'content.%'`);
      expect(rows).toEqual([]);
      const { rows: actions } = await pool.query<{ action: string }>(`SELECT DISTINCT action FROM staff_audit_log ORDER BY action`);
      expect(actions.map((a) => a.action)).toEqual(
        expect.arrayContaining([
          'content.logo.update',
          'content.market_block.update',
          'content.notices.update',
          'content.slider.reorder',
          'content.social_link.create',
          'content.social_link.update',
          'content.social_link.delete',
          'content.promotion.delete',
        ]),
      );
    });
  });

  describe('demo seed', () => {
    it('is idempotent and never overwrites staff changes or brings back what staff deleted', async () => {
      const sliders = await get<SliderItem[]>('/api/sliders');
      await call('DELETE', `/api/admin/content/sliders/${sliders[0]!.id}`, { token: contentStaff });
      await call('PATCH', '/api/admin/content/general', { token: contentStaff, body: { site_title: 'Khela BD' } });
      const promotionsBefore = await get<PromotionItem[]>('/api/promotion');

      await app.app.get(DemoContentSeed).seed();

      expect((await get<SliderItem[]>('/api/sliders')).map((s) => s.id)).toEqual(sliders.slice(1).map((s) => s.id));
      expect((await get<GeneralSettings>('/api/general')).site_title).toBe('Khela BD');
      expect(await get<PromotionItem[]>('/api/promotion')).toEqual(promotionsBefore);
      expect(await get<MarketBlock>('/api/market/block')).toEqual({ exchange_market: 0, cs_market: 1, status: 'inactive' });
    });
  });
});
