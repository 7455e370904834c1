// The reference for bench:chat: a bare socket.io server doing the chat's fan-out and nothing else (no
// database, no Redis, no auth beyond taking the bearer as the caller's id). Same routes and push shape as the
// api: POST /api/messages (bearer = player id, body chat_id = that player's id) and
// POST /api/admin/chat/conversations/<chat>/messages (bearer = agent) each number the message and push
// `chat` { kind: 'message', chat_id, message } to the player's room `player:<id>` on /player and to
// `staff:chat` on /staff. Its own process; prints `listening <port>` once it listens.
import { createServer } from 'node:http';
import { Server } from 'socket.io';

let nextId = 0;
const http = createServer((req, res) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    const caller = (req.headers.authorization ?? '').replace(/^Bearer /, '');
    const agentRoute = /^\/api\/admin\/chat\/conversations\/(\d+)\/messages$/.exec(req.url ?? '');
    if (req.method !== 'POST' || (!agentRoute && req.url !== '/api/messages') || !caller) {
      res.writeHead(404).end();
      return;
    }
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
    const chatId = Number(agentRoute ? agentRoute[1] : body.chat_id);
    const message = {
      id: ++nextId,
      chat_id: chatId,
      sender_id: agentRoute ? 'agent' : caller,
      sender: agentRoute ? 'agent' : 'player',
      sender_name: caller,
      content: String(body.content ?? ''),
      has_image: false,
      created_at: new Date().toISOString(),
      read_at: null,
    };
    const push = { kind: 'message', chat_id: chatId, message };
    io.of('/player').to(`player:${chatId}`).emit('chat', push);
    io.of('/staff').to('staff:chat').emit('chat', push);
    const answer = JSON.stringify(agentRoute ? message : { success: true, data: message });
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(answer) });
    res.end(answer);
  });
});
const io = new Server(http, { transports: ['websocket'] });
io.of('/player').on('connection', (socket) => socket.join(`player:${socket.handshake.auth.token}`));
io.of('/staff').on('connection', (socket) => socket.join('staff:chat'));
http.keepAliveTimeout = 60_000;
http.listen(Number(process.argv[2] ?? 0), '127.0.0.1', () => console.log(`listening ${http.address().port}`));
process.on('SIGTERM', () => io.close(() => process.exit(0)));
