// The exchange's socket fan-out (issue 17), a first measure with the simulated feed: N socket.io clients on
// one api process, spread over the match odds rooms of the markets in play, for a while; then delivery
// latency (receipt time minus the market's `lastUpdated`, stamped when the store took the change; same
// host clock), pushes per second, and the api's memory per client (RSS after the joins minus before).
//   node scripts/node-runtime.mjs node bench/odds/bench-sockets.mjs [--clients 1000] [--seconds 20]
// Needs a built api. The simulated feed changes an in-play market about once a second (sizes) and on each
// ball / goal / point: fewer updates than the budget's 50 markets at 4 a second (that needs a load feed).
import { loadavg } from 'node:os';
import { io } from 'socket.io-client';
import { clearRedisPrefix, dropDatabase, recreateDatabase, requireBuiltApi, rssKb, startApi } from '../shared/api-process.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const clients = arg('clients', 1000);
const seconds = arg('seconds', 20);
requireBuiltApi();

// The api as production starts it (bench/shared/api-process.mjs), migrating its own database at start.
await recreateDatabase('khela_bench_odds');
const api = await startApi({
  database: 'khela_bench_odds',
  redisPrefix: `bench-odds-${process.pid}`,
  migrate: true,
  env: { EXCHANGE_FEED: 'simulator', EXCHANGE_FEED_TICK_MS: '250' },
  label: 'bench-sockets',
});
const apiUrl = api.url;
const logFile = api.logFile;
const markets = (
  await Promise.all(['cricket', 'soccer', 'tennis'].map((s) => fetch(`${apiUrl}/api/sports-events/${s}`).then((r) => r.json())))
).flatMap((l) => l.events.map((e) => e.MarketId));
if (markets.length === 0) throw new Error('no market in play right now');
const before = rssKb(api.pid);
console.log(`api ready (log ${logFile}); ${markets.length} markets in play; api RSS ${Math.round(before / 1024)} MB`);

const latencies = [];
let pushes = 0;
let measuring = false;
const sockets = [];
for (let i = 0; i < clients; i++) {
  const socket = io(`${apiUrl}/player`, { transports: ['websocket'], reconnection: false, forceNew: true });
  socket.on('exchange:market', (push) => {
    if (!measuring || push.snapshot) return;
    pushes++;
    latencies.push(Date.now() - Date.parse(push.market.lastUpdated));
  });
  sockets.push(socket);
  await new Promise((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  await socket.emitWithAck('join', { room: `market:${markets[i % markets.length]}` });
}
await new Promise((r) => setTimeout(r, 2000));
const after = rssKb(api.pid);
measuring = true;
const load = loadavg()[0];
await new Promise((r) => setTimeout(r, seconds * 1000));
measuring = false;
latencies.sort((a, b) => a - b);
const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
console.log(
  `${clients} clients over ${markets.length} markets, ${seconds} s at load ${load.toFixed(1)}: ${pushes} pushes (${Math.round(pushes / seconds)}/s), ` +
    `latency p50 ${pct(50)} ms p99 ${pct(99)} ms max ${latencies.at(-1)} ms; api RSS +${Math.round((after - before) / 1024)} MB ` +
    `(${Math.round(((after - before) * 1024) / clients)} bytes per client)`,
);
sockets.forEach((s) => s.close());
await api.stop();
await dropDatabase('khela_bench_odds');
await clearRedisPrefix(`bench-odds-${process.pid}`);
process.exit(0);
