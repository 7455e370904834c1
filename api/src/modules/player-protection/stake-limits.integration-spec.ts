import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { ProviderAnswer } from '@khela/contracts';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import {
  clearRedisPrefix,
  createTestDatabase,
  startTestApp,
  uniqueRedisPrefix,
  type TestApp,
  type TestDatabase,
} from '../../../test/test-app.js';
import { hangBound } from '../../../test/test-env.js';
import { Clock } from '../../platform/clock/clock.js';
import { VetoPoint } from '../../platform/events/index.js';
import { MessageCatalog } from '../../platform/i18n/message-catalog.js';
import { SessionStore } from '../auth/index.js';
import { signProviderBody } from '../games/domain/provider-signature.js';
import { CatalogueRepository } from '../games/persistence/catalogue.repository.js';
import { GameProvidersRepository } from '../games/persistence/game-providers.repository.js';
import { CreditDepositCommand, GetWalletQuery, OpenWalletCommand, walletStreamId } from '../wallet/index.js';
import { dhakaTime, protectionMessages } from './domain/protection-messages.js';

jest.setTimeout(hangBound(60_000));

const system = { actor: { kind: 'system', id: 'stake-limits-test' } } as const;
const secret = 'test-hmac-secret-stake-limits-0123';
const provider = { code: 'rgprov', platform: 'RGP', game: 'RGP-REELS' };
const hour = 3_600_000;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test reads JSON bodies loosely, field by field
type Json = Record<string, any>;

interface Player {
  id: string;
  username: string;
  token: string;
}

/**
 * Wager and loss limits end to end (issue 16): set through the player API, enforced at the `wallet.stake`
 * veto on a real provider bet (signed, through the seamless wallet API): a bet over a limit answers
 * RS_ERROR_USER_DISABLED (the provider API's status for it) and leaves the ledger as it was; wins make room
 * under a loss limit; an increase waits out the cooling-off with the app's Clock moved.
 */
describe('player protection: wager and loss limits on provider bets', () => {
  const prefix = uniqueRedisPrefix();
  let db: TestDatabase;
  let app: TestApp;
  let sql: pg.Pool;
  let commands: CommandBus;
  let queries: QueryBus;
  let seq = 0;
  let offsetMs = 0;

  const call = async (method: string, path: string, token?: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${app.url}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : {}) as Json };
  };

  const makePlayer = async (main: bigint): Promise<Player> => {
    seq += 1;
    const username = `rgbet${seq}${prefix.slice(-4)}`;
    const { rows } = await sql.query<{ id: string }>(
      `INSERT INTO players (username, password_hash, email, phone, currency, referral_code, phone_verified_at, dofb)
       VALUES ($1, 'x', $2, $3, 'BDT', $4, now(), '1990-01-01') RETURNING id::text`,
      [
        username,
        `${username}@example.test`,
        `0182${String(3000000 + seq * 7919).padStart(7, '0')}`,
        `SL${prefix.slice(-6)}${seq}`.toUpperCase(),
      ],
    );
    const id = rows[0]!.id;
    await commands.execute(new OpenWalletCommand({ playerId: id, currency: 'BDT' }, system));
    await commands.execute(new CreditDepositCommand({ playerId: id, depositId: `dep-${id}`, channel: 'bkash', amount: main }, system));
    return { id, username, token: (await app.app.get(SessionStore).issue('player', id)).token };
  };

  const launch = async (p: Player): Promise<string> => {
    const { status, body } = await call('POST', '/api/game-run', p.token, {
      gameCode: provider.game,
      platform: provider.platform,
      isMobileLogin: 1,
    });
    expect(status).toBe(200);
    return new URL((body as { url: string }).url).searchParams.get('token')!;
  };

  const providerCall = async (path: string, body: Record<string, unknown>) => {
    const raw = JSON.stringify(body);
    const response = await fetch(`${app.url}/api/provider/${provider.code}/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-khela-signature': signProviderBody('hmac', secret, raw) },
      body: raw,
    });
    return JSON.parse(await response.text()) as ProviderAnswer;
  };
  const bet = (p: Player, token: string, round: string, tx: string, amount: number) =>
    providerCall('transaction/bet', {
      request_uuid: randomUUID(),
      user: p.username,
      token,
      game_code: provider.game,
      round,
      transaction_uuid: tx,
      currency: 'BDT',
      amount,
    });
  const win = (p: Player, token: string, round: string, tx: string, ref: string, amount: number) =>
    providerCall('transaction/win', {
      request_uuid: randomUUID(),
      user: p.username,
      token,
      game_code: provider.game,
      round,
      transaction_uuid: tx,
      reference_transaction_uuid: ref,
      currency: 'BDT',
      amount,
      round_closed: true,
    });
  const rollback = (p: Player, token: string, round: string, tx: string, ref: string) =>
    providerCall('transaction/rollback', {
      request_uuid: randomUUID(),
      user: p.username,
      token,
      game_code: provider.game,
      round,
      transaction_uuid: tx,
      reference_transaction_uuid: ref,
    });
  const ids = () => ({ round: `r-${randomUUID()}`, tx: `t-${randomUUID()}` });
  /** The wallet's ledger: its events and balance (what a refused bet must leave as it was). */
  const ledgerOf = async (p: Player) => {
    const { rows } = await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM ledger_events WHERE stream_id = $1`, [
      walletStreamId(p.id),
    ]);
    const wallet = (await queries.execute(new GetWalletQuery(p.id)))!;
    return { events: rows[0]!.n, main: wallet.balances.main };
  };
  const setLimit = (p: Player, kind: 'wager' | 'loss', period: string, limit: string | null) =>
    call('PUT', `/api/responsible-gaming/${kind}-limits`, p.token, { period, limit });

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await startTestApp({ databaseUrl: db.url, role: 'api', env: { REDIS_PREFIX: prefix } });
    sql = new pg.Pool({ connectionString: db.url, max: 2 });
    commands = app.app.get(CommandBus);
    queries = app.app.get(QueryBus);
    jest.spyOn(app.app.get(Clock), 'now').mockImplementation(() => new Date(Date.now() + offsetMs));
    await app.app.get(GameProvidersRepository).save({
      code: provider.code,
      name: provider.code,
      status: 'active',
      authScheme: 'hmac',
      keyMaterial: secret,
      launchUrl: `https://${provider.code}.example.test/games/`,
      rollbackUnknown: 'ok',
    });
    const catalogue = app.app.get(CatalogueRepository);
    await catalogue.saveProvider({ platform: provider.platform, name: 'RG games', icon: '', enabled: true, sortOrder: 0 });
    await catalogue.saveGame({
      code: provider.game,
      name: 'RG reels',
      type: 'SLOT',
      platform: provider.platform,
      image: '',
      recommended: false,
      isNew: false,
      featured: false,
      enabled: true,
      sortOrder: 0,
    });
    await app.app.get(GameProvidersRepository).serve(provider.platform, provider.code);
  }, hangBound(90_000));

  beforeEach(() => {
    offsetMs = 0;
  });

  afterAll(async () => {
    await sql?.end();
    await app?.close();
    await clearRedisPrefix(prefix);
  });

  it('registers on the wallet.stake veto point', () => {
    expect(app.app.get(VetoPoint).namesFor('wallet.stake')).toContain('player-protection.stakes');
  });

  it('GET wager-limits and loss-limits: three periods, none set; a player token is needed', async () => {
    const p = await makePlayer(100_00n);
    for (const kind of ['wager', 'loss']) {
      const res = await call('GET', `/api/responsible-gaming/${kind}-limits`, p.token);
      expect(res).toMatchObject({ status: 200, body: { kind, cooling_off_hours: 24 } });
      expect(res.body.limits).toEqual([
        { period: 'day', hours: 24, limit: null, used: '0.00', remaining: null, pending: null },
        { period: 'week', hours: 168, limit: null, used: '0.00', remaining: null, pending: null },
        { period: 'month', hours: 720, limit: null, used: '0.00', remaining: null, pending: null },
      ]);
      expect((await call('GET', `/api/responsible-gaming/${kind}-limits`)).status).toBe(401);
    }
  });

  it('a provider bet over the 24-hour wager limit answers RS_ERROR_USER_DISABLED and leaves the ledger unchanged', async () => {
    const p = await makePlayer(1000_00n);
    expect(await setLimit(p, 'wager', 'day', '100')).toMatchObject({
      status: 200,
      body: { kind: 'wager', outcome: 'applied', message: protectionMessages.applied },
    });
    const token = await launch(p);
    const first = ids();
    expect((await bet(p, token, first.round, first.tx, 60_00)).status).toBe('RS_OK');
    // a win does not give wager room back
    expect((await win(p, token, first.round, `w-${first.tx}`, first.tx, 500_00)).status).toBe('RS_OK');
    const before = await ledgerOf(p);
    const over = ids();
    const refused = await bet(p, token, over.round, over.tx, 40_01);
    expect(refused).toMatchObject({ status: 'RS_ERROR_USER_DISABLED' });
    expect(await ledgerOf(p)).toEqual(before);
    // the refusal is kept: a repeat of the same bet gets it again
    expect((await bet(p, token, over.round, over.tx, 40_01)).status).toBe('RS_ERROR_USER_DISABLED');
    // up to the limit still fits
    const exact = ids();
    expect((await bet(p, token, exact.round, exact.tx, 40_00)).status).toBe('RS_OK');
    // a rolled-back stake was never wagered: it makes room again
    expect((await rollback(p, token, exact.round, `rb-${exact.tx}`, exact.tx)).status).toBe('RS_OK');
    const after = ids();
    expect((await bet(p, token, after.round, after.tx, 40_00)).status).toBe('RS_OK');
    const view = await call('GET', '/api/responsible-gaming/wager-limits', p.token);
    expect(view.body.limits[0]).toMatchObject({ period: 'day', limit: '100.00', used: '100.00', remaining: '0.00' });
  });

  it('the veto words the refusal with the limit and when it resets, in English and Bangla', async () => {
    const p = await makePlayer(1000_00n);
    await setLimit(p, 'wager', 'day', '100');
    const token = await launch(p);
    const first = ids();
    expect((await bet(p, token, first.round, first.tx, 70_00)).status).toBe('RS_OK');
    const at = (await sql.query<{ at: Date }>(`SELECT occurred_at AS at FROM ledger_events WHERE data->>'transactionId' = $1`, [first.tx]))
      .rows[0]!.at;
    const verdict = await app.app.get(VetoPoint).check('wallet.stake', { playerId: p.id, amount: '5000', provider: provider.code });
    const english = `This bet is over your 24-hour wager limit of 100.00. You can bet 30.00 more now; this amount fits again from ${dhakaTime(new Date(at.getTime() + 24 * hour))} (Dhaka time).`;
    expect(verdict).toEqual({ ok: false, code: 'wager_limit_day', message: english, vetoedBy: 'player-protection.stakes' });
    expect(app.app.get(MessageCatalog).translate(english, 'bn')).toBe(
      `এই বাজি আপনার ২৪ ঘণ্টার বাজি সীমা 100.00 ছাড়িয়ে যায়। এখন আপনি আর 30.00 বাজি ধরতে পারবেন; এই পরিমাণ আবার ${dhakaTime(new Date(at.getTime() + 24 * hour))} (ঢাকা সময়) থেকে ধরা যাবে।`,
    );
  });

  it('a provider bet that could take the player over the loss limit is refused; a win makes room (net loss)', async () => {
    const p = await makePlayer(1000_00n);
    expect(await setLimit(p, 'loss', 'week', '100')).toMatchObject({ status: 200, body: { kind: 'loss', outcome: 'applied' } });
    const token = await launch(p);
    const lost = ids();
    expect((await bet(p, token, lost.round, lost.tx, 80_00)).status).toBe('RS_OK'); // lost: net loss 80
    const before = await ledgerOf(p);
    const over = ids();
    expect((await bet(p, token, over.round, over.tx, 20_01)).status).toBe('RS_ERROR_USER_DISABLED');
    expect(await ledgerOf(p)).toEqual(before);
    const loss = await call('GET', '/api/responsible-gaming/loss-limits', p.token);
    expect(loss.body.limits[1]).toMatchObject({ period: 'week', limit: '100.00', used: '80.00', remaining: '20.00' });
    // a stake of 20 fits and wins 50: net loss 80 + 20 - 50 = 50, so 50 more may be staked
    const won = ids();
    expect((await bet(p, token, won.round, won.tx, 20_00)).status).toBe('RS_OK');
    expect((await win(p, token, won.round, `w-${won.tx}`, won.tx, 50_00)).status).toBe('RS_OK');
    const next = ids();
    expect((await bet(p, token, next.round, next.tx, 50_01)).status).toBe('RS_ERROR_USER_DISABLED');
    expect((await bet(p, token, next.round, `${next.tx}-b`, 50_00)).status).toBe('RS_OK');
    // a wager limit is not touched by the loss limit
    expect((await call('GET', '/api/responsible-gaming/wager-limits', p.token)).body.limits[1]).toMatchObject({
      limit: null,
      used: '150.00',
    });
  });

  it('raising a wager limit waits the 24-hour cooling-off and a confirmation; bets stay refused until then', async () => {
    const p = await makePlayer(1000_00n);
    await setLimit(p, 'wager', 'month', '50');
    const token = await launch(p);
    const first = ids();
    expect((await bet(p, token, first.round, first.tx, 50_00)).status).toBe('RS_OK');
    expect(await setLimit(p, 'wager', 'month', '500')).toMatchObject({ status: 200, body: { outcome: 'pending' } });
    const later = ids();
    expect((await bet(p, token, later.round, later.tx, 10_00)).status).toBe('RS_ERROR_USER_DISABLED');
    const early = await call('POST', '/api/responsible-gaming/wager-limits/confirm', p.token, { period: 'month' });
    expect(early.status).toBe(409);
    offsetMs = 24 * hour + 1000; // the app's Clock a day on; the window still holds the 50 (30 days)
    const token2 = await launch(p); // the first launch token expired meanwhile
    expect((await bet(p, token2, later.round, `${later.tx}-2`, 10_00)).status).toBe('RS_ERROR_USER_DISABLED'); // time alone changes nothing
    expect(await call('POST', '/api/responsible-gaming/wager-limits/confirm', p.token, { period: 'month' })).toMatchObject({
      status: 200,
      body: { kind: 'wager', outcome: 'confirmed' },
    });
    expect((await bet(p, token2, later.round, `${later.tx}-3`, 10_00)).status).toBe('RS_OK');
  });
});
