import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  gameCategoryTypes,
  type FavoritesResponse,
  type GamesResponse,
  type ProvidersResponse,
  type SystemsResponse,
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
import { DemoCatalogueSeed } from './seed/demo-catalogue.seed.js';
import { hangBound } from '../../../test/test-env.js';

type Json = Record<string, unknown>;

describe('game catalogue and favourites API', () => {
  const prefix = uniqueRedisPrefix();
  let db: TestDatabase;
  let app: TestApp;
  let pool: Pool;
  let alice: string;
  let bob: string;
  let contentStaff: string;

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
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as Json };
  };
  const get = <T>(path: string, token?: string) => call('GET', path, { token }).then((r) => r.body as unknown as T);
  const q = encodeURIComponent;

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await startTestApp({ databaseUrl: db.url, role: 'api', env: { REDIS_PREFIX: prefix } });
    pool = app.app.get(DB_POOL);
    await app.app.get(DemoCatalogueSeed).seed();
    const sessions = app.app.get(SessionStore);
    alice = (await sessions.issue('player', 'alice')).token;
    bob = (await sessions.issue('player', 'bob')).token;
    const { rows } = await pool.query<{ id: string }>(
      `INSERT INTO staff_users (username, display_name, password_hash, roles) VALUES ('catalogue-editor', 'Catalogue Editor', 'not-a-real-hash', '{content}') RETURNING id`,
    );
    contentStaff = (await sessions.issue('staff', rows[0]!.id)).token;
  }, hangBound(30_000));

  afterAll(async () => {
    await app?.close();
    await db?.drop();
    await clearRedisPrefix(prefix);
  });

  describe('seeded catalogue', () => {
    it('has about 8 fictional providers and 40 games, at least two providers for every category type, with art served from /storage', async () => {
      const providers = await get<ProvidersResponse>('/api/get-provider');
      expect(providers.data.length).toBeGreaterThanOrEqual(8);
      expect(providers.data.map((p) => p.name)).toEqual(expect.arrayContaining(['Royal Tiger Gaming', 'Padma Live', 'Sundarban Slots']));
      const games = await get<GamesResponse>('/api/get-games');
      expect(games.games.length).toBeGreaterThanOrEqual(40);
      for (const type of gameCategoryTypes) {
        const { systems } = await get<SystemsResponse>(`/api/get-system?type=${type}`);
        expect([type, systems.length >= 2]).toEqual([type, true]);
      }
      const art = await fetch(`${app.url}${games.games[0]!.image}`);
      expect(art.status).toBe(200);
      expect(art.headers.get('cache-control')).toMatch(/max-age/);
      expect(await art.text()).toContain(games.games[0]!.name.split(' ')[0]);
      const icon = await fetch(`${app.url}${providers.data[0]!.icon}`);
      expect(icon.status).toBe(200);
    });
  });

  describe('GET /api/get-system?type', () => {
    it('answers the platforms that have games of the type', async () => {
      const slots = await get<SystemsResponse>('/api/get-system?type=SLOT');
      expect(slots).toEqual({ systems: expect.arrayContaining(['RTG', 'SBS', 'MGN']), message: expect.any(String) });
      expect(slots.systems).not.toContain('PDL');
      expect((await get<SystemsResponse>('/api/get-system?type=LIVE')).systems.sort()).toEqual(['BTL', 'PDL']);
      expect((await get<SystemsResponse>('/api/get-system?type=live')).systems.sort()).toEqual(['BTL', 'PDL']);
    });

    it('refuses a missing or unknown type with 400 { message, errors }', async () => {
      for (const path of ['/api/get-system', '/api/get-system?type=POKER']) {
        const r = await call('GET', path);
        expect(r.status).toBe(400);
        expect(r.body).toEqual({ message: expect.stringContaining('SPORTS'), errors: { type: [expect.any(String)] } });
      }
    });
  });

  describe('GET /api/get-provider?system', () => {
    it('answers platform, name and icon of the listed systems (JSON list or comma list)', async () => {
      const r = await get<ProvidersResponse>(`/api/get-provider?system=${q('["RTG","PDL"]')}`);
      expect(r.message).toEqual(expect.any(String));
      expect(r.data.map((p) => p.platform).sort()).toEqual(['PDL', 'RTG']);
      expect(r.data[0]).toEqual({
        platform: expect.any(String),
        name: expect.any(String),
        icon: expect.stringMatching(/^\/storage\/provider\//),
      });
      expect((await get<ProvidersResponse>('/api/get-provider?system=SBS,MGN')).data.map((p) => p.platform).sort()).toEqual(['MGN', 'SBS']);
      expect((await get<ProvidersResponse>(`/api/get-provider?system=${q('["NOPE"]')}`)).data).toEqual([]);
    });

    it('answers every provider without a query, with or without a bearer token', async () => {
      const anonymous = await get<ProvidersResponse>('/api/get-provider');
      expect(await get<ProvidersResponse>('/api/get-provider', alice)).toEqual(anonymous);
      // the 8 demo providers and the house provider's Khela Originals (issue 19, migration 1795541000000)
      expect(anonymous.data.length).toBe(9);
    });
  });

  describe('GET /api/get-games?type&system', () => {
    it('filters by type and system without auth, with the game fields and tags', async () => {
      const { games } = await get<GamesResponse>('/api/get-games?type=SLOT&system=SBS');
      expect(games.length).toBeGreaterThanOrEqual(3);
      for (const g of games) {
        expect(g).toMatchObject({ type: 'SLOT', platform: 'SBS' });
        expect(Object.keys(g).sort()).toEqual(['code', 'created_at', 'image', 'name', 'platform', 'sort_order', 'tags', 'type']);
      }
      const sortOrders = games.map((g) => g.sort_order);
      expect(sortOrders).toEqual([...sortOrders].sort((a, b) => a - b));
      expect(games.find((g) => g.name === 'Mangrove Magic')?.tags).toEqual(['recommended']);
      expect(games.find((g) => g.name === 'Bengal Bonanza')?.tags).toEqual(['new']);

      const twoSystems = (await get<GamesResponse>('/api/get-games?type=SLOT&system=SBS,RTG')).games;
      expect(new Set(twoSystems.map((g) => g.platform))).toEqual(new Set(['SBS', 'RTG']));
      const byType = (await get<GamesResponse>('/api/get-games?type=FH')).games;
      expect(new Set(byType.map((g) => g.platform))).toEqual(new Set(['RTG', 'SBS', 'CBF']));
      expect((await get<GamesResponse>('/api/get-games?featured=1')).games.every((g) => g.tags.includes('featured'))).toBe(true);
      expect((await get<GamesResponse>('/api/get-games?type=SLOT&system=SBS&title=Slot')).games).toEqual(games);
      expect((await call('GET', '/api/get-games?type=NOPE')).status).toBe(400);
    });
  });

  describe('favourites', () => {
    it('refuse a call without a valid player token', async () => {
      expect((await call('GET', '/api/favorites')).status).toBe(401);
      expect((await call('POST', '/api/favorites', { body: { game_code: 'RTG-TIGER-FORTUNE' } })).status).toBe(401);
      expect((await call('DELETE', '/api/favorites/RTG-TIGER-FORTUNE')).status).toBe(401);
      expect((await call('GET', '/api/favorites', { token: contentStaff })).status).toBe(401);
      expect((await call('GET', '/api/favorites', { token: 'forged' })).status).toBe(401);
    });

    it('are kept per player: add, list newest first, remove', async () => {
      expect((await call('POST', '/api/favorites', { token: alice, body: { game_code: 'RTG-TIGER-FORTUNE' } })).status).toBe(200);
      expect((await call('POST', '/api/favorites', { token: alice, body: { game_code: 'PDL-PADMA-BACCARAT' } })).status).toBe(200);
      expect((await call('POST', '/api/favorites', { token: alice, body: { game_code: 'PDL-PADMA-BACCARAT' } })).status).toBe(200);
      expect((await call('POST', '/api/favorites', { token: bob, body: { game_code: 'MGN-ROCKET-RICKSHAW' } })).status).toBe(200);

      const aliceFavorites = await get<FavoritesResponse>('/api/favorites', alice);
      expect(aliceFavorites.favorites.map((g) => g.code)).toEqual(['PDL-PADMA-BACCARAT', 'RTG-TIGER-FORTUNE']);
      expect(aliceFavorites.favorites[0]).toMatchObject({
        name: 'Padma Baccarat',
        type: 'LIVE',
        platform: 'PDL',
        image: expect.stringMatching(/^\/storage\/game\//),
      });
      expect((await get<FavoritesResponse>('/api/favorites', bob)).favorites.map((g) => g.code)).toEqual(['MGN-ROCKET-RICKSHAW']);

      const removed = await call('DELETE', '/api/favorites/RTG-TIGER-FORTUNE', { token: alice });
      expect(removed.status).toBe(200);
      expect((removed.body as unknown as FavoritesResponse).favorites.map((g) => g.code)).toEqual(['PDL-PADMA-BACCARAT']);
      expect((await get<FavoritesResponse>('/api/favorites', bob)).favorites).toHaveLength(1);
    });

    it('refuse an unknown game (404) and a malformed body (400)', async () => {
      expect(await call('POST', '/api/favorites', { token: alice, body: { game_code: 'NOPE-NOT-A-GAME' } })).toEqual({
        status: 404,
        body: { message: 'Game not found.' },
      });
      const bad = await call('POST', '/api/favorites', { token: alice, body: { game_code: '<script>', remote_id: 'bob' } });
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toHaveProperty('game_code');
    });
  });

  describe('answers in Bangla', () => {
    it('a player reading Bangla (Accept-Language: bn) gets refusals and confirmations in Bangla, others in English', async () => {
      const bn = { 'Accept-Language': 'bn' };
      const carol = (await app.app.get(SessionStore).issue('player', 'carol')).token;
      expect(await call('POST', '/api/favorites', { token: carol, body: { game_code: 'NOPE-NOT-A-GAME' }, headers: bn })).toEqual({
        status: 404,
        body: { message: 'গেমটি পাওয়া যায়নি।' },
      });
      expect(await call('POST', '/api/favorites', { token: carol, body: { game_code: 'NOPE-NOT-A-GAME' } })).toEqual({
        status: 404,
        body: { message: 'Game not found.' },
      });
      const added = await call('POST', '/api/favorites', { token: carol, body: { game_code: 'RTG-TIGER-FORTUNE' }, headers: bn });
      expect(added.status).toBe(200);
      expect(added.body.message).toBe('প্রিয় তালিকায় যোগ করা হয়েছে।');
      expect((added.body as unknown as FavoritesResponse).favorites.map((g) => g.code)).toEqual(['RTG-TIGER-FORTUNE']);

      const types = gameCategoryTypes.join(', ');
      expect(await call('GET', '/api/get-system?type=CRICKET', { headers: bn })).toEqual({
        status: 400,
        body: { message: `type এগুলোর একটি হতে হবে: ${types}`, errors: { type: [`type এগুলোর একটি হতে হবে: ${types}`] } },
      });
      expect((await call('GET', '/api/get-system?type=CRICKET')).body.message).toBe(`type must be one of ${types}`);
    });
  });

  describe('catalogue editor (staff)', () => {
    it('refuses an anonymous call and a player token', async () => {
      for (const [method, path, body] of [
        ['GET', '/api/admin/catalogue/games'],
        ['PATCH', '/api/admin/catalogue/games/RTG-TIGER-FORTUNE', { enabled: false }],
        ['PATCH', '/api/admin/catalogue/providers/RTG', { enabled: false }],
        ['POST', '/api/admin/catalogue/providers', { platform: 'XYZ', name: 'X' }],
      ] as [string, string, unknown?][]) {
        expect((await call(method, path, { body })).status).toBe(401);
        expect((await call(method, path, { body, token: alice })).status).toBe(401);
      }
      expect((await get<GamesResponse>('/api/get-games?type=SLOT&system=RTG')).games.map((g) => g.code)).toContain('RTG-TIGER-FORTUNE');
    });

    it('disabling, featuring and reordering a game shows on get-games at once', async () => {
      const disabled = await call('PATCH', '/api/admin/catalogue/games/RTG-GOLDEN-RICKSHAW', {
        token: contentStaff,
        body: { enabled: false },
      });
      expect(disabled.status).toBe(200);
      expect(disabled.body).toMatchObject({ code: 'RTG-GOLDEN-RICKSHAW', enabled: false });
      expect((await get<GamesResponse>('/api/get-games?type=SLOT&system=RTG')).games.map((g) => g.code)).not.toContain(
        'RTG-GOLDEN-RICKSHAW',
      );

      await call('PATCH', '/api/admin/catalogue/games/RTG-ROYAL-MANGO-REELS', {
        token: contentStaff,
        body: { featured: true, recommended: true, sort_order: 0 },
      });
      const { games } = await get<GamesResponse>('/api/get-games?type=SLOT&system=RTG');
      expect(games[0]).toMatchObject({ code: 'RTG-ROYAL-MANGO-REELS', tags: ['recommended', 'featured'], sort_order: 0 });
      expect((await get<GamesResponse>('/api/get-games?featured=1')).games.map((g) => g.code)).toContain('RTG-ROYAL-MANGO-REELS');

      const staffList = await call('GET', '/api/admin/catalogue/games?system=RTG', { token: contentStaff });
      expect(
        (staffList.body as unknown as { code: string; enabled: boolean }[]).find((g) => g.code === 'RTG-GOLDEN-RICKSHAW')?.enabled,
      ).toBe(false);
    });

    it('disabling a provider hides it and its games from get-system, get-provider, get-games and favourites', async () => {
      await call('POST', '/api/favorites', { token: bob, body: { game_code: 'BTL-TIGER-LIVE-BLACKJACK' } });
      expect((await call('PATCH', '/api/admin/catalogue/providers/BTL', { token: contentStaff, body: { enabled: false } })).status).toBe(
        200,
      );
      expect((await get<SystemsResponse>('/api/get-system?type=LIVE')).systems).toEqual(['PDL']);
      expect((await get<ProvidersResponse>('/api/get-provider')).data.map((p) => p.platform)).not.toContain('BTL');
      expect((await get<GamesResponse>('/api/get-games?system=BTL')).games).toEqual([]);
      expect((await get<FavoritesResponse>('/api/favorites', bob)).favorites.map((g) => g.code)).toEqual(['MGN-ROCKET-RICKSHAW']);
      await call('PATCH', '/api/admin/catalogue/providers/BTL', { token: contentStaff, body: { enabled: true } });
      expect((await get<SystemsResponse>('/api/get-system?type=LIVE')).systems.sort()).toEqual(['BTL', 'PDL']);
    });

    it('adds a provider and a game with uploaded-art URLs, and validates every body', async () => {
      const provider = await call('POST', '/api/admin/catalogue/providers', {
        token: contentStaff,
        body: { platform: 'KRN', name: 'Karnaphuli Games', icon: '/storage/provider/k.png' },
      });
      expect(provider.status).toBe(201);
      const game = await call('POST', '/api/admin/catalogue/games', {
        token: contentStaff,
        body: { code: 'KRN-RIVER-KING', name: 'River King', type: 'SLOT', platform: 'KRN', image: '/storage/game/k.png' },
      });
      expect(game.status).toBe(201);
      expect((await get<SystemsResponse>('/api/get-system?type=SLOT')).systems).toContain('KRN');
      expect((await get<GamesResponse>('/api/get-games?type=SLOT&system=KRN')).games).toEqual([
        expect.objectContaining({ code: 'KRN-RIVER-KING', tags: ['new'] }),
      ]);

      expect(
        (await call('POST', '/api/admin/catalogue/providers', { token: contentStaff, body: { platform: 'KRN', name: 'Again' } })).status,
      ).toBe(409);
      const unknownProvider = await call('POST', '/api/admin/catalogue/games', {
        token: contentStaff,
        body: { code: 'ZZZ-X', name: 'X', type: 'SLOT', platform: 'ZZZ' },
      });
      expect(unknownProvider.status).toBe(400);
      const bad = await call('POST', '/api/admin/catalogue/games', {
        token: contentStaff,
        body: { code: 'bad code!', name: '', type: 'POKER', platform: 'KRN', image: 'javascript:alert(1)', featured: 'yes' },
      });
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.errors as Json).sort()).toEqual(['code', 'featured', 'image', 'name', 'type']);
      expect((await call('PATCH', '/api/admin/catalogue/games/NOPE-GAME', { token: contentStaff, body: { enabled: false } })).status).toBe(
        404,
      );
    });

    it('each catalogue write records the game or provider before and after (before null on create) in the audit log', async () => {
      type Row = { actor_username: string; actor_roles: string[]; target_kind: string; before: Json | null; after: Json | null };
      const audit = async (action: string, targetId: string) =>
        (
          await pool.query<Row>(
            `SELECT actor_username, actor_roles, target_kind, before, after FROM staff_audit_log WHERE action = $1 AND target_id = $2 ORDER BY id`,
            [action, targetId],
          )
        ).rows;
      const { rows } = await pool.query<{ created_at: Date }>(`SELECT created_at FROM games WHERE code = 'PDL-PADMA-ROULETTE'`);
      const before = await pool.query<Json>(
        `SELECT code, name, name_bn AS "nameBn", type, platform, image, recommended, is_new AS "isNew", featured, enabled, sort_order AS "sortOrder"
         FROM games WHERE code = 'PDL-PADMA-ROULETTE'`,
      );
      expect(before.rows).toHaveLength(1);
      const game: Json = { ...before.rows[0]!, createdAt: rows[0]!.created_at.toISOString() };

      const updated = await call('PATCH', '/api/admin/catalogue/games/PDL-PADMA-ROULETTE', {
        token: contentStaff,
        body: { featured: !game.featured, sort_order: 7, name: 'Padma Roulette Deluxe' },
      });
      expect(updated.status).toBe(200);
      expect(await audit('catalogue.game.update', 'PDL-PADMA-ROULETTE')).toEqual([
        {
          actor_username: 'catalogue-editor',
          actor_roles: ['content'],
          target_kind: 'game',
          before: game,
          after: { ...game, featured: !game.featured, sortOrder: 7, name: 'Padma Roulette Deluxe' },
        },
      ]);

      expect(await audit('catalogue.provider.create', 'KRN')).toEqual([
        {
          actor_username: 'catalogue-editor',
          actor_roles: ['content'],
          target_kind: 'provider',
          before: null,
          // no Bangla name given: '' (players see the English one)
          after: { platform: 'KRN', name: 'Karnaphuli Games', nameBn: '', icon: '/storage/provider/k.png', enabled: true, sortOrder: 0 },
        },
      ]);
      expect(await audit('catalogue.game.create', 'KRN-RIVER-KING')).toEqual([
        expect.objectContaining({
          target_kind: 'game',
          before: null,
          after: expect.objectContaining({ code: 'KRN-RIVER-KING', platform: 'KRN' }),
        }),
      ]);
      const btl = await audit('catalogue.provider.update', 'BTL');
      expect(btl.map((r) => [r.before?.enabled, r.after?.enabled])).toEqual([
        [true, false],
        [false, true],
      ]);
      // refused writes (409, 400, 404) recorded nothing, and no catalogue write fell back to the route-only row
      expect(await audit('catalogue.game.update', 'NOPE-GAME')).toEqual([]);
      const { rows: fallback } = await pool.query(`SELECT action FROM staff_audit_log WHERE action NOT LIKE 'catalogue.%'`);
      expect(fallback).toEqual([]);
    });

    it('re-running the demo seed keeps staff changes', async () => {
      await app.app.get(DemoCatalogueSeed).seed();
      expect((await get<GamesResponse>('/api/get-games?type=SLOT&system=RTG')).games.map((g) => g.code)).not.toContain(
        'RTG-GOLDEN-RICKSHAW',
      );
      expect((await get<GamesResponse>('/api/get-games?featured=1')).games.map((g) => g.code)).toContain('RTG-ROYAL-MANGO-REELS');
    });
  });
});
