import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { CommandBus } from '@nestjs/cqrs';
import { Rooms, type ChatMessage, type ChatPush } from '@khela/contracts';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { realPng } from '../../../test/images.js';
import { waitFor } from '../../../test/ledger/ledger-harness.js';
import { joinedRoom } from '../../../test/socket-rooms.js';
import {
  clearRedisPrefix,
  createTestDatabase,
  startTestApp,
  uniqueRedisPrefix,
  type TestApp,
  type TestDatabase,
} from '../../../test/test-app.js';
import { hangBound } from '../../../test/test-env.js';
import { PlayerGateway } from '../../platform/realtime/player.gateway.js';
import { StaffGateway } from '../../platform/realtime/staff.gateway.js';
import { SessionStore } from '../auth/index.js';
import { OpenWalletCommand } from '../wallet/index.js';

jest.setTimeout(hangBound(90_000));

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test reads JSON bodies loosely, field by field
type Json = Record<string, any>;

interface Player {
  id: string;
  username: string;
  token: string;
}

interface Agent {
  id: string;
  name: string;
  token: string;
}

const connect = (url: string, namespace: string, token: string): Promise<Socket> =>
  new Promise((resolve, reject) => {
    const socket = io(`${url}${namespace}`, { path: '/socket.io', transports: ['websocket'], auth: { token }, reconnection: false });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });

/** Every `chat` push a socket hears, in arrival order. */
const record = (socket: Socket): ChatPush[] => {
  const heard: ChatPush[] = [];
  socket.on('chat', (push: ChatPush) => heard.push(push));
  return heard;
};
const messagesIn = (heard: ChatPush[], chatId: number) =>
  heard.filter((p): p is Extract<ChatPush, { kind: 'message' }> => p.kind === 'message' && p.chat_id === chatId).map((p) => p.message);

/**
 * Support chat (issue 20) across two api processes sharing Postgres and Redis: identity from the token
 * (another player's chat is a 404 and changes nothing), empty messages refused, messages both ways in
 * order, a restarted api process caught up by asking for messages after the last id, assignment to the
 * least busy online agent, images checked by content, staff actions audited.
 */
describe('support chat', () => {
  const prefix = uniqueRedisPrefix();
  const run = randomUUID().slice(0, 6);
  let db: TestDatabase;
  let first: TestApp;
  let second: TestApp;
  let sql: pg.Pool;
  let seq = 0;
  const sockets: Socket[] = [];

  const call = async (app: TestApp, method: string, path: string, token: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${app.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : {}) as Json };
  };

  const makePlayer = async (): Promise<Player> => {
    seq += 1;
    const username = `chat${seq}${run}`;
    const { rows } = await sql.query<{ id: string }>(
      `INSERT INTO players (username, password_hash, email, phone, currency, referral_code, phone_verified_at, dofb)
       VALUES ($1, 'x', $2, $3, 'BDT', $4, now(), '1990-01-01') RETURNING id::text`,
      [username, `${username}@example.test`, `0186${String(4000000 + seq * 7919).padStart(7, '0')}`, `CHT${run}${seq}`.toUpperCase()],
    );
    const id = rows[0]!.id;
    await first.app
      .get(CommandBus)
      .execute(new OpenWalletCommand({ playerId: id, currency: 'BDT' }, { actor: { kind: 'system', id: 'chat-test' } }));
    return { id, username, token: (await first.app.get(SessionStore).issue('player', id)).token };
  };

  const makeAgent = async (name: string): Promise<Agent> => {
    const { rows } = await sql.query<{ id: string }>(
      `INSERT INTO staff_users (username, display_name, password_hash, roles) VALUES ($1, $2, 'x', ARRAY['support']) RETURNING id::text`,
      [`${name.toLowerCase()}-${run}`, name],
    );
    return { id: rows[0]!.id, name, token: (await first.app.get(SessionStore).issue('staff', rows[0]!.id)).token };
  };

  /** Every agent away, so each test decides who is online. */
  const allAway = () => sql.query(`UPDATE chat_agents SET status = 'away'`);
  const online = (agent: Agent) => call(first, 'PUT', '/api/admin/chat/presence', agent.token, { status: 'online' });

  const openChat = async (p: Player, app = first) => {
    const res = await call(app, 'POST', '/api/chats', p.token, { user_one_id: 6, user_two_id: 7 });
    expect(res.status).toBe(200);
    return res.body.chat.id as number;
  };
  const send = (p: Player, chatId: number, content: unknown, app = first, extra: Json = {}) =>
    call(app, 'POST', '/api/messages', p.token, { chat_id: chatId, sender_id: 6, content, ...extra });

  beforeAll(async () => {
    db = await createTestDatabase();
    first = await startTestApp({ databaseUrl: db.url, env: { REDIS_PREFIX: prefix } });
    second = await startTestApp({ databaseUrl: db.url, role: 'api', env: { REDIS_PREFIX: prefix } });
    sql = new pg.Pool({ connectionString: db.url, max: 2 });
  }, hangBound(90_000));

  afterAll(async () => {
    sockets.forEach((s) => s.close());
    await sql?.end();
    await first?.close();
    await second?.close();
    await clearRedisPrefix(prefix);
    await db?.drop();
  });

  it('answers another player’s chat as none (404) on every chat route and changes nothing; ids in bodies are ignored', async () => {
    const victim = await makePlayer();
    const intruder = await makePlayer();
    const chatId = await openChat(victim);
    expect((await send(victim, chatId, `secret of ${victim.username}`)).status).toBe(200);
    const before = (await sql.query(`SELECT id, read_at FROM chat_messages WHERE conversation_id = $1 ORDER BY id`, [chatId])).rows;
    const messageId = before[0]!.id as string;

    for (const [method, path, body] of [
      ['GET', `/api/chats/${chatId}/messages`, undefined],
      ['POST', `/api/chats/${chatId}/read`, undefined],
      ['POST', `/api/chats/${chatId}/typing`, undefined],
      ['GET', `/api/chats/${chatId}/messages/${messageId}/image`, undefined],
      ['POST', '/api/messages', { chat_id: chatId, sender_id: victim.id, content: 'intruding' }],
    ] as const) {
      const res = await call(first, method, path, intruder.token, body);
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
      expect(JSON.stringify(res.body)).not.toContain(victim.username);
    }
    const list = await call(first, 'GET', '/api/get-chats', intruder.token);
    expect(list.body.chats).toEqual([]);
    expect((await sql.query(`SELECT id, read_at FROM chat_messages WHERE conversation_id = $1 ORDER BY id`, [chatId])).rows).toEqual(
      before,
    );

    // user_one_id / user_two_id name nobody: the intruder's own chat is opened, not the victim's
    const own = await call(first, 'POST', '/api/chats', intruder.token, { user_one_id: victim.id, user_two_id: 7 });
    expect(own.body.chat.id).not.toBe(chatId);
    const ownerOf = await sql.query(`SELECT player_id::text FROM chat_conversations WHERE id = $1`, [own.body.chat.id]);
    expect(ownerOf.rows[0].player_id).toBe(intruder.id);
    // sender_id is ignored: the message is the caller's
    const sent = await send(intruder, own.body.chat.id as number, 'mine', first, { sender_id: victim.id });
    expect(sent.body.data.sender_id).toBe(intruder.id);
  });

  it('refuses an empty or whitespace-only message in English and Bangla, stores nothing, and sanitises text', async () => {
    const player = await makePlayer();
    const chatId = await openChat(player);
    for (const content of ['', '   ', '\n\t ', undefined, 12]) {
      const res = await send(player, chatId, content);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Please type a message. An empty message is not sent.');
    }
    const bangla = await call(
      first,
      'POST',
      '/api/messages',
      player.token,
      { chat_id: chatId, content: '  ' },
      { 'accept-language': 'bn' },
    );
    expect(bangla.status).toBe(400);
    expect(bangla.body.message).toBe('অনুগ্রহ করে একটি বার্তা লিখুন। খালি বার্তা পাঠানো হয় না।');
    expect((await sql.query(`SELECT count(*)::int AS n FROM chat_messages WHERE conversation_id = $1`, [chatId])).rows[0].n).toBe(0);

    const clean = await send(player, chatId, '<img src=x onerror=alert(1)>Hello\u202E <b>there</b>  ');
    expect(clean.status).toBe(200);
    expect(clean.body.data.content).toBe('Hello there');
    // a resent message (same client key) is stored once
    const key = randomUUID();
    const once = await send(player, chatId, 'only once', first, { client_key: key });
    const again = await send(player, chatId, 'only once', first, { client_key: key });
    expect(again.body.data.id).toBe(once.body.data.id);
    expect((await sql.query(`SELECT count(*)::int AS n FROM chat_messages WHERE conversation_id = $1`, [chatId])).rows[0].n).toBe(2);
  });

  it('slows a player who sends more than 30 messages in a minute (429, en + bn), storing none of the extra', async () => {
    const player = await makePlayer();
    const chatId = await openChat(player);
    for (let i = 0; i < 30; i++) expect((await send(player, chatId, `m${i}`)).status).toBe(200);
    const refused = await send(player, chatId, 'one too many');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('You are sending messages too fast. Please wait a moment and try again.');
    const bangla = await call(
      first,
      'POST',
      '/api/messages',
      player.token,
      { chat_id: chatId, content: 'again' },
      { 'accept-language': 'bn' },
    );
    expect(bangla.body.message).toBe('আপনি খুব দ্রুত বার্তা পাঠাচ্ছেন। একটু অপেক্ষা করে আবার চেষ্টা করুন।');
    expect((await sql.query(`SELECT count(*)::int AS n FROM chat_messages WHERE conversation_id = $1`, [chatId])).rows[0].n).toBe(30);
  });

  it('gives a new conversation to the least busy online agent, none while all are away, and tells the player the reply time', async () => {
    await allAway();
    const busy = await makeAgent('Busy');
    const free = await makeAgent('Free');
    const away = await makeAgent('Away');
    await call(first, 'PUT', '/api/admin/chat/presence', away.token, { status: 'away' });

    const nobody = await makePlayer();
    expect((await call(first, 'GET', '/api/chat/status', nobody.token)).body).toEqual({
      success: true,
      agents_online: 0,
      expected_reply_minutes: 120,
    });
    const waiting = await openChat(nobody);
    expect((await sql.query(`SELECT agent_id FROM chat_conversations WHERE id = $1`, [waiting])).rows[0].agent_id).toBeNull();

    expect((await online(busy)).status).toBe(200);
    expect((await online(free)).status).toBe(200);
    expect((await call(first, 'GET', '/api/chat/status', nobody.token)).body.agents_online).toBe(2);
    // busy has two open conversations, free none
    for (let i = 0; i < 2; i++) {
      const p = await makePlayer();
      const id = await openChat(p);
      await call(first, 'POST', `/api/admin/chat/conversations/${id}/transfer`, free.token, { agent_id: busy.id });
    }
    // not to someone who may no longer answer chats
    await sql.query(`UPDATE staff_users SET roles = ARRAY['finance'] WHERE id = $1`, [away.id]);
    const refused = await call(first, 'POST', `/api/admin/chat/conversations/${waiting}/transfer`, busy.token, { agent_id: away.id });
    expect(refused.status).toBe(400);
    expect((await sql.query(`SELECT agent_id FROM chat_conversations WHERE id = $1`, [waiting])).rows[0].agent_id).toBeNull();

    const next = await makePlayer();
    const assigned = await openChat(next);
    expect((await sql.query(`SELECT agent_id::text FROM chat_conversations WHERE id = $1`, [assigned])).rows[0].agent_id).toBe(free.id);

    // the waiting conversation is given out when its player writes, now that someone is online
    expect((await send(nobody, waiting, 'anyone there?')).status).toBe(200);
    expect((await sql.query(`SELECT agent_id::text FROM chat_conversations WHERE id = $1`, [waiting])).rows[0].agent_id).toBe(free.id);

    // take, transfer and close are audited
    const audit = await sql.query(`SELECT action FROM staff_audit_log WHERE action LIKE 'chat.%' ORDER BY id`);
    expect(audit.rows.map((r) => r.action)).toEqual(expect.arrayContaining(['chat.presence_set', 'chat.transferred']));
    await allAway();
  });

  it('carries messages both ways across two api processes in order, and a restarted process’s player catches up', async () => {
    const agent = await makeAgent('Nadia');
    const player = await makePlayer();
    const chatId = await openChat(player, second);

    const agentSocket = await connect(first.url, '/staff', agent.token);
    const playerSocket = await connect(second.url, '/player', player.token);
    sockets.push(agentSocket, playerSocket);
    await joinedRoom(first.app.get(StaffGateway).namespace!, Rooms.staffChat, [agentSocket.id]);
    await joinedRoom(first.app.get(PlayerGateway).namespace!, Rooms.player(player.id), [playerSocket.id]);
    const agentHeard = record(agentSocket);
    const playerHeard = record(playerSocket);

    expect((await call(first, 'POST', `/api/admin/chat/conversations/${chatId}/take`, agent.token)).status).toBe(200);
    const sentByPlayer: number[] = [];
    const sentByAgent: number[] = [];
    for (let i = 0; i < 5; i++) {
      const p = await send(player, chatId, `player ${i}`, second);
      expect(p.status).toBe(200);
      sentByPlayer.push(p.body.data.id as number);
      const a = await call(first, 'POST', `/api/admin/chat/conversations/${chatId}/messages`, agent.token, { content: `agent ${i}` });
      expect(a.status).toBe(200);
      sentByAgent.push(a.body.data.id as number);
    }
    await waitFor(async () => messagesIn(agentHeard, chatId).length >= 10 && messagesIn(playerHeard, chatId).length >= 10, 10_000);
    const ids = [...sentByPlayer, ...sentByAgent].sort((a, b) => a - b);
    expect(messagesIn(agentHeard, chatId).map((m) => m.id)).toEqual(ids);
    expect(messagesIn(playerHeard, chatId).map((m) => m.id)).toEqual(ids);
    expect(
      messagesIn(playerHeard, chatId)
        .filter((m) => m.sender === 'agent')
        .map((m) => m.content),
    ).toEqual([0, 1, 2, 3, 4].map((i) => `agent ${i}`));
    // staff ids stay in the back-office: the player hears "agent", the agents the staff id
    const agentSenders = (heard: ChatPush[]) =>
      new Set(
        messagesIn(heard, chatId)
          .filter((m) => m.sender === 'agent')
          .map((m) => m.sender_id),
      );
    expect(agentSenders(playerHeard)).toEqual(new Set(['agent']));
    expect(agentSenders(agentHeard)).toEqual(new Set([agent.id]));
    expect(JSON.stringify(playerHeard)).not.toContain(agent.id);

    // typing and read state reach the other side
    await call(first, 'POST', `/api/admin/chat/conversations/${chatId}/typing`, agent.token);
    await waitFor(async () => playerHeard.some((p) => p.kind === 'typing' && p.by === 'agent' && p.name === 'Nadia'), 5000);
    await call(second, 'POST', `/api/chats/${chatId}/read`, player.token);
    await waitFor(async () => agentHeard.some((p) => p.kind === 'read' && p.by === 'player' && p.up_to === Math.max(...sentByAgent)), 5000);

    // the player's api process goes away mid-conversation; the agent keeps writing; a new process comes up
    const lastSeen = Math.max(...messagesIn(playerHeard, chatId).map((m) => m.id));
    await second.close();
    await waitFor(async () => playerSocket.disconnected, 5000);
    const whileDown: number[] = [];
    for (let i = 0; i < 3; i++) {
      const a = await call(first, 'POST', `/api/admin/chat/conversations/${chatId}/messages`, agent.token, { content: `while down ${i}` });
      whileDown.push(a.body.data.id as number);
    }
    second = await startTestApp({ databaseUrl: db.url, role: 'api', env: { REDIS_PREFIX: prefix } });
    const again = await connect(second.url, '/player', player.token);
    sockets.push(again);
    const caughtUp = await call(second, 'GET', `/api/chats/${chatId}/messages?after=${lastSeen}`, player.token);
    expect(caughtUp.status).toBe(200);
    expect((caughtUp.body.messages as ChatMessage[]).map((m) => m.id)).toEqual(whileDown);
    expect((caughtUp.body.messages as ChatMessage[]).map((m) => m.content)).toEqual(['while down 0', 'while down 1', 'while down 2']);
    // and the whole transcript is still there, in order
    const all = await call(second, 'GET', `/api/chats/${chatId}/messages`, player.token);
    expect((all.body.messages as ChatMessage[]).map((m) => m.id)).toEqual([...ids, ...whileDown]);
  });

  it('takes a real image checked by content, refuses a fake one, and serves it only to the chat’s player and agents', async () => {
    const player = await makePlayer();
    const other = await makePlayer();
    const agent = await makeAgent('Imran');
    const chatId = await openChat(player);
    const upload = async (bytes: Buffer, name: string) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), name);
      form.append('content', 'my receipt');
      const res = await fetch(`${first.url}/api/chats/${chatId}/images`, {
        method: 'POST',
        headers: { authorization: `Bearer ${player.token}` },
        body: form,
      });
      return { status: res.status, body: (await res.json()) as Json };
    };
    const fake = await upload(Buffer.from('<script>alert(1)</script>'), 'receipt.png');
    expect(fake.status).toBe(400);
    const real = await upload(realPng, 'receipt.png');
    expect(real.status).toBe(200);
    expect(real.body.data).toMatchObject({ has_image: true, content: 'my receipt', sender: 'player' });
    const path = `/api/chats/${chatId}/messages/${real.body.data.id}/image`;
    const mine = await fetch(`${first.url}${path}`, { headers: { authorization: `Bearer ${player.token}` } });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('image/png');
    expect((await fetch(`${first.url}${path}`, { headers: { authorization: `Bearer ${other.token}` } })).status).toBe(404);
    const staff = await fetch(`${first.url}/api/admin/chat/conversations/${chatId}/messages/${real.body.data.id}/image`, {
      headers: { authorization: `Bearer ${agent.token}` },
    });
    expect(staff.status).toBe(200);
  });

  it('shows each player’s VIP level in the queue, the conversation and the agents’ pushes, never in the player’s own', async () => {
    const agent = await makeAgent('Ruma');
    const vip = await makePlayer();
    const newcomer = await makePlayer(); // never earned a point: no VIP account, the lowest level
    await sql.query(`INSERT INTO vip_accounts (player_id, lifetime_points_milli, level_code) VALUES ($1, 25000000, 'master-2')`, [vip.id]);
    const vipChat = await openChat(vip);
    const newChat = await openChat(newcomer);
    await send(vip, vipChat, 'I am a VIP, help please');
    await send(newcomer, newChat, 'hello');

    const queue = await call(first, 'GET', '/api/admin/chat/conversations', agent.token);
    const inQueue = (id: number) => queue.body.conversations.find((c: Json) => c.id === id);
    expect(inQueue(vipChat).vip_level).toEqual({ code: 'master-2', name_en: 'Master II', name_bn: 'মাস্টার II' });
    expect(inQueue(newChat).vip_level).toEqual({ code: 'beginner', name_en: 'Beginner', name_bn: 'বিগিনার' });
    const one = await call(second, 'GET', `/api/admin/chat/conversations/${vipChat}`, agent.token);
    expect(one.body.conversation.vip_level.code).toBe('master-2');

    const agentSocket = await connect(first.url, '/staff', agent.token);
    const playerSocket = await connect(first.url, '/player', vip.token);
    sockets.push(agentSocket, playerSocket);
    await joinedRoom(first.app.get(StaffGateway).namespace!, Rooms.staffChat, [agentSocket.id]);
    await joinedRoom(first.app.get(PlayerGateway).namespace!, Rooms.player(vip.id), [playerSocket.id]);
    const agentHeard = record(agentSocket);
    const playerHeard = record(playerSocket);
    const taken = await call(first, 'POST', `/api/admin/chat/conversations/${vipChat}/take`, agent.token);
    expect(taken.body.conversation.vip_level.code).toBe('master-2');
    const conversationPush = (heard: ChatPush[]) =>
      heard.find((p): p is Extract<ChatPush, { kind: 'conversation' }> => p.kind === 'conversation' && p.chat_id === vipChat);
    await waitFor(async () => !!conversationPush(agentHeard) && !!conversationPush(playerHeard), 10_000);
    expect(conversationPush(agentHeard)!.conversation.vip_level?.code).toBe('master-2');
    expect(conversationPush(playerHeard)!.conversation).not.toHaveProperty('vip_level');
  });

  it('lets agents close and reopen, search transcripts and see the player’s recent money; all audited', async () => {
    const agent = await makeAgent('Sumi');
    const player = await makePlayer();
    const chatId = await openChat(player);
    await send(player, chatId, `unique-word-${run} please help`);
    const search = await call(first, 'GET', `/api/admin/chat/search?q=${encodeURIComponent(`unique-word-${run}`)}`, agent.token);
    expect(search.body.hits.map((h: Json) => h.conversation_id)).toEqual([chatId]);
    expect((await call(first, 'GET', `/api/admin/chat/search?q=x`, agent.token)).status).toBe(400);

    const activity = await call(first, 'GET', `/api/admin/chat/conversations/${chatId}/player-activity`, agent.token);
    expect(activity.status).toBe(200);
    expect(activity.body.player).toMatchObject({ id: player.id, username: player.username, balance: '0.00' });

    expect((await call(first, 'POST', `/api/admin/chat/conversations/${chatId}/close`, agent.token)).body.conversation.status).toBe(
      'closed',
    );
    expect((await send(player, chatId, 'still there?')).status).toBe(409);
    expect((await call(first, 'POST', `/api/admin/chat/conversations/${chatId}/reopen`, agent.token)).body.conversation.status).toBe(
      'open',
    );
    expect((await send(player, chatId, 'thanks')).status).toBe(200);
    const actions = await sql.query(`SELECT action FROM staff_audit_log WHERE target_id = $1 ORDER BY id`, [String(chatId)]);
    expect(actions.rows.map((r) => r.action)).toEqual(['chat.closed', 'chat.reopened']);

    // canned replies: add, change, delete (audited), refused when a language is missing
    expect((await call(first, 'POST', '/api/admin/chat/canned-replies', agent.token, { title: 'Hi', body_en: 'Hello' })).status).toBe(400);
    const made = await call(first, 'POST', '/api/admin/chat/canned-replies', agent.token, {
      title: 'Hi',
      body_en: 'Hello',
      body_bn: 'হ্যালো',
    });
    expect(made.status).toBe(201);
    expect(
      (
        await call(first, 'PUT', `/api/admin/chat/canned-replies/${made.body.id}`, agent.token, {
          title: 'Hi',
          body_en: 'Hello!',
          body_bn: 'হ্যালো!',
        })
      ).body.body_en,
    ).toBe('Hello!');
    expect((await call(first, 'DELETE', `/api/admin/chat/canned-replies/${made.body.id}`, agent.token)).status).toBe(200);
    const replies = await call(first, 'GET', '/api/admin/chat/canned-replies', agent.token);
    expect(replies.body.replies.map((r: Json) => r.id)).not.toContain(made.body.id);
  });
});
