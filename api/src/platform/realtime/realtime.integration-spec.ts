import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Rooms, type BalancePush } from '@khela/contracts';
import { io, type Socket } from 'socket.io-client';
import { SessionStore } from '../../modules/auth/index.js';
import {
  clearRedisPrefix,
  createTestDatabase,
  startTestApp,
  uniqueRedisPrefix,
  type TestApp,
  type TestDatabase,
} from '../../../test/test-app.js';
import { RealtimeNotifier } from './realtime-notifier.js';
import { PlayerGateway } from './player.gateway.js';
import { joinedRoom } from '../../../test/socket-rooms.js';
import { hangBound } from '../../../test/test-env.js';

const connect = (url: string, namespace: string, token?: string): Promise<Socket> =>
  new Promise((resolve, reject) => {
    const socket = io(`${url}${namespace}`, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: token ? { token } : {},
      reconnection: false,
    });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });

const nextEvent = <T>(socket: Socket, event: string, timeoutMs = hangBound(3000)): Promise<T | 'timeout'> =>
  new Promise((resolve) => {
    const timer = setTimeout(() => resolve('timeout'), timeoutMs);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });

describe('socket.io across api instances', () => {
  const prefix = uniqueRedisPrefix();
  let db: TestDatabase;
  let first: TestApp;
  let second: TestApp;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    first = await startTestApp({ databaseUrl: db.url, role: 'api', env: { REDIS_PREFIX: prefix } });
    second = await startTestApp({ databaseUrl: db.url, role: 'api', env: { REDIS_PREFIX: prefix } });
  });

  afterAll(async () => {
    sockets.forEach((s) => s.close());
    await first?.close();
    await second?.close();
    await clearRedisPrefix(prefix);
    await db?.drop();
  });

  it('an event emitted through one instance reaches a player connected to the other, and no one else', async () => {
    const sessions = first.app.get(SessionStore);
    const alice = await sessions.issue('player', 'alice');
    const bob = await sessions.issue('player', 'bob');
    const aliceSocket = await connect(second.url, '/player', alice.token);
    const bobSocket = await connect(second.url, '/player', bob.token);
    sockets.push(aliceSocket, bobSocket);
    await joinedRoom(first.app.get(PlayerGateway).namespace!, Rooms.player('alice'), [aliceSocket.id]);
    await joinedRoom(first.app.get(PlayerGateway).namespace!, Rooms.player('bob'), [bobSocket.id]);

    const toAlice = nextEvent<BalancePush>(aliceSocket, 'balance');
    const toBob = nextEvent<BalancePush>(bobSocket, 'balance', 800);
    first.app.get(RealtimeNotifier).toPlayer('alice', 'balance', { balance: '2500.00', currency: 'BDT' });

    expect(await toAlice).toEqual({ balance: '2500.00', currency: 'BDT' });
    expect(await toBob).toBe('timeout');
  });

  it('refuses a forged or revoked token, and staff without a token', async () => {
    await expect(connect(first.url, '/player', 'forged-token')).rejects.toThrow('unauthorized');
    const sessions = first.app.get(SessionStore);
    const carol = await sessions.issue('player', 'carol');
    await sessions.revoke(carol.sessionId);
    await expect(connect(first.url, '/player', carol.token)).rejects.toThrow('unauthorized');
    await expect(connect(first.url, '/staff')).rejects.toThrow('unauthorized');
    await expect(connect(first.url, '/staff', (await sessions.issue('player', 'dave')).token)).rejects.toThrow('unauthorized');
  });

  it('lets an anonymous socket join public rooms only', async () => {
    const guest = await connect(first.url, '/player');
    sockets.push(guest);
    expect(await guest.emitWithAck('join', { room: 'market:1.234' })).toEqual({ ok: true });
    expect(await guest.emitWithAck('join', { room: 'player:alice' })).toEqual({ ok: false, message: 'This room cannot be joined.' });

    const odds = nextEvent<{ price: number }>(guest, 'odds');
    second.app.get(RealtimeNotifier).toRoom('market:1.234', 'odds', { price: 1.95 });
    expect(await odds).toEqual({ price: 1.95 });
  });

  it('lets staff with a staff session connect to /staff', async () => {
    const staff = await first.app.get(SessionStore).issue('staff', 'finance-1');
    const socket = await connect(second.url, '/staff', staff.token);
    sockets.push(socket);
    expect(socket.connected).toBe(true);
  });
});
