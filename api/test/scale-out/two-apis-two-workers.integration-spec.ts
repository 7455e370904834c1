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
 *
 * The second part kills one api and one worker under load (kill -9, mid-stream): api B and worker 2 run as
 * child processes there (only a process of its own can be killed), api A and worker 1 in this process, the
 * two apis behind a small round-robin TCP proxy the clients and their sockets go through. Proven: every
 * deposit and withdrawal the clients finish (retrying through the proxy) is credited, held, paid out or
 * released exactly once, balances as decided, nothing stuck; every socket that was on api B reconnects
 * through the proxy to api A and gets its player's pushes there; every job enqueued before and after the
 * kill completes, none failed, none run twice by the survivor; `ledger:verify` passes.
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
import {
  expectPaymentsSettled,
  PaymentsLoad,
  preparePaymentsWorld,
  runLoadWithFaults,
  settleMs,
  type PaymentsStack,
  type PaymentsWorld,
  type Player,
} from '../faults/payments-load.js';
import { faultSeed, khelaProcesses, waitFor, type KhelaProcess } from '../faults/fault-harness.js';
import { WorkerProbeHandler } from '../../src/platform/queues/worker-probe.handler.js';
import { REDIS } from '../../src/platform/redis/redis.module.js';
import type { Redis } from 'ioredis';
import { RoundRobinProxy } from './round-robin-proxy.js';
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

/**
 * One database and one world for both parts (a world is written by an application booted for the purpose, a
 * few seconds of CPU): the first part's players, then the second part's depositors and withdrawers.
 */
let shared: Promise<{ db: TestDatabase; world: PaymentsWorld }> | undefined;
const sharedWorld = () =>
  (shared ??= (async () => {
    const db = await createTestDatabase();
    const world = await preparePaymentsWorld({ databaseUrl: db.url, redisUrl: testRedisUrl, depositors: players + 12, withdrawers: 6 });
    return { db, world };
  })());

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
    const all = await sharedWorld();
    db = all.db;
    world = { ...all.world, depositors: all.world.depositors.slice(0, players), withdrawers: [] };
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
    await clearRedisPrefix(prefix); // the world's connections are ended by the second part
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

describe('kill -9 of one api and one worker under load, behind a round-robin proxy', () => {
  const prefix = uniqueRedisPrefix();
  let db: TestDatabase;
  let world: PaymentsWorld;
  let apiA: TestApp;
  let worker1: Worker;
  let children: { api: KhelaProcess; worker: KhelaProcess } | undefined;
  const proxy = new RoundRobinProxy([]);
  const sockets: Socket[] = [];
  /** Probe jobs the surviving worker ran, by id (the killed one's runs cannot be seen from here). */
  const survivorRuns = new Map<string, number>();

  beforeAll(async () => {
    const all = await sharedWorld();
    db = all.db;
    world = { ...all.world, depositors: all.world.depositors.slice(players) };
    children = await khelaProcesses({
      databaseUrl: db.url,
      redisUrl: testRedisUrl,
      // 4 connections each (the fault tests' 8 is for their 200 flows): Postgres is shared with parallel test files
      env: { REDIS_PREFIX: prefix, EVENTS_RETRY_MAX_MS: '4000', DB_POOL_SIZE: '4' },
    });
    const env = (id: string) => ({ REDIS_PREFIX: prefix, INSTANCE_ID: id, EVENTS_RETRY_MAX_MS: '4000' });
    [apiA, worker1] = await Promise.all([
      startTestApp({ databaseUrl: db.url, role: 'api', env: env('api-a') }),
      startTestWorker({ databaseUrl: db.url, env: env('worker-1') }),
      children.api.start(),
      children.worker.start(hangBound(90_000)),
    ]);
    proxy.setBackends([Number(new URL(apiA.url).port), children.api.port]);
    await proxy.start();
    const registry = worker1.app.get(JobRegistry);
    const handlerFor = registry.handlerFor.bind(registry);
    jest.spyOn(registry, 'handlerFor').mockImplementation((name) => {
      const handler = handlerFor(name);
      if (name !== 'system.worker-probe' || !handler) return handler;
      return (data, meta) => {
        const { probeId } = data as { probeId: string };
        survivorRuns.set(probeId, (survivorRuns.get(probeId) ?? 0) + 1);
        return handler(data, meta);
      };
    });
  }, hangBound(180_000));

  afterAll(async () => {
    sockets.forEach((s) => s.close());
    await proxy.close();
    await Promise.all([children?.api.kill(), children?.worker.kill(), apiA?.close(), worker1?.close()]);
    await world?.sql.end();
    await clearRedisPrefix(prefix);
  });

  it('no money lost, sockets reconnect, jobs run once, the ledger verifies', async () => {
    const { api: apiB, worker: worker2 } = children!;
    // every depositor's socket through the proxy (alternating backends), reconnecting as the player site's does
    const reconnects = new Map<string, number>();
    for (const player of world.depositors) {
      const socket = io(`${proxy.url}/player`, {
        path: '/socket.io',
        transports: ['websocket'],
        auth: { token: player.token },
        reconnectionDelay: 100,
        reconnectionDelayMax: 500,
      });
      socket.io.on('reconnect', () => reconnects.set(player.id, (reconnects.get(player.id) ?? 0) + 1));
      sockets.push(socket);
    }
    await waitFor(() => sockets.every((s) => s.connected), hangBound(15_000), 'every socket to connect through the proxy');
    const onB = (proxy.connections.get(apiB.port) ?? 0) > 0;

    const probeIds = Array.from({ length: 40 }, () => randomUUID());
    const enqueue = (ids: string[]) =>
      Promise.all(ids.map((id) => apiA.app.get(JobQueue).enqueue('system.worker-probe', { probeId: id }, id)));
    await enqueue(probeIds.slice(0, 20));

    const random = faultSeed('scale-out kill -9 of api B and worker 2');
    const load = new PaymentsLoad(world, () => proxy.url, random);
    await runLoadWithFaults(load, random, {
      count: 1,
      decisions: world.depositors.length + world.withdrawers.length,
      label: 'kill -9 api B and worker 2',
      fault: async () => {
        await Promise.all([apiB.kill(), worker2.kill()]);
        proxy.setBackends([Number(new URL(apiA.url).port)]);
        await enqueue(probeIds.slice(20));
      },
    });
    const stack = { world, unexpectedExits: () => [...apiB.unexpectedExits, ...worker2.unexpectedExits] } as unknown as PaymentsStack;
    await expectPaymentsSettled(stack, load, settleMs());

    // the sockets api B held came back through the proxy (to api A), and their players' pushes reach them
    expect(onB).toBe(true);
    await waitFor(() => sockets.every((s) => s.connected), hangBound(15_000), 'every socket to be connected again');
    expect(reconnects.size).toBeGreaterThan(0);
    const gateway = apiA.app.get(PlayerGateway).namespace!;
    for (const [i, player] of world.depositors.entries()) await joinedRoom(gateway, Rooms.player(player.id), [sockets[i]!.id]);
    const received = world.depositors.map(() => [] as unknown[]);
    sockets.forEach((socket, i) => socket.on('scale-out:after-kill', (payload: unknown) => received[i]!.push(payload)));
    const notifier = worker1.app.get(RealtimeNotifier);
    for (const player of world.depositors) notifier.toRoom(Rooms.player(player.id), 'scale-out:after-kill', { to: player.id });
    await waitFor(() => received.every((r) => r.length > 0), hangBound(5_000), "every player's push after the kill");
    await new Promise((r) => setTimeout(r, 300)); // room for a duplicate to show
    expect(received).toEqual(world.depositors.map((p) => [{ to: p.id }]));

    // every probe job completed once: answered, BullMQ's state completed, none failed, the survivor ran none twice
    const redis = worker1.app.get<Redis>(REDIS);
    await waitFor(
      async () => (await Promise.all(probeIds.map((id) => redis.exists(WorkerProbeHandler.answerKey(id))))).every((n) => n === 1),
      hangBound(45_000),
      'every probe job to be answered',
    );
    const queue = apiA.app.get(JobQueue).queue('system');
    const states = await Promise.all(
      probeIds.map(async (id) => (await queue.getJob(JobQueue.jobId('system.worker-probe', id)))?.getState()),
    );
    expect(states).toEqual(probeIds.map(() => 'completed'));
    expect([...survivorRuns.values()].filter((n) => n > 1)).toEqual([]);
    // jobs enqueued after the kill could only run on the survivor
    expect(probeIds.slice(20).map((id) => survivorRuns.get(id))).toEqual(probeIds.slice(20).map(() => 1));
  });
});
