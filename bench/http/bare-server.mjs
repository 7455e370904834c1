// The reference for bench:http: a bare `node:http` server answering the same JSON as the api's health and
// balance routes, nothing else (no headers beyond Node's own, no routing library, no logging). Its own
// process, started by bench-http.mjs with a port as argument; prints `listening <port>` once it listens.
import { createServer } from 'node:http';

const health = JSON.stringify({ status: 'ok' });
const balance = JSON.stringify({ balance: '10000000.00' });
const server = createServer((req, res) => {
  // Reads (and drops) any request body, as the api's body parser does.
  req.resume();
  req.on('end', () => {
    const body =
      req.method === 'GET' && req.url === '/api/health' ? health : req.method === 'POST' && req.url === '/api/balance' ? balance : null;
    res.writeHead(body ? 200 : 404, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body ?? '') });
    res.end(body ?? '');
  });
});
server.keepAliveTimeout = 60_000;
server.listen(Number(process.argv[2] ?? 0), '127.0.0.1', () => console.log(`listening ${server.address().port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
