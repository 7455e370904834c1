// Support chat under load (issue 20, Load): 2,000 player sockets and 20 agent sockets on one api process,
// players writing at a steady aggregate rate, each player's agent answering; delivery p99 under 150 ms, no
// message lost or duplicated. Plain ESM over the built api (`npm run bench:chat` builds it first).
//
//   node bench/chat/bench-chat.mjs [--players 2000] [--agents 20] [--rate 50] [--seconds 10] [--rounds 3] [--cpu-prof <dir>]
//
// 1. Recreates `khela_bench_chat`, migrates it, and writes the players, support agents and their sessions
//    directly, as the chat integration test does (players rows, staff_users with role `support`, and
//    auth_sessions rows holding the token's hash as SessionStore.issue writes it).
// 2. Starts the api as production runs it (bench/shared/api-process.mjs) and, as the reference, the bare
//    socket.io server bench/chat/echo-server.mjs doing the same fan-out with no database or Redis.
//    Agents say they are online (PUT /api/admin/chat/presence); each player opens their chat
//    (POST /api/chats: auto-assigned to the least busy agent); 2,000 /player sockets with the player's token
//    (`auth.token`, as the player site connects) and 20 /staff sockets (they join `staff:chat`), to each server.
// 3. Rounds of two slices taken in turn (api, then bare): `rate` player messages a second (POST /api/messages,
//    round robin over the players), and the agent of each chat answers when its socket hears the message
//    (POST /api/admin/chat/conversations/<id>/messages). Delivery latency: from the send's HTTP request start to
//    the push arriving on the other side's socket (player -> their agent, agent -> the player). Every `chat`
//    message push is counted per socket: each message must reach the player's socket and all 20 agent sockets
//    exactly once (lost = expected receipts missing 10 s after the last send; duplicated = a message id heard
//    twice on one socket). Also counted: messages stored (chat_messages rows) against messages sent.
// 4. Prints every slice (p50 / p99 both ways, messages per second, server CPU per message from /proc), the
//    median and spread over rounds, the load average, and memory per socket (RSS after the sockets minus before).
// The database and the bench's Redis keys are removed at the end.
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { io } from 'socket.io-client';
import {
  clearRedisPrefix,
  cpuSeconds,
  databaseUrl,
  dropDatabase,
  freePort,
  loadNow,
  median,
  recreateDatabase,
  requireBuiltApi,
  rssKb,
  startApi,
} from '../shared/api-process.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const { values: args } = parseArgs({
  options: {
    players: { type: 'string', default: '2000' },
    agents: { type: 'string', default: '20' },
    rate: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '3' },
    'cpu-prof': { type: 'string' },
  },
});
const playerCount = Number(args.players);
const agentCount = Number(args.agents);
const rate = Number(args.rate);
const seconds = Number(args.seconds);
const rounds = Number(args.rounds);
const benchDb = 'khela_bench_chat';
const redisPrefix = `bench-chat-${process.pid}`;
requireBuiltApi();

console.log(
  `bench:chat  ${playerCount} players, ${agentCount} agents, ${rate} player msg/s (+ answers), ${rounds} rounds of ${seconds} s; load ${loadNow()}`,
);

// ---- 1. Database, players, agents, sessions ---------------------------------------------------------------
await recreateDatabase(benchDb, { migrate: true });
// A run that fails part way still removes its database and Redis keys (the api child is killed on exit).
const failed = async (error) => {
  console.error(error);
  await dropDatabase(benchDb).catch(() => undefined);
  await clearRedisPrefix(redisPrefix).catch(() => undefined);
  process.exit(2);
};
process.on('uncaughtException', failed);
process.on('unhandledRejection', failed);
const sql = new pg.Pool({ connectionString: databaseUrl(benchDb), max: 2 });
const sessionRows = async (kind, ids) => {
  const tokens = ids.map(() => randomBytes(32).toString('base64url'));
  await sql.query(
    `INSERT INTO auth_sessions (subject_kind, subject_id, token_hash, expires_at)
     SELECT $1, s, h, now() + interval '1 day' FROM unnest($2::text[], $3::bytea[]) AS t(s, h)`,
    [kind, ids, tokens.map((t) => createHash('sha256').update(t).digest())],
  );
  return tokens;
};
const { rows: playerRows } = await sql.query(
  `INSERT INTO players (username, password_hash, email, phone, currency, referral_code, phone_verified_at, dofb)
   SELECT 'benchchat' || g, 'x', 'benchchat' || g || '@example.test', '0181' || lpad(g::text, 7, '0'), 'BDT', 'BC' || g, now(), '1990-01-01'
   FROM generate_series(1, $1::int) g RETURNING id::text`,
  [playerCount],
);
const { rows: agentRows } = await sql.query(
  `INSERT INTO staff_users (username, display_name, password_hash, roles)
   SELECT 'benchagent' || g, 'Agent ' || g, 'x', ARRAY['support'] FROM generate_series(1, $1::int) g RETURNING id::text`,
  [agentCount],
);
const playerTokens = await sessionRows(
  'player',
  playerRows.map((r) => r.id),
);
const agentTokens = await sessionRows(
  'staff',
  agentRows.map((r) => r.id),
);

// ---- 2. The api and the bare reference ----------------------------------------------------------------------
const api = await startApi({
  database: benchDb,
  redisPrefix,
  label: 'bench-chat',
  cpuProfDir: args['cpu-prof'] && resolve(args['cpu-prof']),
});
const barePort = await freePort();
const bareProcess = spawn(process.execPath, [join(here, 'echo-server.mjs'), String(barePort)], { stdio: ['ignore', 'pipe', 'inherit'] });
process.on('exit', () => bareProcess.exitCode === null && bareProcess.kill('SIGKILL'));
await new Promise((r) => bareProcess.stdout.once('data', r));
console.log(`api ready (log ${api.logFile}); bare socket.io echo server on ${barePort}`);

const call = async (url, method, path, token, body) => {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
  return text ? JSON.parse(text) : {};
};
const inBatches = async (items, size, fn) => {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(fn));
};

// Each target: its players (token, chat id), agents (token, staff id) and which agent answers which chat.
const targets = {
  api: { url: api.url, pid: api.pid, players: [], agents: [], answerer: new Map() },
  bare: { url: `http://127.0.0.1:${barePort}`, pid: bareProcess.pid, players: [], agents: [], answerer: new Map() },
};
for (let a = 0; a < agentCount; a++) {
  targets.api.agents.push({ id: agentRows[a].id, token: agentTokens[a] });
  targets.bare.agents.push({ id: `agent${a}`, token: `agent${a}` });
}
await inBatches(targets.api.agents, 5, (agent) => call(api.url, 'PUT', '/api/admin/chat/presence', agent.token, { status: 'online' }));
targets.api.players = playerTokens.map((token) => ({ token, chatId: 0 }));
await inBatches(targets.api.players, 20, async (player) => {
  player.chatId = (await call(api.url, 'POST', '/api/chats', player.token, {})).chat.id;
});
// Who has each chat, read from the table (the console's queue answer is capped).
const agentIndex = new Map(targets.api.agents.map((a, i) => [a.id, i]));
const { rows: owners } = await sql.query(`SELECT id::int AS id, agent_id::text FROM chat_conversations WHERE agent_id IS NOT NULL`);
for (const c of owners) targets.api.answerer.set(c.id, agentIndex.get(c.agent_id));
const assigned = targets.api.answerer.size;
// Any chat the queue did not show assigned is answered by an agent chosen by its id (sending assigns it).
for (const p of targets.api.players) if (!targets.api.answerer.has(p.chatId)) targets.api.answerer.set(p.chatId, p.chatId % agentCount);
for (let i = 0; i < playerCount; i++) {
  targets.bare.players.push({ token: String(i + 1), chatId: i + 1 });
  targets.bare.answerer.set(i + 1, i % agentCount);
}
console.log(`${playerCount} chats opened, ${assigned} auto-assigned over ${agentCount} online agents`);

// ---- Sockets and counting --------------------------------------------------------------------------------
// A message's content carries its tag: `<p|a> <slice> <n>`; sentAt holds when its send started.
let slice = null; // { name, target, sentAt: Map, heard: Map(tag -> receipts), dup, lat: { p: [], a: [] } }
const onPush = (target, socketKey, isAgent, agentIdx) => (push) => {
  if (push.kind !== 'message' || !slice || slice.target !== target) return;
  const now = performance.now();
  const tag = push.message.content;
  const [dir, sliceName] = tag.split(' ');
  if (sliceName !== slice.name) return;
  const seen = slice.seenBy.get(socketKey) ?? new Set();
  slice.seenBy.set(socketKey, seen);
  if (seen.has(push.message.id)) {
    slice.duplicates++;
    return;
  }
  seen.add(push.message.id);
  slice.heard.set(tag, (slice.heard.get(tag) ?? 0) + 1);
  const sentAt = slice.sentAt.get(tag);
  if (dir === 'p' && isAgent && target.answerer.get(push.chat_id) === agentIdx) {
    slice.lat.p.push(now - sentAt);
    answer(target, agentIdx, push.chat_id, `a ${tag.slice(2)}`);
  } else if (dir === 'a' && !isAgent) slice.lat.a.push(now - sentAt);
};
const send = (target, path, token, body, tag) => {
  const s = slice;
  s.sentAt.set(tag, performance.now());
  s.sends++;
  call(target.url, 'POST', path, token, body).then(
    () => {
      s.sendsDone++;
      const took = performance.now() - s.sentAt.get(tag);
      s.answered.push(took);
      // Which 250 ms window a slow send started in: many slow sends in few windows is a stall (the
      // machine, or Postgres), not a steady cost per message.
      if (took > 100)
        s.slowWindows.set(Math.floor(s.sentAt.get(tag) / 250), (s.slowWindows.get(Math.floor(s.sentAt.get(tag) / 250)) ?? 0) + 1);
    },
    (error) => {
      s.sendsDone++;
      s.failed.push(String(error.message).slice(0, 200));
    },
  );
};
const answer = (target, agentIdx, chatId, tag) =>
  send(target, `/api/admin/chat/conversations/${chatId}/messages`, target.agents[agentIdx].token, { content: tag, client_key: tag }, tag);

const connect = (url, namespace, token) =>
  new Promise((resolveSocket, reject) => {
    const socket = io(`${url}${namespace}`, { transports: ['websocket'], auth: { token }, reconnection: false, forceNew: true });
    socket.once('connect', () => resolveSocket(socket));
    socket.once('connect_error', reject);
  });
const sockets = [];
const memory = {};
for (const [name, target] of Object.entries(targets)) {
  const before = rssKb(target.pid);
  await inBatches(
    target.agents.map((a, i) => [a, i]),
    10,
    async ([agent, i]) => {
      const socket = await connect(target.url, '/staff', agent.token);
      socket.on('chat', onPush(target, `a${i}`, true, i));
      sockets.push(socket);
    },
  );
  await inBatches(
    target.players.map((p, i) => [p, i]),
    50,
    async ([player, i]) => {
      const socket = await connect(target.url, '/player', player.token);
      socket.on('chat', onPush(target, `p${i}`, false));
      sockets.push(socket);
    },
  );
  await new Promise((r) => setTimeout(r, 3000));
  memory[name] = ((rssKb(target.pid) - before) * 1024) / (playerCount + agentCount);
  console.log(`${name}: ${playerCount + agentCount} sockets connected; RSS +${Math.round(memory[name] / 1024)} KiB per socket`);
}

// ---- 3. Slices ----------------------------------------------------------------------------------------------
const pct = (values, p) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN;
};
const expectedPerMessage = agentCount + 1; // the player's socket and every agent's
async function runSlice(name, target, sliceSeconds) {
  slice = {
    name,
    target,
    sentAt: new Map(),
    heard: new Map(),
    seenBy: new Map(),
    duplicates: 0,
    lat: { p: [], a: [] },
    sends: 0,
    sendsDone: 0,
    failed: [],
    answered: [],
    slowWindows: new Map(),
  };
  const s = slice;
  const cpuBefore = cpuSeconds(target.pid);
  const started = performance.now();
  const total = Math.round(rate * sliceSeconds);
  let cursor = 0;
  for (let n = 0; n < total; n++) {
    const due = started + (n * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    const player = target.players[cursor++ % target.players.length];
    const tag = `p ${name} ${n}`;
    send(target, '/api/messages', player.token, { chat_id: player.chatId, content: tag, client_key: tag }, tag);
  }
  const sendSeconds = (performance.now() - started) / 1000;
  // Drained: every send answered and every message heard by all its sockets (answers follow receipts), or 10 s.
  // (An answer is sent when its agent hears the message, so all heard means all answers were sent too.)
  const complete = () =>
    s.sendsDone === s.sends && s.heard.size === s.sentAt.size && [...s.heard.values()].every((c) => c >= expectedPerMessage);
  for (const waitStart = performance.now(); !complete() && performance.now() - waitStart < 10_000;)
    await new Promise((r) => setTimeout(r, 50));
  const cpu = cpuSeconds(target.pid) - cpuBefore;
  let lost = 0;
  for (const tag of s.sentAt.keys()) lost += expectedPerMessage - Math.min(expectedPerMessage, s.heard.get(tag) ?? 0);
  slice = null;
  const messages = s.sends;
  return {
    name,
    messages,
    failed: s.failed,
    lost,
    duplicates: s.duplicates,
    rate: messages / sendSeconds,
    p50p: pct(s.lat.p, 50),
    p99p: pct(s.lat.p, 99),
    p50a: pct(s.lat.a, 50),
    p99a: pct(s.lat.a, 99),
    p99: pct([...s.lat.p, ...s.lat.a], 99),
    p50: pct([...s.lat.p, ...s.lat.a], 50),
    slow: [...s.slowWindows.values()].reduce((a, b) => a + b, 0),
    slowWindows: s.slowWindows.size,
    httpP50: pct(s.answered, 50),
    httpP99: pct(s.answered, 99),
    cpuUs: (cpu * 1e6) / Math.max(1, messages),
    load: loadNow(),
  };
}
const show = (r) =>
  console.log(
    `  ${r.name.padEnd(10)} ${r.messages} msgs (${r.rate.toFixed(0)}/s) p50 ${r.p50.toFixed(1)} p99 ${r.p99.toFixed(1)} ms ` +
      `[player->agent p50 ${r.p50p.toFixed(1)} p99 ${r.p99p.toFixed(1)}; agent->player p50 ${r.p50a.toFixed(1)} p99 ${r.p99a.toFixed(1)}] ` +
      `send answered p50 ${r.httpP50.toFixed(1)} p99 ${r.httpP99.toFixed(1)} (${r.slow} over 100 ms, sent in ${r.slowWindows} windows of 250 ms); cpu ${Math.round(r.cpuUs)} µs/msg; lost ${r.lost} dup ${r.duplicates} failed ${r.failed.length}; load ${r.load}`,
  );

// What each server burns with nothing to do (timers, jobs, pollers), over 5 s: part of every slice's CPU.
const idle = {};
for (const [name, target] of Object.entries(targets)) {
  const before = cpuSeconds(target.pid);
  await new Promise((r) => setTimeout(r, 5000));
  idle[name] = ((cpuSeconds(target.pid) - before) / 5) * 100;
  console.log(`${name} idle CPU with its sockets connected: ${idle[name].toFixed(1)}% of a core`);
}
// A short warm-up on each (JIT, pools, prepared statements), not counted.
for (const [name, target] of Object.entries(targets)) await runSlice(`warm-${name}`, target, 2);
const results = { api: [], bare: [] };
for (let round = 1; round <= rounds; round++) {
  console.log(`round ${round}`);
  for (const [name, target] of Object.entries(targets)) {
    const r = await runSlice(`${name}${round}`, target, seconds);
    results[name].push(r);
    show(r);
    if (r.failed.length) console.log(`    first failure: ${r.failed[0]}`);
  }
}

// ---- 4. Summary and clean-up ----------------------------------------------------------------------------------
const summary = (label, values, unit = ' ms', digits = 1) =>
  console.log(
    `${label.padEnd(36)} median ${median(values).toFixed(digits)}${unit}  (${Math.min(...values).toFixed(digits)}..${Math.max(...values).toFixed(digits)})`,
  );
console.log(`\nsummary over ${rounds} rounds (median (min..max)); load now ${loadNow()}`);
for (const name of ['api', 'bare']) {
  const rs = results[name];
  summary(
    `${name} delivery p50`,
    rs.map((r) => r.p50),
  );
  summary(
    `${name} delivery p99`,
    rs.map((r) => r.p99),
  );
  summary(
    `${name} player->agent p99`,
    rs.map((r) => r.p99p),
  );
  summary(
    `${name} agent->player p99`,
    rs.map((r) => r.p99a),
  );
  summary(
    `${name} messages per second`,
    rs.map((r) => r.rate),
    '/s',
    0,
  );
  summary(
    `${name} CPU per message`,
    rs.map((r) => r.cpuUs),
    ' µs',
    0,
  );
  console.log(`${`${name} memory per socket`.padEnd(36)} ${Math.round(memory[name] / 1024)} KiB`);
}
const apiLost = results.api.reduce((n, r) => n + r.lost, 0);
const apiDup = results.api.reduce((n, r) => n + r.duplicates, 0);
const apiFailed = results.api.reduce((n, r) => n + r.failed.length, 0);
const apiSent = results.api.reduce((n, r) => n + r.messages, 0);
const { rows: stored } = await sql.query(
  `SELECT count(*)::int AS n FROM chat_messages WHERE content LIKE 'p api%' OR content LIKE 'a api%'`,
);
console.log(
  `api messages sent ${apiSent}, stored ${stored[0].n}, failed sends ${apiFailed}, lost receipts ${apiLost}, duplicated receipts ${apiDup}`,
);
const p99 = median(results.api.map((r) => r.p99));
const ok = p99 < 150 && apiLost === 0 && apiDup === 0 && apiFailed === 0 && stored[0].n === apiSent;
console.log(`budget: delivery p99 < 150 ms, none lost or duplicated: p99 ${p99.toFixed(1)} ms -> ${ok ? 'meets' : 'MISSES'}`);

sockets.forEach((s) => s.close());
bareProcess.kill('SIGTERM');
await api.stop();
await sql.end();
await dropDatabase(benchDb);
const removed = await clearRedisPrefix(redisPrefix);
console.log(`cleaned up: database ${benchDb} dropped, ${removed} Redis keys under ${redisPrefix} removed`);
if (args['cpu-prof']) console.log(`cpu profile of the api in ${resolve(args['cpu-prof'])} (node bench/http/profile-top.mjs <file>)`);
process.exit(ok ? 0 : 1);
