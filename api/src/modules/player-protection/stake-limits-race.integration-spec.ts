import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { ProviderAnswer } from '@khela/contracts';
import { CommandBus } from '@nestjs/cqrs';
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
import { SessionStore } from '../auth/index.js';
import { signProviderBody } from '../games/domain/provider-signature.js';
import { CatalogueRepository } from '../games/persistence/catalogue.repository.js';
import { GameProvidersRepository } from '../games/persistence/game-providers.repository.js';
import { CreditDepositCommand, DebitStakeCommand, OpenWalletCommand, walletStreamId, type WalletCommandResult } from '../wallet/index.js';

jest.setTimeout(hangBound(90_000));

const system = { actor: { kind: 'system', id: 'stake-limits-race-test' } } as const;
const secret = 'test-hmac-secret-stake-race-0123456';
const provider = { code: 'raceprov', platform: 'RCP', game: 'RCP-REELS' };

/**
 * The race of issue 16: stakes of one player checked at the same instant against a wager or loss limit must
 * not all pass on the same room. Many stakes are fired at once at a player near a limit, through the wallet
 * command (the ledger's group commit) and through signed provider bets (appended in the provider call's own
 * transaction) together; what the ledger took never exceeds the limit, and exactly the room is taken.
 */
describe('player protection: concurrent stakes never exceed a wager or loss limit', () => {
  const prefix = uniqueRedisPrefix();
  let db: TestDatabase;
  let app: TestApp;
  let sql: pg.Pool;
  let commands: CommandBus;
  let seq = 0;

  const makePlayer = async (main: bigint) => {
    seq += 1;
    const username = `rgrace${seq}${prefix.slice(-4)}`;
    const { rows } = await sql.query<{ id: string }>(
      `INSERT INTO players (username, password_hash, email, phone, currency, referral_code, phone_verified_at, dofb)
       VALUES ($1, 'x', $2, $3, 'BDT', $4, now(), '1990-01-01') RETURNING id::text`,
      [
        username,
        `${username}@example.test`,
        `0183${String(4000000 + seq * 7919).padStart(7, '0')}`,
        `RC${prefix.slice(-6)}${seq}`.toUpperCase(),
      ],
    );
    const id = rows[0]!.id;
    await commands.execute(new OpenWalletCommand({ playerId: id, currency: 'BDT' }, system));
    await commands.execute(new CreditDepositCommand({ playerId: id, depositId: `dep-${id}`, channel: 'bkash', amount: main }, system));
    return { id, username, token: (await app.app.get(SessionStore).issue('player', id)).token };
  };
  type Player = Awaited<ReturnType<typeof makePlayer>>;

  const setLimit = async (p: Player, kind: 'wager' | 'loss', period: string, limit: string) => {
    const res = await fetch(`${app.url}/api/responsible-gaming/${kind}-limits`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${p.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ period, limit }),
    });
    expect(res.status).toBe(200);
  };
  const stake = (p: Player, amount: bigint): Promise<WalletCommandResult> =>
    commands.execute(
      new DebitStakeCommand({ playerId: p.id, provider: provider.code, transactionId: `t-${randomUUID()}`, amount }, system),
    );
  const launch = async (p: Player): Promise<string> => {
    const res = await fetch(`${app.url}/api/game-run`, {
      method: 'POST',
      headers: { authorization: `Bearer ${p.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ gameCode: provider.game, platform: provider.platform, isMobileLogin: 1 }),
    });
    expect(res.status).toBe(200);
    return new URL(((await res.json()) as { url: string }).url).searchParams.get('token')!;
  };
  const providerBet = async (p: Player, token: string, amount: number): Promise<ProviderAnswer> => {
    const raw = JSON.stringify({
      request_uuid: randomUUID(),
      user: p.username,
      token,
      game_code: provider.game,
      round: `r-${randomUUID()}`,
      transaction_uuid: `t-${randomUUID()}`,
      currency: 'BDT',
      amount,
    });
    const response = await fetch(`${app.url}/api/provider/${provider.code}/transaction/bet`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-khela-signature': signProviderBody('hmac', secret, raw) },
      body: raw,
    });
    return JSON.parse(await response.text()) as ProviderAnswer;
  };
  /** What the ledger took as stakes from the player (minor units). */
  const staked = async (p: Player): Promise<bigint> => {
    const { rows } = await sql.query<{ sum: string }>(
      `SELECT coalesce(sum((data->>'amount')::bigint), 0)::text AS sum FROM ledger_events WHERE stream_id = $1 AND type = 'StakeDebited'`,
      [walletStreamId(p.id)],
    );
    return BigInt(rows[0]!.sum);
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    // a pool as the api runs it: the stakes waiting their turn must not starve the one holding the lock
    app = await startTestApp({ databaseUrl: db.url, role: 'api', env: { REDIS_PREFIX: prefix, DB_POOL_SIZE: '10' } });
    sql = new pg.Pool({ connectionString: db.url, max: 2 });
    commands = app.app.get(CommandBus);
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
    await catalogue.saveProvider({ platform: provider.platform, name: 'Race games', icon: '', enabled: true, sortOrder: 0 });
    await catalogue.saveGame({
      code: provider.game,
      name: 'Race reels',
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

  afterAll(async () => {
    await sql?.end();
    await app?.close();
    await clearRedisPrefix(prefix);
  });

  it('40 wallet stakes at once near a 24-hour wager limit: exactly the room is taken, never more', async () => {
    const p = await makePlayer(10_000_00n);
    await setLimit(p, 'wager', 'day', '100');
    expect((await stake(p, 60_00n)).ok).toBe(true);
    const results = await Promise.all(Array.from({ length: 40 }, () => stake(p, 10_00n)));
    const taken = results.filter((r) => r.ok);
    expect(results.filter((r) => !r.ok).every((r) => !r.ok && r.error === 'vetoed')).toBe(true);
    expect(taken).toHaveLength(4);
    expect(await staked(p)).toBe(100_00n);
  });

  it('provider bets (in their own transactions) and wallet stakes together under a loss limit: never over it', async () => {
    const p = await makePlayer(10_000_00n);
    await setLimit(p, 'loss', 'day', '50');
    const token = await launch(p);
    const bets = Array.from({ length: 4 }, () => providerBet(p, token, 5_00));
    const stakes = Array.from({ length: 20 }, () => stake(p, 5_00n));
    const [answers, results] = await Promise.all([Promise.all(bets), Promise.all(stakes)]);
    for (const answer of answers) expect(['RS_OK', 'RS_ERROR_USER_DISABLED']).toContain(answer.status);
    const accepted = answers.filter((a) => a.status === 'RS_OK').length + results.filter((r) => r.ok).length;
    expect(accepted).toBe(10);
    expect(await staked(p)).toBe(50_00n);
  });

  it('a player with no limit is not held: concurrent stakes all go through', async () => {
    const p = await makePlayer(10_000_00n);
    const results = await Promise.all(Array.from({ length: 20 }, () => stake(p, 10_00n)));
    expect(results.every((r) => r.ok)).toBe(true);
    expect(await staked(p)).toBe(200_00n);
  });
});
