import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import type { ProviderAnswer, StaffGameProvider, StaffGameProviderGames } from '@khela/contracts';
import { CommandBus } from '@nestjs/cqrs';
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import pg from 'pg';
import {
  clearRedisPrefix,
  createTestDatabase,
  startTestApp,
  uniqueRedisPrefix,
  type TestApp,
  type TestDatabase,
} from '../../../test/test-app.js';
import { SessionStore } from '../auth/index.js';
import { CreditDepositCommand, OpenWalletCommand } from '../wallet/index.js';
import { signProviderBody } from './domain/provider-signature.js';
import { keyFingerprint } from './domain/provider-key.js';
import { CatalogueRepository } from './persistence/catalogue.repository.js';
import { GameProvidersRepository } from './persistence/game-providers.repository.js';
import { DemoCatalogueSeed } from './seed/demo-catalogue.seed.js';
import { DemoGameProvidersSeed } from './seed/demo-game-providers.seed.js';
import { hangBound } from '../../../test/test-env.js';

jest.setTimeout(hangBound(60_000));

const system = { actor: { kind: 'system', id: 'game-providers-test' } } as const;
const firstSecret = 'first-hmac-secret-0123456789';
const rsa = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});

describe('games: staff management of game providers (games.manage), over HTTP', () => {
  const prefix = uniqueRedisPrefix();
  let db: TestDatabase;
  let app: TestApp;
  let sql: pg.Pool;
  let admin: string;
  let finance: string;
  let content: string;
  let player: { id: string; username: string; session: string };
  /** How the provider signs now: the tests rotate it. */
  let signing: { scheme: 'hmac' | 'rsa'; key: string } = { scheme: 'hmac', key: firstSecret };

  const http = async (method: string, path: string, token?: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${app.url}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const text = await response.text();
    return { status: response.status, text, body: JSON.parse(text) as Record<string, unknown> };
  };
  const staff = async (username: string, role: string) => {
    const { rows } = await sql.query<{ id: string }>(
      `INSERT INTO staff_users (username, display_name, password_hash, roles) VALUES ($1, $1, 'x', ARRAY[$2]) RETURNING id::text`,
      [username, role],
    );
    return (await app.app.get(SessionStore).issue('staff', rows[0]!.id)).token;
  };
  const launch = (game = 'GPS-REELS') =>
    http('POST', '/api/game-run', player.session, { gameCode: game, platform: 'GPS', isMobileLogin: 0 });
  const tokenOf = (url: unknown) => new URL(url as string).searchParams.get('token')!;
  const call = async (path: string, body: Record<string, unknown>) => {
    const raw = JSON.stringify({ request_uuid: randomUUID(), user: player.username, ...body });
    const response = await fetch(`${app.url}/api/provider/gps/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-khela-signature': signProviderBody(signing.scheme, signing.key, raw) },
      body: raw,
    });
    return (await response.json()) as ProviderAnswer;
  };
  const bet = (token: string, game = 'GPS-REELS') =>
    call('transaction/bet', {
      token,
      game_code: game,
      round: `r-${randomUUID()}`,
      transaction_uuid: `t-${randomUUID()}`,
      currency: 'BDT',
      amount: 1_00,
    });
  const auditRows = async (action: string, targetId: string) =>
    (
      await sql.query<{ actor_username: string; before: Record<string, unknown>; after: Record<string, unknown> }>(
        `SELECT actor_username, before, after FROM staff_audit_log WHERE action = $1 AND target_id = $2 ORDER BY id`,
        [action, targetId],
      )
    ).rows;
  const listed = async () =>
    ((await http('GET', '/api/admin/game-providers', admin)).body as unknown as StaffGameProvider[]).find((p) => p.code === 'gps')!;

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await startTestApp({ databaseUrl: db.url, role: 'api', env: { REDIS_PREFIX: prefix } });
    sql = new pg.Pool({ connectionString: db.url, max: 2 });
    const catalogue = app.app.get(CatalogueRepository);
    const providers = app.app.get(GameProvidersRepository);
    await providers.save({
      code: 'gps',
      name: 'Game Provider Staff',
      status: 'active',
      authScheme: 'hmac',
      keyMaterial: firstSecret,
      launchUrl: 'https://gps.example.test',
      rollbackUnknown: 'ok',
    });
    await catalogue.saveProvider({ platform: 'GPS', name: 'GPS games', icon: '', enabled: true, sortOrder: 0 });
    for (const [code, type] of [
      ['GPS-REELS', 'SLOT'],
      ['GPS-WHEEL', 'TABLE'],
    ] as const)
      await catalogue.saveGame({
        code,
        name: `${code} name`,
        type,
        platform: 'GPS',
        image: '',
        recommended: false,
        isNew: false,
        featured: false,
        enabled: true,
        sortOrder: 0,
      });
    await providers.serve('GPS', 'gps');
    await sql.query(`UPDATE games SET stated_rtp = 95.81 WHERE code = 'GPS-REELS'`);

    admin = await staff('gpsadmin', 'admin');
    finance = await staff('gpsfinance', 'finance');
    content = await staff('gpscontent', 'content');
    const { rows } = await sql.query<{ id: string }>(
      `INSERT INTO players (username, password_hash, email, phone, currency, referral_code, phone_verified_at, dofb)
       VALUES ('gpsplayer', 'x', 'gpsplayer@example.test', '01819990001', 'BDT', 'GPSREF1', now(), '1990-01-01') RETURNING id::text`,
    );
    const commands = app.app.get(CommandBus);
    await commands.execute(new OpenWalletCommand({ playerId: rows[0]!.id, currency: 'BDT' }, system));
    await commands.execute(
      new CreditDepositCommand({ playerId: rows[0]!.id, depositId: `dep-gps`, channel: 'bkash', amount: 100_00n }, system),
    );
    player = { id: rows[0]!.id, username: 'gpsplayer', session: (await app.app.get(SessionStore).issue('player', rows[0]!.id)).token };
  });

  afterAll(async () => {
    await sql?.end();
    await app?.close();
    await clearRedisPrefix(prefix);
  });

  it('lists providers with the key fingerprint only, the platforms and games served; refused without games.manage', async () => {
    const list = await http('GET', '/api/admin/game-providers', admin);
    expect(list.status).toBe(200);
    expect(await listed()).toEqual({
      code: 'gps',
      name: 'Game Provider Staff',
      status: 'active',
      auth_scheme: 'hmac',
      key_fingerprint: keyFingerprint('hmac', firstSecret),
      launch_url: 'https://gps.example.test',
      rollback_unknown: 'ok',
      platforms: ['GPS'],
      games_total: 2,
      games_enabled: 2,
      updated_at: expect.any(String),
    });
    expect(list.text).not.toContain(firstSecret);

    for (const token of [finance, content]) {
      expect((await http('GET', '/api/admin/game-providers', token)).status).toBe(403);
      expect((await http('PATCH', '/api/admin/game-providers/gps', token, { status: 'disabled' })).status).toBe(403);
      expect((await http('PUT', '/api/admin/game-providers/gps/key', token, { auth_scheme: 'hmac', key: 'x'.repeat(20) })).status).toBe(
        403,
      );
      expect((await http('PATCH', '/api/admin/game-providers/gps/games/GPS-REELS', token, { enabled: false })).status).toBe(403);
    }
    expect((await http('GET', '/api/admin/game-providers')).status).toBe(401);
    expect((await http('GET', '/api/admin/game-providers', player.session)).status).toBe(401);
    expect((await listed()).status).toBe('active');
    expect(await auditRows('games.provider.update', 'gps')).toEqual([]);
  });

  it('a disabled provider: launches refused, bets answered RS_ERROR_INVALID_GAME; audited before and after; on again it plays', async () => {
    const token = tokenOf((await launch()).body.url);
    const disabled = await http('PATCH', '/api/admin/game-providers/gps', admin, { status: 'disabled' });
    expect(disabled.status).toBe(200);
    expect(disabled.body).toMatchObject({ code: 'gps', status: 'disabled' });
    expect(await launch()).toMatchObject({ status: 422, body: { message: "This game's provider is not available right now." } });
    expect((await bet(token)).status).toBe('RS_ERROR_INVALID_GAME');
    const [row] = await auditRows('games.provider.update', 'gps');
    expect(row).toMatchObject({ actor_username: 'gpsadmin', before: { status: 'active' }, after: { status: 'disabled' } });
    expect(row!.after.keyFingerprint).toBe(keyFingerprint('hmac', firstSecret));
    expect(JSON.stringify(row)).not.toContain(firstSecret);

    expect((await http('PATCH', '/api/admin/game-providers/gps', admin, { status: 'active' })).body).toMatchObject({ status: 'active' });
    expect((await bet(tokenOf((await launch()).body.url))).status).toBe('RS_OK');
  });

  it('changes the rollback-of-unknown rule and the launch URL, which the next call and launch follow', async () => {
    const token = tokenOf((await launch()).body.url);
    const rollbackUnknown = () =>
      call('transaction/rollback', {
        token,
        game_code: 'GPS-REELS',
        round: `r-${randomUUID()}`,
        transaction_uuid: `rb-${randomUUID()}`,
        reference_transaction_uuid: `never-${randomUUID()}`,
      });
    expect((await rollbackUnknown()).status).toBe('RS_OK');
    const changed = await http('PATCH', '/api/admin/game-providers/gps', admin, {
      rollback_unknown: 'does_not_exist',
      launch_url: 'https://play.gps.example.test/v2/',
    });
    expect(changed.body).toMatchObject({ rollback_unknown: 'does_not_exist', launch_url: 'https://play.gps.example.test/v2' });
    expect((await rollbackUnknown()).status).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
    expect(String((await launch()).body.url)).toMatch(/^https:\/\/play\.gps\.example\.test\/v2\/play\/GPS-REELS\?token=/);
    const rows = await auditRows('games.provider.update', 'gps');
    expect(rows.at(-1)).toMatchObject({
      before: { rollbackUnknown: 'ok', launchUrl: 'https://gps.example.test' },
      after: { rollbackUnknown: 'does_not_exist', launchUrl: 'https://play.gps.example.test/v2' },
    });
  });

  it('refuses bad changes with a 400 or 404 in English and Bangla, writing nothing', async () => {
    const before = (await auditRows('games.provider.update', 'gps')).length;
    const bad = await http('PATCH', '/api/admin/game-providers/gps', admin, { status: 'paused', launch_url: 'javascript:alert(1)' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ status: ['status must be active or disabled'], launch_url: ['launch_url must be an http(s) URL'] });
    const bangla = await http('PATCH', '/api/admin/game-providers/gps', admin, { rollback_unknown: 'maybe' }, { 'accept-language': 'bn' });
    expect(bangla.body.errors).toEqual({ rollback_unknown: ['rollback_unknown-এ ok অথবা does_not_exist দিতে হবে'] });
    expect((await http('PATCH', '/api/admin/game-providers/gps', admin, { key_material: 'x' })).status).toBe(400);
    expect(await http('PATCH', '/api/admin/game-providers/gps', admin, {})).toMatchObject({
      status: 400,
      body: { message: 'Give status, rollback_unknown or launch_url.' },
    });
    expect((await http('PATCH', '/api/admin/game-providers/nope', admin, { status: 'disabled' })).body).toMatchObject({
      message: 'Game provider not found.',
    });
    expect((await http('PATCH', '/api/admin/game-providers/NO%20PE', admin, { status: 'disabled' })).status).toBe(404);
    expect((await auditRows('games.provider.update', 'gps')).length).toBe(before);
    expect(await listed()).toMatchObject({ status: 'active', rollback_unknown: 'does_not_exist' });
  });

  it('rotates the key: the old one stops verifying, the new one works, only fingerprints are shown or audited', async () => {
    const token = tokenOf((await launch()).body.url);
    const newSecret = 'second-hmac-secret-9876543210';
    const rotated = await http('PUT', '/api/admin/game-providers/gps/key', admin, { auth_scheme: 'hmac', key: newSecret });
    expect(rotated.status).toBe(200);
    expect(rotated.body.key_fingerprint).toBe(keyFingerprint('hmac', newSecret));
    expect(rotated.text).not.toContain(newSecret);
    expect((await bet(token)).status).toBe('RS_ERROR_INVALID_SIGNATURE');
    signing = { scheme: 'hmac', key: newSecret };
    expect((await bet(token)).status).toBe('RS_OK');

    const toRsa = await http('PUT', '/api/admin/game-providers/gps/key', admin, { auth_scheme: 'rsa', key: rsa.publicKey });
    expect(toRsa.body).toMatchObject({ auth_scheme: 'rsa', key_fingerprint: keyFingerprint('rsa', rsa.publicKey) });
    expect((await bet(token)).status).toBe('RS_ERROR_INVALID_SIGNATURE');
    signing = { scheme: 'rsa', key: rsa.privateKey };
    expect((await bet(token)).status).toBe('RS_OK');

    const rows = await auditRows('games.provider.rotate_key', 'gps');
    expect(rows.map((r) => [r.before.keyFingerprint, r.after.authScheme])).toEqual([
      [keyFingerprint('hmac', firstSecret), 'hmac'],
      [keyFingerprint('hmac', newSecret), 'rsa'],
    ]);
    expect(JSON.stringify(rows)).not.toMatch(/hmac-secret|PUBLIC KEY/);
  });

  it('refuses a short secret, a private key or junk as a key (422, English and Bangla) and keeps the old key', async () => {
    const short = await http('PUT', '/api/admin/game-providers/gps/key', admin, { auth_scheme: 'hmac', key: 'short' });
    expect(short).toMatchObject({ status: 422, body: { message: 'An HMAC secret must be at least 16 characters.' } });
    const privateKey = await http(
      'PUT',
      '/api/admin/game-providers/gps/key',
      admin,
      { auth_scheme: 'rsa', key: rsa.privateKey },
      { 'accept-language': 'bn' },
    );
    expect(privateKey).toMatchObject({ status: 422, body: { message: 'কী-টি PEM আকারে অন্তত ২০৪৮ বিটের একটি RSA পাবলিক কী হতে হবে।' } });
    expect((await http('PUT', '/api/admin/game-providers/gps/key', admin, { auth_scheme: 'dsa', key: 'x'.repeat(20) })).status).toBe(400);
    expect((await http('PUT', '/api/admin/game-providers/gps/key', admin, { auth_scheme: 'hmac' })).status).toBe(400);
    expect((await http('PUT', '/api/admin/game-providers/nope/key', admin, { auth_scheme: 'hmac', key: 'x'.repeat(20) })).status).toBe(404);
    expect((await listed()).key_fingerprint).toBe(keyFingerprint('rsa', rsa.publicKey));
    expect((await auditRows('games.provider.rotate_key', 'gps')).length).toBe(2);
  });

  it("lists the provider's games with stated RTP and turns one off and on: launch and bets follow, audited", async () => {
    const games = await http('GET', '/api/admin/game-providers/gps/games', admin);
    expect((games.body as unknown as StaffGameProviderGames).data).toEqual([
      { code: 'GPS-REELS', name: 'GPS-REELS name', platform: 'GPS', type: 'SLOT', enabled: true, stated_rtp: '95.81' },
      { code: 'GPS-WHEEL', name: 'GPS-WHEEL name', platform: 'GPS', type: 'TABLE', enabled: true, stated_rtp: null },
    ]);
    const token = tokenOf((await launch('GPS-WHEEL')).body.url);
    const off = await http('PATCH', '/api/admin/game-providers/gps/games/GPS-WHEEL', admin, { enabled: false });
    expect(off.body).toMatchObject({ code: 'GPS-WHEEL', enabled: false });
    expect(await launch('GPS-WHEEL')).toMatchObject({ status: 422, body: { message: 'This game is not available right now.' } });
    expect((await bet(token, 'GPS-WHEEL')).status).toBe('RS_ERROR_INVALID_GAME');
    expect(await listed()).toMatchObject({ games_total: 2, games_enabled: 1 });
    expect(await auditRows('games.provider.game', 'GPS-WHEEL')).toEqual([
      expect.objectContaining({
        before: expect.objectContaining({ provider: 'gps', enabled: true }),
        after: expect.objectContaining({ enabled: false }),
      }),
    ]);

    await http('PATCH', '/api/admin/game-providers/gps/games/GPS-WHEEL', admin, { enabled: true });
    expect((await bet(tokenOf((await launch('GPS-WHEEL')).body.url), 'GPS-WHEEL')).status).toBe('RS_OK');

    expect((await http('PATCH', '/api/admin/game-providers/gps/games/GPS-WHEEL', admin, { enabled: 'no' })).body).toMatchObject({
      errors: { enabled: ['enabled must be true or false'] },
    });
    expect((await http('PATCH', '/api/admin/game-providers/gps/games/NOT-SERVED', admin, { enabled: false })).body).toMatchObject({
      message: 'This provider serves no such game.',
    });
    expect((await http('GET', '/api/admin/game-providers/nope/games', admin)).status).toBe(404);
  });

  it("the game report shows each game's stated RTP beside the actual one", async () => {
    const token = tokenOf((await launch()).body.url);
    const round = `r-${randomUUID()}`;
    const placed = await call('transaction/bet', {
      token,
      game_code: 'GPS-REELS',
      round,
      transaction_uuid: `t-${round}`,
      currency: 'BDT',
      amount: 10_00,
    });
    expect(placed.status).toBe('RS_OK');
    const paid = await call('transaction/win', {
      token,
      game_code: 'GPS-REELS',
      round,
      transaction_uuid: `w-${round}`,
      reference_transaction_uuid: `t-${round}`,
      currency: 'BDT',
      amount: 5_00,
      round_closed: true,
    });
    expect(paid.status).toBe('RS_OK');
    const report = await http('GET', '/api/admin/game-reports', finance);
    expect(report.body.data).toEqual([
      expect.objectContaining({ provider: 'gps', game_code: 'GPS-REELS', bets: '10.00', wins: '5.00', rtp: '50.00', stated_rtp: '95.81' }),
    ]);
  });

  it('sets a game\'s stated RTP (games.manage): the report shows it beside the actual RTP; audited; cleared with null or ""', async () => {
    const rtpPath = (game: string, provider = 'gps') => `/api/admin/game-providers/${provider}/games/${game}/stated-rtp`;
    for (const token of [finance, content])
      expect((await http('PUT', rtpPath('GPS-REELS'), token, { stated_rtp: '60.00' })).status).toBe(403);
    expect((await http('PUT', rtpPath('GPS-REELS'), player.session, { stated_rtp: '60.00' })).status).toBe(401);

    const set = await http('PUT', rtpPath('GPS-REELS'), admin, { stated_rtp: '96.5' });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({
      code: 'GPS-REELS',
      name: 'GPS-REELS name',
      platform: 'GPS',
      type: 'SLOT',
      enabled: true,
      stated_rtp: '96.50',
    });
    const games = (await http('GET', '/api/admin/game-providers/gps/games', admin)).body as unknown as StaffGameProviderGames;
    expect(games.data.find((g) => g.code === 'GPS-REELS')!.stated_rtp).toBe('96.50');
    // the round of the test before: 10.00 staked, 5.00 won
    const report = async () =>
      ((await http('GET', '/api/admin/game-reports', finance)).body.data as Record<string, unknown>[]).find(
        (r) => r.game_code === 'GPS-REELS',
      );
    expect(await report()).toMatchObject({ rtp: '50.00', stated_rtp: '96.50' });
    expect(await auditRows('games.game.stated_rtp', 'GPS-REELS')).toEqual([
      { actor_username: 'gpsadmin', before: { provider: 'gps', statedRtp: '95.81' }, after: { provider: 'gps', statedRtp: '96.50' } },
    ]);

    // the bounds are in; a game that stated none gets one
    expect((await http('PUT', rtpPath('GPS-WHEEL'), admin, { stated_rtp: '100.00' })).body).toMatchObject({ stated_rtp: '100.00' });
    expect((await http('PUT', rtpPath('GPS-WHEEL'), admin, { stated_rtp: '50' })).body).toMatchObject({ stated_rtp: '50.00' });

    // refused: 400 with the message in English and Bangla, nothing written
    const message = 'stated_rtp must be empty or a percentage from 50.00 to 100.00 with at most two decimals, e.g. "96.50"';
    const auditsBefore = (await sql.query(`SELECT count(*)::int AS n FROM staff_audit_log`)).rows[0].n as number;
    for (const bad of [
      '49.99',
      '100.01',
      '101',
      '96.123',
      '96.',
      '.5',
      '-60',
      '1e2',
      ' 96.50',
      '96,50',
      'abc',
      96.5,
      96,
      true,
      [],
      {},
      undefined,
    ]) {
      const refused = await http('PUT', rtpPath('GPS-REELS'), admin, bad === undefined ? {} : { stated_rtp: bad });
      expect({ bad, status: refused.status, errors: refused.body.errors }).toEqual({ bad, status: 400, errors: { stated_rtp: [message] } });
    }
    const bangla = await http('PUT', rtpPath('GPS-REELS'), admin, { stated_rtp: '120' }, { 'accept-language': 'bn' });
    expect(bangla).toMatchObject({
      status: 400,
      body: {
        errors: {
          stated_rtp: ['stated_rtp খালি, অথবা ৫০.০০ থেকে ১০০.০০-এর মধ্যে দশমিকের পরে সর্বোচ্চ দুই অঙ্কের একটি শতাংশ হতে হবে, যেমন "96.50"'],
        },
      },
    });
    expect((await http('PUT', rtpPath('GPS-REELS'), admin, { stated_rtp: '60', extra: 1 })).status).toBe(400);
    expect((await http('PUT', rtpPath('NOT-SERVED'), admin, { stated_rtp: '60' })).body).toMatchObject({
      message: 'This provider serves no such game.',
    });
    expect((await http('PUT', rtpPath('GPS-REELS', 'nope'), admin, { stated_rtp: '60' })).status).toBe(404);
    expect((await http('PUT', rtpPath('GPS-REELS', 'NO%20PE'), admin, { stated_rtp: '60' })).status).toBe(404);
    expect((await sql.query(`SELECT count(*)::int AS n FROM staff_audit_log`)).rows[0].n).toBe(auditsBefore);
    expect((await sql.query(`SELECT stated_rtp::text FROM games WHERE code = 'GPS-REELS'`)).rows).toEqual([{ stated_rtp: '96.50' }]);

    // cleared: the game states none, and the report says so
    expect((await http('PUT', rtpPath('GPS-REELS'), admin, { stated_rtp: null })).body).toMatchObject({ stated_rtp: null });
    expect(await report()).toMatchObject({ rtp: '50.00', stated_rtp: null });
    expect((await http('PUT', rtpPath('GPS-WHEEL'), admin, { stated_rtp: '' })).body).toMatchObject({ stated_rtp: null });
    expect((await auditRows('games.game.stated_rtp', 'GPS-REELS')).at(-1)).toMatchObject({
      before: { statedRtp: '96.50' },
      after: { statedRtp: null },
    });
    // put back for the tests after
    await http('PUT', rtpPath('GPS-REELS'), admin, { stated_rtp: '95.81' });
  });

  it("a second start's demo seed keeps what staff chose for sim (status, rule) and states the simulator's RTPs", async () => {
    await app.app.get(DemoCatalogueSeed).seed();
    const seed = new DemoGameProvidersSeed(app.app.get(GameProvidersRepository), app.app.get(CatalogueRepository), {
      ...app.config,
      GAME_SIM_URL: 'http://localhost:4300',
      GAME_SIM_SECRET: 'demo-sim-secret-0123456789',
    });
    await seed.seed();
    await http('PATCH', '/api/admin/game-providers/sim', admin, { status: 'disabled', rollback_unknown: 'does_not_exist' });
    await seed.seed();
    const sim = ((await http('GET', '/api/admin/game-providers', admin)).body as unknown as StaffGameProvider[]).find(
      (p) => p.code === 'sim',
    )!;
    expect(sim).toMatchObject({
      status: 'disabled',
      rollback_unknown: 'does_not_exist',
      key_fingerprint: keyFingerprint('hmac', 'demo-sim-secret-0123456789'),
    });
    const { rows } = await sql.query<{ type: string; stated_rtp: string }>(
      `SELECT DISTINCT g.type, g.stated_rtp::text FROM games g JOIN providers p ON p.platform = g.platform WHERE p.game_provider = 'sim' ORDER BY 1`,
    );
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows) expect(row.stated_rtp).toBe(['SLOT', 'FH', 'EGAME'].includes(row.type) ? '95.81' : '97.30');
  });

  it("a start after staff rotated sim's key keeps the rotated key (and a cleared stated RTP); only the launch URL follows the configuration", async () => {
    const rotated = 'rotated-by-staff-0123456789';
    const signedBy = async (secret: string) => {
      const raw = JSON.stringify({ request_uuid: randomUUID(), user: player.username, token: 'none' });
      const answer = await fetch(`${app.url}/api/provider/sim/user/info`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-khela-signature': signProviderBody('hmac', secret, raw) },
        body: raw,
      });
      return ((await answer.json()) as ProviderAnswer).status;
    };
    expect(await signedBy('demo-sim-secret-0123456789')).not.toBe('RS_ERROR_INVALID_SIGNATURE');
    expect((await http('PUT', '/api/admin/game-providers/sim/key', admin, { auth_scheme: 'hmac', key: rotated })).status).toBe(200);
    const { rows: games } = await sql.query<{ code: string }>(
      `SELECT g.code FROM games g JOIN providers p ON p.platform = g.platform WHERE p.game_provider = 'sim' ORDER BY g.code LIMIT 1`,
    );
    const cleared = games[0]!.code;
    expect((await http('PUT', `/api/admin/game-providers/sim/games/${cleared}/stated-rtp`, admin, { stated_rtp: null })).status).toBe(200);

    // the next start: same configuration, then another port and even another GAME_SIM_SECRET; each says in
    // the log that the simulator's secret is no longer sim's key, and how to give it (never the key itself)
    const warned = jest.spyOn(Logger.prototype, 'warn');
    for (const [url, secret] of [
      ['http://localhost:4300', 'demo-sim-secret-0123456789'],
      ['http://localhost:4301', 'another-configured-secret-0123'],
    ] as const)
      await new DemoGameProvidersSeed(app.app.get(GameProvidersRepository), app.app.get(CatalogueRepository), {
        ...app.config,
        GAME_SIM_URL: url,
        GAME_SIM_SECRET: secret,
      }).seed();
    const sim = ((await http('GET', '/api/admin/game-providers', admin)).body as unknown as StaffGameProvider[]).find(
      (p) => p.code === 'sim',
    )!;
    expect(sim).toMatchObject({
      auth_scheme: 'hmac',
      key_fingerprint: keyFingerprint('hmac', rotated),
      launch_url: 'http://localhost:4301',
      status: 'disabled',
      rollback_unknown: 'does_not_exist',
    });
    expect((await sql.query(`SELECT key_material FROM game_providers WHERE code = 'sim'`)).rows).toEqual([{ key_material: rotated }]);
    const warnings = warned.mock.calls.map((c) => String(c[0])).filter((m) => m.includes('rotated in the back-office'));
    warned.mockRestore();
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toContain("GAME_SIM_SECRET='<the new secret>' npm start");
    for (const warning of warnings) expect(warning).not.toContain(rotated);
    expect((await sql.query(`SELECT stated_rtp FROM games WHERE code = $1`, [cleared])).rows).toEqual([{ stated_rtp: null }]);
    // the simulator's old secret is refused (as a real provider's would be until it is given the new key)
    expect(await signedBy('demo-sim-secret-0123456789')).toBe('RS_ERROR_INVALID_SIGNATURE');
    expect(await signedBy(rotated)).not.toBe('RS_ERROR_INVALID_SIGNATURE');
  });
});
