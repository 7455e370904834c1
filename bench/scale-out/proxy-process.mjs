// The round-robin TCP proxy of bench:scale-out, as its own process (forked), so its CPU is neither the load
// generator's nor an api's. The same proxy as the scale-out integration test (api/test/scale-out/
// round-robin-proxy.ts): each client connection goes to the next backend in turn, a refusing backend is
// skipped. Over IPC: { backends: [port, ...] } sets the backends for new connections (answers { ok, port }
// once listening); { count: true } answers the connections handed to each backend so far.
import { connect, createServer } from 'node:net';

let backends = [];
let turn = 0;
const connections = {};

function route(client, tried) {
  if (tried >= backends.length) return client.destroy();
  const port = backends[turn++ % backends.length];
  const upstream = connect(port, '127.0.0.1');
  upstream.once('error', () => route(client, tried + 1));
  upstream.once('connect', () => {
    connections[port] = (connections[port] ?? 0) + 1;
    upstream.removeAllListeners('error');
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    client.once('close', () => upstream.destroy());
    upstream.once('close', () => client.destroy());
    client.pipe(upstream).pipe(client);
    client.resume();
  });
}

const server = createServer({ pauseOnConnect: true }, (client) => route(client, 0));
server.listen(0, '127.0.0.1', () => process.send({ ok: true, port: server.address().port }));
process.on('message', (message) => {
  if (message.backends) {
    backends = message.backends;
    process.send({ ok: true, port: server.address().port });
  } else if (message.count) process.send({ ...connections });
});
process.on('disconnect', () => process.exit(0));
