import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { Rooms, type BalancePush, type StatementPage } from '@khela/contracts';
import { CommandBus } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { io, type Socket } from 'socket.io-client';
import { DB_POOL } from '../../../platform/database/database.module.js';
import {
  clearRedisPrefix,
  createTestDatabase,
  startTestApp,
  uniqueRedisPrefix,
  type TestApp,
  type TestDatabase,
} from '../../../../test/test-app.js';
import { projectionsCaughtUp, waitFor } from '../../../../test/ledger/ledger-harness.js';
import { joinedRoom } from '../../../../test/socket-rooms.js';
import { PlayerGateway } from '../../../platform/realtime/player.gateway.js';
import { SessionStore } from '../../auth/index.js';
import { CreditDepositCommand, CreditWinCommand, DebitStakeCommand, OpenWalletCommand, ReserveExposureCommand } from '../index.js';
import { hangBound } from '../../../../test/test-env.js';

const system = { actor: { kind: 'system', id: 'http-test' } } as const;

// Projections can lag while other test files' transactions hold the cluster's xmin back.
jest.setTimeout(hangBound(20_000));

const connect = (url: string, token: string): Promise<Socket> =>
  new Promise((resolve, reject) => {
    const socket = io(`${url}/player`, { path: '/socket.io', transports: ['websocket'], auth: { token }, reconnection: false });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });

const nextEvent = <T>(socket: Socket, event: string, timeoutMs: number): Promise<T | 'timeout'> =>
  new Promise((resolve) => {
    const timer = setTimeout(() => resolve('timeout'), timeoutMs);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });

describe('wallet over HTTP and socket.io', () => {
  const prefix = uniqueRedisPrefix();
  let db: TestDatabase;
  let app: TestApp;
  let commands: CommandBus;
  let aliceToken: string;
  let bobToken: string;
  const sockets: Socket[] = [];

  const call = async (method: 'GET' | 'POST', path: string, token?: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${app.url}${path}`, {
      method,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await startTestApp({ databaseUrl: db.url, role: 'all', env: { REDIS_PREFIX: prefix } });
    commands = app.app.get(CommandBus);
    const sessions = app.app.get(SessionStore);
    aliceToken = (await sessions.issue('player', 'alice')).token;
    bobToken = (await sessions.issue('player', 'bob')).token;
    for (const playerId of ['alice', 'bob']) await commands.execute(new OpenWalletCommand({ playerId, currency: 'BDT' }, system));
    await commands.execute(new CreditDepositCommand({ playerId: 'alice', depositId: 'd-1', channel: 'bkash', amount: 250000n }, system));
  }, hangBound(30_000));

  // The database keeps its (valid) ledger: the test runner verifies it, then drops it.
  afterAll(async () => {
    sockets.forEach((s) => s.close());
    await app?.close();
    await clearRedisPrefix(prefix);
  });

  it('POST /api/balance answers the main balance as a two-place string', async () => {
    expect(await call('POST', '/api/balance', aliceToken)).toEqual({ status: 200, body: { balance: '2500.00' } });
    expect(await call('POST', '/api/balance', bobToken)).toEqual({ status: 200, body: { balance: '0.00' } });
  });

  it('POST /api/balance is 401 without a token or with a revoked one', async () => {
    expect(await call('POST', '/api/balance')).toEqual({ status: 401, body: { message: 'Unauthenticated.' } });
    const sessions = app.app.get(SessionStore);
    const revoked = await sessions.issue('player', 'alice');
    await sessions.revoke(revoked.sessionId);
    expect(await call('POST', '/api/balance', revoked.token)).toEqual({ status: 401, body: { message: 'Unauthenticated.' } });
  });

  it('GET /api/wallet gives every account; 404 for a player without a wallet', async () => {
    expect(await call('GET', '/api/wallet', aliceToken)).toEqual({
      status: 200,
      body: {
        currency: 'BDT',
        main: '2500.00',
        held: '0.00',
        exposure: '0.00',
        bonus: '0.00',
        cash_rewards: '0.00',
        withdrawable: '2500.00',
      },
    });
    const carol = (await app.app.get(SessionStore).issue('player', 'carol')).token;
    expect(await call('GET', '/api/wallet', carol)).toEqual({ status: 404, body: { message: 'Wallet not found.' } });
  });

  it('a credit pushes `balance` to the player, and never to another player', async () => {
    const handled = (depositId: string) => async () =>
      (
        await app.app.get<Pool>(DB_POOL).query(
          `SELECT 1 FROM event_reactor_handled h JOIN ledger_events e ON h.event_id = 'ledger-' || e.position
            WHERE h.reactor = 'wallet.balance-pushes' AND e.type = 'DepositCredited' AND e.data->>'depositId' = $1`,
          [depositId],
        )
      ).rowCount === 1;
    // the set-up's deposit (d-1) is pushed first: under load its push could still be on its way and be taken
    // for d-2's (it read 2500.00 at its delivery; seen in CI)
    await waitFor(handled('d-1'), 10_000);
    const alice = await connect(app.url, aliceToken);
    const bob = await connect(app.url, bobToken);
    sockets.push(alice, bob);
    await joinedRoom(app.app.get(PlayerGateway).namespace!, Rooms.player('alice'), [alice.id]);
    await joinedRoom(app.app.get(PlayerGateway).namespace!, Rooms.player('bob'), [bob.id]);
    const toAlice = nextEvent<BalancePush>(alice, 'balance', hangBound(3000));
    const toBob = nextEvent<BalancePush>(bob, 'balance', 800);
    await commands.execute(new CreditDepositCommand({ playerId: 'alice', depositId: 'd-2', channel: 'bkash', amount: 10000n }, system));
    // pushed after the commit by the balance-pushes reactor (the worker's relay), balances read at delivery
    expect(await toAlice).toEqual({ balance: '2600.00', currency: 'BDT', exposure: '0.00' });
    expect(await toBob).toBe('timeout');
    await waitFor(handled('d-2'), 5_000); // the delivery commits just after its push
  });

  it('GET /api/wallet/statement pages the projection newest first with running balances and filters', async () => {
    await commands.execute(
      new DebitStakeCommand(
        { playerId: 'alice', provider: 'evo', transactionId: 'b-1', amount: 5000n },
        { actor: { kind: 'provider', id: 'evo' } },
      ),
    );
    await commands.execute(
      new CreditWinCommand(
        { playerId: 'alice', provider: 'evo', transactionId: 'b-1-win', amount: 12000n },
        { actor: { kind: 'provider', id: 'evo' } },
      ),
    );
    await waitFor(() => projectionsCaughtUp(app.app.get<Pool>(DB_POOL)), 15_000);

    const all = await call('GET', '/api/wallet/statement', aliceToken);
    expect(all.status).toBe(200);
    const page = all.body as unknown as StatementPage;
    expect(page.data.map((e) => [e.type, e.amount, e.balance_after])).toEqual([
      ['WinCredited', '120.00', '2670.00'],
      ['StakeDebited', '-50.00', '2550.00'],
      ['DepositCredited', '100.00', '2600.00'],
      ['DepositCredited', '2500.00', '2500.00'],
    ]);
    expect(page).toMatchObject({ page: 1, per_page: 20, total: 4, last_page: 1 });

    const second = (await call('GET', '/api/wallet/statement?per_page=3&page=2', aliceToken)).body as unknown as StatementPage;
    expect(second.data.map((e) => e.balance_after)).toEqual(['2500.00']);
    expect(second).toMatchObject({ total: 4, last_page: 2 });

    const deposits = (await call('GET', '/api/wallet/statement?type=DepositCredited', aliceToken)).body as unknown as StatementPage;
    expect(deposits.data.map((e) => e.amount)).toEqual(['100.00', '2500.00']);

    const future = (await call('GET', `/api/wallet/statement?from=${new Date(Date.now() + 3600_000).toISOString()}`, aliceToken))
      .body as unknown as StatementPage;
    expect(future.data).toEqual([]);
    const past = (await call('GET', `/api/wallet/statement?to=${new Date(Date.now() + 3600_000).toISOString()}`, aliceToken))
      .body as unknown as StatementPage;
    expect(past.total).toBe(4);

    // Only the caller's own statement: bob's is empty although alice's has lines.
    expect(((await call('GET', '/api/wallet/statement', bobToken)).body as unknown as StatementPage).data).toEqual([]);
  });

  it('exposure shows apart from main and held: GET /api/wallet, the balance push and the exposure statement', async () => {
    await commands.execute(new CreditDepositCommand({ playerId: 'bob', depositId: 'bob-d-1', channel: 'bkash', amount: 100000n }, system));
    const bob = await connect(app.url, bobToken);
    sockets.push(bob);
    await joinedRoom(app.app.get(PlayerGateway).namespace!, Rooms.player('bob'), [bob.id]);
    const pushed = nextEvent<BalancePush>(bob, 'balance', 3000);
    expect(
      await commands.execute(new ReserveExposureCommand({ playerId: 'bob', reservationId: 'lay-bob-1', amount: 30000n }, system)),
    ).toMatchObject({ ok: true });
    expect(await pushed).toEqual({ balance: '700.00', currency: 'BDT', exposure: '300.00' });
    expect(await call('GET', '/api/wallet', bobToken)).toEqual({
      status: 200,
      body: {
        currency: 'BDT',
        main: '700.00',
        held: '0.00',
        exposure: '300.00',
        bonus: '0.00',
        cash_rewards: '0.00',
        withdrawable: '700.00',
      },
    });
    // the spec's balance poll is the main wallet: exposure is not spendable
    expect(await call('POST', '/api/balance', bobToken)).toEqual({ status: 200, body: { balance: '700.00' } });
    await waitFor(() => projectionsCaughtUp(app.app.get<Pool>(DB_POOL)), 15_000);
    const exposure = (await call('GET', '/api/wallet/statement?account=exposure', bobToken)).body as unknown as StatementPage;
    expect(exposure.data.map((e) => [e.account, e.type, e.amount, e.balance_after])).toEqual([
      ['exposure', 'ExposureReserved', '300.00', '300.00'],
    ]);
    const held = (await call('GET', '/api/wallet/statement?account=held', bobToken)).body as unknown as StatementPage;
    expect(held.data).toEqual([]);
  });

  it('GET /api/wallet/statement refuses bad input with 400 and field errors', async () => {
    const bad = await call('GET', '/api/wallet/statement?per_page=1000&account=savings', aliceToken);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors as object).sort()).toEqual(['account', 'per_page']);
    expect((await call('GET', '/api/wallet/statement')).status).toBe(401);
  });

  it('a request in Bangla gets its refusals in Bangla (message and field errors); without Accept-Language, in English', async () => {
    expect(await call('GET', '/api/wallet/statement?from=yesterday', aliceToken, { 'accept-language': 'bn' })).toEqual({
      status: 400,
      body: {
        message: 'from ঘরে 2025-01-31-এর মতো একটি তারিখ দিতে হবে',
        errors: { from: ['from ঘরে 2025-01-31-এর মতো একটি তারিখ দিতে হবে'] },
      },
    });
    expect(await call('GET', '/api/wallet/statement?from=yesterday', aliceToken)).toEqual({
      status: 400,
      body: { message: 'from must be a date such as 2025-01-31', errors: { from: ['from must be a date such as 2025-01-31'] } },
    });
    const carol = (await app.app.get(SessionStore).issue('player', 'carol')).token;
    expect(await call('GET', '/api/wallet', carol, { 'accept-language': 'bn' })).toEqual({
      status: 404,
      body: { message: 'ওয়ালেট পাওয়া যায়নি।' },
    });
    expect(await call('GET', '/api/wallet', carol)).toEqual({ status: 404, body: { message: 'Wallet not found.' } });
  });
});
