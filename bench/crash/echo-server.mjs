// The reference for bench:crash: a bare socket.io server doing the crash game's fan-out and nothing else (no
// database, no Redis, no round logic): on `join` { room } it joins the socket, and while ticking (POST /ticking
// with `on` or `off`: the bench turns it on for its slices only) every `tick` ms it emits `crash:tick`
// { round_id, multiplier, elapsed_ms, sent_at } volatile to `crash:live` on /player, as the api's driver does.
// Its own process; prints `listening <port>` once it listens.
import { createServer } from 'node:http';
import { Server } from 'socket.io';

const tickMs = Number(process.argv[3] ?? 100);
let ticking = false;
const http = createServer((req, res) => {
  if (req.method === 'POST' && (req.url === '/ticking/on' || req.url === '/ticking/off')) {
    ticking = req.url.endsWith('/on');
    res.writeHead(204).end();
  } else res.writeHead(404).end();
});
const io = new Server(http, { transports: ['websocket'] });
io.of('/player').on('connection', (socket) =>
  socket.on('join', ({ room }, ack) => {
    socket.join(room);
    ack?.({ ok: true });
  }),
);
const started = Date.now();
setInterval(() => {
  if (!ticking) return;
  const elapsed = Date.now() - started;
  io.of('/player')
    .to('crash:live')
    .volatile.emit('crash:tick', {
      round_id: '1',
      multiplier: (Math.floor(100 * Math.exp(0.00006 * (elapsed % 20_000))) / 100).toFixed(2),
      elapsed_ms: elapsed,
      sent_at: Date.now(),
    });
}, tickMs);
http.listen(Number(process.argv[2] ?? 0), '127.0.0.1', () => console.log(`listening ${http.address().port}`));
process.on('SIGTERM', () => io.close(() => process.exit(0)));
