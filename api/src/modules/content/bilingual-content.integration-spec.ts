import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type {
  FavoritesResponse,
  GamesResponse,
  GeneralSettings,
  NoticesView,
  PromotionItem,
  ProvidersResponse,
  SliderItem,
  StaffGameItem,
  StaffPromotionItem,
  StaffProviderItem,
  StaffSliderItem,
} from '@khela/contracts';
import type { Pool } from 'pg';
import { DB_POOL } from '../../platform/database/database.module.js';
import {
  clearRedisPrefix,
  createTestDatabase,
  startTestApp,
  uniqueRedisPrefix,
  type TestApp,
  type TestDatabase,
} from '../../../test/test-app.js';
import { SessionStore } from '../auth/index.js';
import { hangBound } from '../../../test/test-env.js';

type Json = Record<string, unknown>;

const bangla = { 'accept-language': 'bn-BD,bn;q=0.9,en;q=0.8' };
const english = { 'accept-language': 'en-US,en;q=0.9' };

/**
 * Staff write texts in English (required) and Bangla (optional); players get the language their request
 * asks for (Accept-Language), English where no Bangla was written (issue 14, bilingual content).
 */
describe('bilingual content', () => {
  const prefix = uniqueRedisPrefix();
  let db: TestDatabase;
  let app: TestApp;
  let pool: Pool;
  let staff: string;
  let player: string;

  const call = async <T = Json>(
    method: string,
    path: string,
    options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
  ) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${app.url}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await response.text();
    return { status: response.status, vary: response.headers.get('vary') ?? '', body: (text ? JSON.parse(text) : undefined) as T };
  };
  const read = async <T>(path: string, headers: Record<string, string> = {}, token?: string) =>
    (await call<T>('GET', path, { headers, token })).body;
  const write = async <T>(method: string, path: string, body: unknown) => {
    const answer = await call<T>(method, path, { token: staff, body });
    expect(answer.status).toBeLessThan(300);
    return answer.body;
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await startTestApp({ databaseUrl: db.url, role: 'api', env: { REDIS_PREFIX: prefix } });
    pool = app.app.get(DB_POOL);
    const { rows } = await pool.query<{ id: string }>(
      `INSERT INTO staff_users (username, display_name, password_hash, roles) VALUES ('bilingual-editor', 'Editor', 'not-a-real-hash', '{content}') RETURNING id`,
    );
    staff = (await app.app.get(SessionStore).issue('staff', rows[0]!.id)).token;
    player = (await app.app.get(SessionStore).issue('player', 'player-bilingual')).token;
  }, hangBound(30_000));

  afterAll(async () => {
    await app?.close();
    await db?.drop();
    await clearRedisPrefix(prefix);
  });

  describe('notices, system notice and maintenance text', () => {
    it('staff save both languages; /api/general answers Bangla to a Bangla request and English otherwise, naming the header in Vary', async () => {
      const saved = await write<NoticesView>('PUT', '/api/admin/content/notices', {
        notice: ['Deposit in taka', ' Fast withdrawals '],
        notice_bn: ['টাকায় ডিপোজিট করুন', 'দ্রুত উইথড্রয়াল'],
        system_notice: '<p>Welcome <b>offer</b></p>',
        system_notice_bn: '<p>স্বাগতম <b>অফার</b><script>alert(1)</script></p>',
        maintenance_text: 'Back at 6 pm.',
        maintenance_text_bn: 'সন্ধ্যা ৬টায় ফিরছি।',
      });
      expect(saved).toEqual({
        notice: ['Deposit in taka', 'Fast withdrawals'],
        notice_bn: ['টাকায় ডিপোজিট করুন', 'দ্রুত উইথড্রয়াল'],
        system_notice: '<p>Welcome <b>offer</b></p>',
        system_notice_bn: '<p>স্বাগতম <b>অফার</b></p>',
        maintenance_text: 'Back at 6 pm.',
        maintenance_text_bn: 'সন্ধ্যা ৬টায় ফিরছি।',
      });
      expect(await read<NoticesView>('/api/admin/content/notices', {}, staff)).toEqual(saved);

      const inBangla = await call<GeneralSettings>('GET', '/api/general', { headers: bangla });
      expect(inBangla.body).toMatchObject({
        notice: ['টাকায় ডিপোজিট করুন', 'দ্রুত উইথড্রয়াল'],
        system_notice: '<p>স্বাগতম <b>অফার</b></p>',
        maintenance_text: 'সন্ধ্যা ৬টায় ফিরছি।',
      });
      expect(inBangla.vary.toLowerCase()).toContain('accept-language');
      for (const headers of [english, {}]) {
        expect(await read<GeneralSettings>('/api/general', headers)).toMatchObject({
          notice: ['Deposit in taka', 'Fast withdrawals'],
          system_notice: '<p>Welcome <b>offer</b></p>',
          maintenance_text: 'Back at 6 pm.',
        });
      }
      // Player answers keep the spec's fields only: no *_bn beside them.
      expect(Object.keys(inBangla.body).filter((key) => key.endsWith('_bn'))).toEqual([]);
    });

    it('a Bangla left empty falls back to the English, text by text; saving the English alone keeps the Bangla', async () => {
      await write('PUT', '/api/admin/content/notices', { notice_bn: [], system_notice_bn: '  ', maintenance_text_bn: '' });
      expect(await read<GeneralSettings>('/api/general', bangla)).toMatchObject({
        notice: ['Deposit in taka', 'Fast withdrawals'],
        system_notice: '<p>Welcome <b>offer</b></p>',
        maintenance_text: 'Back at 6 pm.',
      });

      await write('PUT', '/api/admin/content/notices', { notice_bn: ['শুধু বাংলা'] });
      await write('PUT', '/api/admin/content/notices', { notice: ['English only changed'] });
      expect((await read<GeneralSettings>('/api/general', bangla)).notice).toEqual(['শুধু বাংলা']);
      expect((await read<GeneralSettings>('/api/general', english)).notice).toEqual(['English only changed']);
    });

    it('refuses a malformed Bangla text with a 400 in the request language, nothing written', async () => {
      const before = await read<NoticesView>('/api/admin/content/notices', {}, staff);
      const refused = await call('PUT', '/api/admin/content/notices', {
        token: staff,
        body: { notice_bn: 'not a list', maintenance_text_bn: 'x'.repeat(1001) },
      });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ errors: { notice_bn: expect.any(Array), maintenance_text_bn: expect.any(Array) } });
      const inBangla = await call('PUT', '/api/admin/content/notices', { token: staff, body: { maintenance_text: 7 }, headers: bangla });
      expect(inBangla.status).toBe(400);
      expect(JSON.stringify(inBangla.body)).toMatch(/[\u0980-\u09FF]/);
      expect(await read<NoticesView>('/api/admin/content/notices', {}, staff)).toEqual(before);
    });
  });

  describe('slider captions', () => {
    it('staff enter English (required) and Bangla; players get their language, English where none was written', async () => {
      const withBangla = await write<StaffSliderItem>('POST', '/api/admin/content/sliders', {
        name: 'Welcome Offer',
        name_bn: 'ওয়েলকাম অফার',
        image: '/storage/slider/a.png',
        slider_type: 'Main',
      });
      expect(withBangla).toMatchObject({ name: 'Welcome Offer', name_bn: 'ওয়েলকাম অফার' });
      const englishOnly = await write<StaffSliderItem>('POST', '/api/admin/content/sliders', {
        name: 'Cricket',
        image: '/storage/slider/b.png',
        slider_type: 'Main',
      });
      expect(englishOnly.name_bn).toBe('');

      const names = async (headers: Record<string, string>) =>
        (await read<SliderItem[]>('/api/sliders?slider_type=Main', headers)).map((s) => s.name);
      expect(await names(bangla)).toEqual(['ওয়েলকাম অফার', 'Cricket']);
      expect(await names(english)).toEqual(['Welcome Offer', 'Cricket']);
      expect((await read<Json[]>('/api/sliders', bangla)).every((s) => !('name_bn' in s))).toBe(true);

      await write('PATCH', `/api/admin/content/sliders/${englishOnly.id}`, { name_bn: 'ক্রিকেট' });
      expect(await names(bangla)).toEqual(['ওয়েলকাম অফার', 'ক্রিকেট']);
      // A change that leaves name_bn out keeps it.
      await write('PATCH', `/api/admin/content/sliders/${englishOnly.id}`, { name: 'Cricket Exchange' });
      expect(await names(bangla)).toEqual(['ওয়েলকাম অফার', 'ক্রিকেট']);
      expect(await names(english)).toEqual(['Welcome Offer', 'Cricket Exchange']);
    });

    it('refuses a slider without its English caption, even with a Bangla one', async () => {
      const refused = await call('POST', '/api/admin/content/sliders', {
        token: staff,
        body: { name_bn: 'শুধু বাংলা', image: '/storage/slider/c.png', slider_type: 'Main' },
      });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ errors: { name: expect.any(Array) } });
      expect((await pool.query(`SELECT 1 FROM sliders WHERE name_bn = 'শুধু বাংলা'`)).rowCount).toBe(0);
    });
  });

  describe('promotions', () => {
    const promotion = { start_date: '2026-01-01', end_date: '2026-12-31', categories: [1], status: 'display' };

    it('name and description in both languages; the list and the details answer the request language', async () => {
      const created = await write<StaffPromotionItem>('POST', '/api/admin/content/promotions', {
        ...promotion,
        name: 'Slots Reload',
        name_bn: 'স্লটস রিলোড',
        description: 'Ten percent every Friday.',
        description_bn: 'প্রতি শুক্রবার দশ শতাংশ।',
      });
      expect(created).toMatchObject({
        name: 'Slots Reload',
        name_bn: 'স্লটস রিলোড',
        desc: 'Ten percent every Friday.',
        desc_bn: 'প্রতি শুক্রবার দশ শতাংশ।',
      });
      // Making a promotion live waits for finance; show it directly for this test.
      await pool.query(`UPDATE promotions SET status = 'display' WHERE id = $1`, [created.id]);

      expect(await read<PromotionItem>(`/api/promotions/${created.id}`, bangla)).toMatchObject({
        name: 'স্লটস রিলোড',
        desc: 'প্রতি শুক্রবার দশ শতাংশ।',
      });
      expect(await read<PromotionItem>(`/api/promotions/${created.id}`, english)).toMatchObject({
        name: 'Slots Reload',
        desc: 'Ten percent every Friday.',
      });
      const listed = (await read<PromotionItem[]>('/api/promotion', bangla)).find((p) => p.id === created.id)!;
      expect(listed).toMatchObject({ name: 'স্লটস রিলোড', desc: 'প্রতি শুক্রবার দশ শতাংশ।' });
      expect(listed).not.toHaveProperty('name_bn');

      // Only the description translated: the name falls back to English, the description is Bangla.
      await write('PATCH', `/api/admin/content/promotions/${created.id}`, { name_bn: '' });
      expect(await read<PromotionItem>(`/api/promotions/${created.id}`, bangla)).toMatchObject({
        name: 'Slots Reload',
        desc: 'প্রতি শুক্রবার দশ শতাংশ।',
      });
      expect((await read<StaffPromotionItem>(`/api/admin/content/promotions/${created.id}`, {}, staff)).name_bn).toBe('');
    });

    it('refuses a Bangla name over 120 characters', async () => {
      const refused = await call('POST', '/api/admin/content/promotions', {
        token: staff,
        body: { ...promotion, name: 'Long', name_bn: 'ক'.repeat(121) },
      });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ errors: { name_bn: expect.any(Array) } });
    });
  });

  describe('game names', () => {
    it('a translated game name reaches players reading Bangla in the list and the favourites; untranslated ones stay English', async () => {
      await write('POST', '/api/admin/catalogue/providers', { platform: 'BLG', name: 'Bilingual Games' });
      const game = await write<StaffGameItem>('POST', '/api/admin/catalogue/games', {
        code: 'BLG-1',
        name: 'Tiger Fortune',
        name_bn: 'টাইগার ফরচুন',
        type: 'SLOT',
        platform: 'BLG',
      });
      expect(game).toMatchObject({ name: 'Tiger Fortune', name_bn: 'টাইগার ফরচুন' });
      await write('POST', '/api/admin/catalogue/games', { code: 'BLG-2', name: 'Lucky Hilsa', type: 'SLOT', platform: 'BLG' });

      const names = async (headers: Record<string, string>) =>
        (await read<GamesResponse>('/api/get-games?system=BLG', headers)).games.map((g) => g.name).sort();
      expect(await names(bangla)).toEqual(['Lucky Hilsa', 'টাইগার ফরচুন']);
      expect(await names(english)).toEqual(['Lucky Hilsa', 'Tiger Fortune']);

      const added = await call<FavoritesResponse>('POST', '/api/favorites', {
        token: player,
        body: { game_code: 'BLG-1' },
        headers: bangla,
      });
      expect(added.body.favorites.map((g) => g.name)).toEqual(['টাইগার ফরচুন']);
      expect((await read<FavoritesResponse>('/api/favorites', english, player)).favorites.map((g) => g.name)).toEqual(['Tiger Fortune']);

      // Editing another field keeps the Bangla name.
      await write('PATCH', '/api/admin/catalogue/games/BLG-1', { featured: true });
      expect(await names(bangla)).toEqual(['Lucky Hilsa', 'টাইগার ফরচুন']);
    });
  });

  describe('provider names', () => {
    it('a translated provider name reaches players reading Bangla (home categories, games list); untranslated ones stay English', async () => {
      const created = await write<StaffProviderItem>('POST', '/api/admin/catalogue/providers', {
        platform: 'PNB',
        name: 'Padma Play',
        name_bn: 'পদ্মা প্লে',
      });
      expect(created).toMatchObject({ platform: 'PNB', name: 'Padma Play', name_bn: 'পদ্মা প্লে' });
      await write('POST', '/api/admin/catalogue/providers', { platform: 'PNE', name: 'Only English' });

      const providers = async (headers: Record<string, string>) =>
        (await read<ProvidersResponse>('/api/get-provider?system=PNB,PNE', headers)).data.map((p) => [p.platform, p.name]).sort();
      expect(await providers(bangla)).toEqual([
        ['PNB', 'পদ্মা প্লে'],
        ['PNE', 'Only English'],
      ]);
      expect(await providers(english)).toEqual([
        ['PNB', 'Padma Play'],
        ['PNE', 'Only English'],
      ]);

      // Editing another field keeps the Bangla name; staff see both; an empty Bangla name falls back to English.
      await write('PATCH', '/api/admin/catalogue/providers/PNB', { sort_order: 3 });
      expect(await providers(bangla)).toContainEqual(['PNB', 'পদ্মা প্লে']);
      const listed = (await read<StaffProviderItem[]>('/api/admin/catalogue/providers', {}, staff)).find((p) => p.platform === 'PNB');
      expect(listed).toMatchObject({ name: 'Padma Play', name_bn: 'পদ্মা প্লে' });
      await write('PATCH', '/api/admin/catalogue/providers/PNB', { name_bn: '' });
      expect(await providers(bangla)).toContainEqual(['PNB', 'Padma Play']);
    });

    it('refuses a Bangla provider name over 80 characters', async () => {
      const refused = await call('POST', '/api/admin/catalogue/providers', {
        token: staff,
        body: { platform: 'PNL', name: 'Long', name_bn: 'ক'.repeat(81) },
      });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ errors: { name_bn: expect.any(Array) } });
    });
  });
});
