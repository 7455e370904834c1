/**
 * Scale-out proven (issue 23): two api processes (ROLE=api) and two workers (ROLE=worker) against one
 * Postgres database and one Redis prefix behave as one. The four are booted in this process (the roles kept
 * apart: each is its own Nest application with its own pools, Redis clients and socket.io server), which costs
 * a few seconds where four child processes would each compile the api first. There is no proxy in front:
 * the clients alternate between the two apis' base URLs request by request (round robin), and each player's
 * socket sits on the api that does NOT handle the approval of that player's deposit.
 *
 * Proven here: the balance push caused by an approval on api B reaches the player's socket on api A (the
 * worker's reactor emits through the Redis adapter); every deposit is credited once and every balance push
 * arrives once although both workers run the relay (its advisory locks); catalogued jobs enqueued through
 * both apis run once each across the two workers; a public room push (crash:live) sent by a worker reaches
 * guests on both apis once each; `ledger:verify` passes. The database is left behind on
 * success so the runner's ledger verification stage checks it too.
 */
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { crashRoom, Rooms, type BalancePush } from '@khela/contracts';
import { randomUUID } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import { describeVerification, verifyLedger } from '../../src/modules/ledger/index.js';
import { PlayerGateway } from '../../src/platform/realtime/player.gateway.js';
import { RealtimeNotifier } from '../../src/platform/realtime/realtime-notifier.js';
import { JobQueue } from '../../src/platform/queues/job-queue.js';
import { JobRegistry } from '../../src/platform/queues/job-registry.js';
import { preparePaymentsWorld, type PaymentsWorld, type Player } from '../faults/payments-load.js';
import { waitFor } from '../faults/fault-harness.js';
import { joinedRoom } from '../socket-rooms.js';
import {
  clearRedisPrefix,
  createTestDatabase,
  startTestApp,
  startTestWorker,
  uniqueRedisPrefix,
  type TestApp,
  type TestDatabase,
} from '../test-app.js';
import { hangBound, testRedisUrl } from '../test-env.js';

jest.setTimeout(hangBound(90_000));

type Worker = Awaited<ReturnType<typeof startTestWorker>>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read loosely, field by field
type Json = Record<string, any>;

const players = 6;

describe('two api processes and two workers as one', () => {
  const prefix = uniqueRedisPrefix();
  let db: TestDatabase;
  let world: PaymentsWorld;
  let apis: TestApp[] = [];
  let workers: Worker[] = [];
  const sockets: Socket[] = [];
  /** Every probe job run, with the worker that ran it (each worker's registry wrapped after its boot). */
  const probeRuns: { probeId: string; worker: string }[] = [];

  /** Round robin over the two apis, one request after the other. */
  let turn = 0;
  const nextApi = () => apis[turn++ % apis.length]!;

  async function call(base: TestApp, method: string, path: string, token: string, body?: unknown, headers: Record<string, string> = {}) {
    const res = await fetch(`${base.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const json = (await res.json()) as Json;
    if (res.status !== 200) throw new Error(`${method} ${path} on ${base.url} answered ${res.status} ${JSON.stringify(json)}`);
    return json;
  }

  beforeAll(async () => {
    db = await createTestDatabase();
    world = await preparePaymentsWorld({ databaseUrl: db.url, redisUrl: testRedisUrl, depositors: players, withdrawers: 0 });
    const env = (id: string) => ({ REDIS_PREFIX: prefix, INSTANCE_ID: id });
    apis = await Promise.all(['api-a', 'api-b'].map((id) => startTestApp({ databaseUrl: db.url, role: 'api', env: env(id) })));
    workers = await Promise.all(['worker-1', 'worker-2'].map((id) => startTestWorker({ databaseUrl: db.url, env: env(id) })));
    for (const worker of workers) {
      const registry = worker.app.get(JobRegistry);
      const handlerFor = registry.handlerFor.bind(registry);
      // the worker asks its registry for the handler at every job: count the probe's runs there
      jest.spyOn(registry, 'handlerFor').mockImplementation((name) => {
        const handler = handlerFor(name);
        if (name !== 'system.worker-probe' || !handler) return handler;
        return (data, meta) => {
          probeRuns.push({ probeId: (data as { probeId: string }).probeId, worker: worker.config.instanceId });
          return handler(data, meta);
        };
      });
    }
  });

  afterAll(async () => {
    sockets.forEach((s) => s.close());
    await Promise.all([...apis, ...workers].map((p) => p.close()));
    await world?.sql.end();
    await clearRedisPrefix(prefix);
    // the database is not dropped: the runner verifies the ledger of the databases integration files leave
  });

  const connect = (api: TestApp, player: Player): Promise<Socket> =>
    new Promise((resolve, reject) => {
      const socket = io(`${api.url}/player`, {
        path: '/socket.io',
        transports: ['websocket'],
        auth: { token: player.token },
        reconnection: false,
      });
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });

  it('deposits approved on either api are credited once, and the push reaches the player on the other api, once', async () => {
    const [apiA, apiB] = apis as [TestApp, TestApp];
    // player i's socket on api A (even i) or B (odd i); the approval then goes through the other one
    const socketApi = (i: number) => (i % 2 === 0 ? apiA : apiB);
    const approvalApi = (i: number) => (i % 2 === 0 ? apiB : apiA);
    const pushes = new Map<string, BalancePush[]>();
    for (const [i, player] of world.depositors.entries()) {
      const socket = await connect(socketApi(i), player);
      sockets.push(socket);
      pushes.set(player.id, []);
      socket.on('balance', (push: BalancePush) => pushes.get(player.id)!.push(push));
      // asked through the api the socket is NOT on: the Redis adapter sees sockets of every instance
      await joinedRoom(approvalApi(i).app.get(PlayerGateway).namespace!, Rooms.player(player.id), [socket.id]);
    }

    const depositIds = await Promise.all(
      world.depositors.map(async (player, i) => {
        await call(nextApi(), 'GET', '/api/get-wallet-number?name=bKash&account_type=Agent&amount=1000', player.token);
        const submitted = await call(nextApi(), 'POST', '/api/submit-deposit', player.token, {
          remote_id: player.id,
          account_number: player.phone,
          transaction_id: `SCALE${player.id}X${i}`,
          amount: '1000.00',
          payment_id: world.methodId,
          promotion_id: 0,
        });
        const id = String(submitted.id);
        await call(approvalApi(i), 'POST', `/api/admin/payments/deposits/${id}/approve`, world.financeToken, undefined, {
          'idempotency-key': `scale-out-${id}`,
        });
        return id;
      }),
    );

    await waitFor(() => [...pushes.values()].every((p) => p.length > 0), hangBound(20_000), 'a balance push to every player');
    // a second delivery of the same DepositCredited (two relays not excluding each other) would push again
    await new Promise((r) => setTimeout(r, 700));
    for (const [playerId, received] of pushes) {
      expect({ playerId, received }).toEqual({ playerId, received: [expect.objectContaining({ balance: '1000.00', currency: 'BDT' })] });
    }
    const { rows } = await world.sql.query<{ deposit_id: string; n: number }>(
      `SELECT data->>'depositId' AS deposit_id, count(*)::int AS n FROM ledger_events
          WHERE type = 'DepositCredited' AND data->>'depositId' = ANY($1) GROUP BY 1 ORDER BY 1`,
      [depositIds],
    );
    expect(rows).toEqual([...depositIds].sort().map((deposit_id) => ({ deposit_id, n: 1 })));
  });

  it('catalogued jobs enqueued through both apis run once each across the two workers', async () => {
    const probeIds = Array.from({ length: 40 }, () => randomUUID());
    await Promise.all(probeIds.map((probeId) => nextApi().app.get(JobQueue).enqueue('system.worker-probe', { probeId }, probeId)));
    await waitFor(() => probeRuns.length >= probeIds.length, hangBound(20_000), 'every probe job to run');
    await new Promise((r) => setTimeout(r, 500)); // room for a duplicate run to show
    expect(probeRuns.map((r) => r.probeId).sort()).toEqual([...probeIds].sort());
    // both workers compete for the queue; which one takes how many is up to BullMQ (not asserted: a fast
    // worker may drain a burst alone), but nothing ran anywhere else
    expect(probeRuns.filter((r) => r.worker !== 'worker-1' && r.worker !== 'worker-2')).toEqual([]);
  });

  it('a public room push sent by a worker fans out to guests on both apis, once each', async () => {
    const guests = await Promise.all(
      apis.map(
        (api) =>
          new Promise<Socket>((resolve, reject) => {
            const socket = io(`${api.url}/player`, { path: '/socket.io', transports: ['websocket'], reconnection: false });
            socket.once('connect', () => resolve(socket));
            socket.once('connect_error', reject);
          }),
      ),
    );
    sockets.push(...guests);
    for (const guest of guests) expect(await guest.emitWithAck('join', { room: crashRoom })).toEqual({ ok: true });
    const received = guests.map(() => [] as unknown[]);
    guests.forEach((guest, i) => guest.on('scale-out:probe', (payload: unknown) => received[i]!.push(payload)));

    workers[0]!.app.get(RealtimeNotifier).toRoom(crashRoom, 'scale-out:probe', { n: 1 });
    await waitFor(() => received.every((r) => r.length > 0), hangBound(5_000), 'the push on both apis');
    await new Promise((r) => setTimeout(r, 300)); // room for a duplicate to show
    expect(received).toEqual([[{ n: 1 }], [{ n: 1 }]]);
  });

  it('ledger:verify passes on the shared database', async () => {
    const verification = await verifyLedger(world.sql, { catchUpProjections: true });
    expect(verification.ok ? 'ok' : describeVerification(verification)).toBe('ok');
  });
});
