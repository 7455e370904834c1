import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type {
  EventDetailAnswer,
  ExchangeEventPush,
  ExchangeHubAnswer,
  ExchangeMarketPush,
  MatchOddsAnswer,
  SportsEventsAnswer,
} from '@khela/contracts';
import { randomBytes } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import type { Socket as ServerSocket } from 'socket.io';
import { PlayerGateway } from '../../platform/realtime/player.gateway.js';
import {
  clearRedisPrefix,
  createTestDatabase,
  startTestApp,
  uniqueRedisPrefix,
  type TestApp,
  type TestDatabase,
} from '../../../test/test-app.js';
import { waitFor } from '../../../test/ledger/ledger-harness.js';
import { hangBound } from '../../../test/test-env.js';
import { cricketTiming } from './domain/cricket.js';
import { dhakaDayNumber, scheduleForDay } from './domain/schedule.js';
import { matchOddsMarketId } from './domain/simulate-event.js';
import { SimulatedExchangeFeed } from './feed/simulated-feed.js';
import { ExchangeFanout, maxBufferedPackets } from './realtime/exchange-fanout.js';

const seed = 'integration';
const ball = cricketTiming.T20.deliveryMs;

describe('exchange: polls from memory and live pushes', () => {
  const prefix = uniqueRedisPrefix();
  let db: TestDatabase;
  let app: TestApp;
  let feed: SimulatedExchangeFeed;
  const sockets: Socket[] = [];
  // A T20 of a fixed day, driven ball by ball by the test (the feed has no timer in tests).
  const day = dhakaDayNumber(Date.parse('2026-11-20T06:00:00Z'));
  const plan = scheduleForDay(seed, day).find((p) => p.format === 'T20' && p.startMs > Date.parse('2026-11-20T00:00:00Z'))!;
  const eventId = plan.eventId;
  const marketId = matchOddsMarketId(eventId);
  let now = plan.startMs + 30 * ball + ball / 2; // in play, between balls
  const advance = (ms = ball) => feed.emitAt((now += ms));

  const get = async <T>(path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${app.url}${path}`, { headers });
    const text = await res.text();
    const json = res.headers.get('content-type')?.includes('json') && text ? (JSON.parse(text) as T) : undefined;
    return { status: res.status, headers: res.headers, text, body: json as T };
  };

  const connect = (): Promise<Socket> =>
    new Promise((resolve, reject) => {
      const socket = io(`${app.url}/player`, { transports: ['websocket'], reconnection: false });
      sockets.push(socket);
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });

  /** Collects a socket's pushes of one kind, to wait on conditions instead of sleeping. */
  const collect = <T>(socket: Socket, name: string): T[] => {
    const seen: T[] = [];
    socket.on(name, (payload: T) => seen.push(payload));
    return seen;
  };

  const serverSocket = async (client: Socket): Promise<ServerSocket> => {
    const namespace = app.app.get(PlayerGateway).namespace!;
    await waitFor(async () => namespace.sockets.has(client.id!), hangBound(5000));
    return namespace.sockets.get(client.id!)!;
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await startTestApp({ databaseUrl: db.url, env: { REDIS_PREFIX: prefix, EXCHANGE_SIM_SEED: seed } });
    feed = app.app.get(SimulatedExchangeFeed);
    feed.emitAt(now);
  });

  afterAll(async () => {
    sockets.forEach((s) => s.close());
    await app?.close();
    await clearRedisPrefix(prefix);
    await db?.drop();
  });

  it('lists sports events with the spec fields, by tab', async () => {
    const inplay = await get<SportsEventsAnswer>('/api/sports-events/cricket');
    expect(inplay.status).toBe(200);
    const row = inplay.body.events.find((e) => e.EventId === eventId);
    expect(row).toMatchObject({
      MarketId: marketId,
      EventId: eventId,
      Event: `${plan.sides[0]} v ${plan.sides[1]}`,
      Fancy: true,
      Bookmaker: true,
      inplay: true,
      sport: 'cricket',
    });
    const soccer = await get<SportsEventsAnswer>('/api/sports-events/soccer?list=tomorrow&_=123');
    expect(soccer.status).toBe(200);
    expect(soccer.body.events.every((e) => e.sport === 'soccer' && !e.inplay)).toBe(true);
    const results = await get<SportsEventsAnswer>('/api/sports-events/tennis?list=result');
    expect(results.body.events.every((e) => e.status === 'closed' && e.result)).toBe(true);
  });

  it('answers match odds as an array whose first item is in play, runners with SelectionName and three levels', async () => {
    const res = await get<MatchOddsAnswer>(`/api/match-odds/${marketId}`);
    expect(res.status).toBe(200);
    const market = res.body[0]!;
    expect(market.inplay).toBe(true);
    expect(market.runners.map((r) => r.SelectionName)).toEqual(plan.sides);
    const open = market.status === 'OPEN';
    for (const r of market.runners) expect(r.ex.availableToBack).toHaveLength(open ? 3 : 0);
    expect(res.headers.get('etag')).toBeTruthy();
  });

  it('answers event detail as data.items[eventId] with fancy2 and bookmaker, 304 while unchanged, 200 after a change', async () => {
    const first = await get<EventDetailAnswer>(`/api/event/${eventId}`);
    expect(first.status).toBe(200);
    const detail = first.body.data.items[eventId]!;
    expect(detail.fancy2.length).toBeGreaterThan(0);
    expect(Object.values(detail.bookmaker)[0]!.runners.map((r) => r.runner)).toEqual(plan.sides);
    const etag = first.headers.get('etag')!;
    const again = await get(`/api/event/${eventId}`, { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    advance();
    const changed = await get<EventDetailAnswer>(`/api/event/${eventId}`, { 'If-None-Match': etag });
    expect(changed.status).toBe(200);
    expect(changed.body.data.items[eventId]!.seq).toBeGreaterThan(detail.seq);
  });

  it('refuses bad ids with 400 and unknown ones with 404, with a clear message', async () => {
    for (const [path, status, message] of [
      ['/api/event/abc', 400, 'eventId must be an event id (6 to 12 digits)'],
      ['/api/event/999999999', 404, 'Event not found.'],
      ['/api/match-odds/1.2%00', 400, undefined],
      ['/api/match-odds/abc', 400, 'marketId must be a market id such as 1.20418005'],
      ['/api/match-odds/1.999999999', 404, 'Market not found.'],
      ['/api/sports-events/golf', 400, 'sport must be one of cricket, soccer, tennis'],
      ['/api/sports-events/cricket?list=later', 400, 'list must be one of inplay, today, tomorrow, result'],
      ['/api/score/board/12', 400, 'eventId must be an event id (6 to 12 digits)'],
    ] as const) {
      const res = await get<{ message: string }>(path);
      expect([path, res.status, res.text.slice(0, 200)]).toEqual([path, status, expect.anything()]);
      if (message) expect(res.body.message).toBe(message);
    }
    const bangla = await get<{ message: string }>('/api/event/999999999', { 'Accept-Language': 'bn' });
    expect(bangla.body.message).toBe('ইভেন্টটি পাওয়া যায়নি।');
  });

  it('serves the score board as HTML framing our own scoreboard page', async () => {
    const board = await get(`/api/score/board/${eventId}`);
    expect(board.status).toBe(200);
    const src = /<iframe[^>]+src="([^"]+)"/.exec(board.text)?.[1];
    expect(src).toBe(`/api/score/frame/${eventId}`);
    const frame = await get(src!);
    expect(frame.status).toBe(200);
    expect(frame.headers.get('content-type')).toContain('text/html');
    expect(frame.text).toContain(plan.sides[0]);
    const bangla = await get(`/api/score/board/${eventId}`, { 'Accept-Language': 'bn' });
    expect(bangla.text).toContain(`/api/score/frame/${eventId}?lang=bn`);
    const banglaFrame = (await get(`/api/score/frame/${eventId}?lang=bn`)).text;
    expect(banglaFrame).toContain('স্কোরবোর্ড');
    // Bangla shows in a browser without a Bengali font: the page names our webfont, served for a year.
    const fontUrl = /url\((\/api\/score\/font\/400[^)]*)\)/.exec(banglaFrame)?.[1];
    expect(fontUrl).toBeDefined();
    const font = await fetch(`${app.url}${fontUrl}`);
    expect(font.status).toBe(200);
    expect(font.headers.get('content-type')).toBe('font/woff2');
    expect(font.headers.get('cache-control')).toContain('max-age=31536000');
    expect(
      Buffer.from(await font.arrayBuffer())
        .subarray(0, 4)
        .toString('latin1'),
    ).toBe('wOF2');
    expect((await get('/api/score/font/450')).status).toBe(400);
  });

  it('answers the exchange hub to a signed-in player only', async () => {
    expect((await get('/api/exchange-hub')).status).toBe(401);
    const username = `ex${randomBytes(4).toString('hex')}`;
    const signUp = await fetch(`${app.url}/api/v1/create-players`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username,
        password: 'Secret123',
        confirmPassword: 'Secret123',
        name: 'Exchange Player',
        phone: `017${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
        email: `${username}@example.com`,
        currency: 'BDT',
      }),
    });
    const { token } = (await signUp.json()) as { token: string };
    const hub = await get<ExchangeHubAnswer>('/api/exchange-hub', { authorization: `Bearer ${token}` });
    expect(hub.status).toBe(200);
    expect(hub.body.data.sports.map((s) => s.sport)).toEqual(['cricket', 'soccer', 'tennis']);
    expect(hub.body.data.sports[0]!.inplay.some((e) => e.EventId === eventId)).toBe(true);
  });

  it('sends a snapshot on join, then updates with increasing sequence numbers', async () => {
    const guest = await connect();
    const events = collect<ExchangeEventPush>(guest, 'exchange:event');
    const markets = collect<ExchangeMarketPush>(guest, 'exchange:market');
    expect(await guest.emitWithAck('join', { room: `event:${eventId}` })).toEqual({ ok: true });
    expect(await guest.emitWithAck('join', { room: `market:${marketId}` })).toEqual({ ok: true });
    await waitFor(async () => events.length > 0 && markets.length > 0, hangBound(5000));
    expect(events[0]).toMatchObject({ room: `event:${eventId}`, snapshot: true });
    expect(events[0]!.event.fancy2.length).toBeGreaterThan(0);
    expect(markets[0]).toMatchObject({ room: `market:${marketId}`, snapshot: true });
    expect(markets[0]!.market.runners[0]!.SelectionName).toBe(plan.sides[0]);
    for (let i = 0; i < 5; i++) advance();
    await waitFor(async () => events.length >= 6, hangBound(5000));
    const seqs = events.map((e) => e.seq);
    expect([...seqs].sort((a, b) => a - b)).toEqual(seqs);
    expect(new Set(seqs).size).toBe(seqs.length);
    expect(events.slice(1).every((e) => !e.snapshot)).toBe(true);
    expect(markets.at(-1)!.seq).toBeGreaterThan(markets[0]!.seq);
  });

  it('resynchronises: a reconnected client gets a snapshot past the gap, and exchange:resync sends one again', async () => {
    const first = await connect();
    const seen = collect<ExchangeEventPush>(first, 'exchange:event');
    await first.emitWithAck('join', { room: `event:${eventId}` });
    await waitFor(async () => seen.length > 0, hangBound(5000));
    const lastSeen = seen.at(-1)!.seq;
    first.close();
    for (let i = 0; i < 3; i++) advance(); // missed while away
    const second = await connect();
    const after = collect<ExchangeEventPush>(second, 'exchange:event');
    await second.emitWithAck('join', { room: `event:${eventId}` });
    await waitFor(async () => after.length > 0, hangBound(5000));
    expect(after[0]!.snapshot).toBe(true);
    expect(after[0]!.seq).toBeGreaterThanOrEqual(lastSeen + 3);
    second.emit('exchange:resync', { room: `event:${eventId}` });
    await waitFor(async () => after.length > 1, hangBound(5000));
    expect(after[1]).toMatchObject({ snapshot: true, seq: after[0]!.seq });
  });

  it('tells a client when the room names nothing, and refuses private rooms', async () => {
    const guest = await connect();
    const gone = collect<{ room: string; message: string }>(guest, 'exchange:gone');
    expect(await guest.emitWithAck('join', { room: 'event:999999999' })).toEqual({ ok: true });
    await waitFor(async () => gone.length > 0, hangBound(5000));
    expect(gone[0]).toEqual({ room: 'event:999999999', message: 'Event not found.' });
    expect((await guest.emitWithAck('join', { room: 'player:someone' })) as { ok: boolean }).toMatchObject({ ok: false });
  });

  it('conflates for a slow client: its buffer stays bounded while the feed runs on, and it gets the latest state when it drains', async () => {
    const fanout = app.app.get(ExchangeFanout);
    const slow = await connect();
    const events = collect<ExchangeEventPush>(slow, 'exchange:event');
    await slow.emitWithAck('join', { room: `event:${eventId}` });
    await slow.emitWithAck('join', { room: `market:${marketId}` });
    await waitFor(async () => events.length > 0, hangBound(5000));
    const server = await serverSocket(slow);
    // The link stalls as engine.io sees a slow network: its transport stops taking writes, packets queue up.
    const transport = server.conn.transport as unknown as { writable: boolean };
    transport.writable = false;
    const before = events.length;
    for (let i = 0; i < 60; i++) advance(ball / 5);
    const buffer = (server.conn as unknown as { writeBuffer: unknown[] }).writeBuffer.length;
    expect(buffer).toBeLessThanOrEqual(maxBufferedPackets + 2);
    expect(fanout.owedTo(server.id)).toBe(2); // one per room, however many changes
    // The link recovers: what was buffered goes out, then the latest state of each room, once.
    transport.writable = true;
    (server.conn as unknown as { flush(): void }).flush();
    const latest = (await get<EventDetailAnswer>(`/api/event/${eventId}`)).body.data.items[eventId]!.seq;
    await waitFor(async () => events.at(-1)?.seq === latest, hangBound(10_000));
    expect(events.length - before).toBeLessThan(maxBufferedPackets + 4);
    expect(fanout.owedTo(server.id)).toBe(0);
    advance();
    await waitFor(async () => (events.at(-1)?.seq ?? 0) > latest, hangBound(5000)); // back on broadcasts
  });
});
