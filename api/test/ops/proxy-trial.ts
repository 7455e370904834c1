import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server as HttpServer } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import { Server } from 'socket.io';
import { proxyConfigPath } from './compose-file.js';

/**
 * ops/proxy/haproxy.cfg run for real by the local haproxy, in front of two stand-in api replicas: express with
 * `trust proxy` 1 (TRUST_PROXY=1, as docker-compose.yml sets it) and a socket.io server each. Docker is not needed:
 * only the two DNS-discovered slots become two local servers, the listening address a local port, and maxconn
 * fits the machine's file limit (compose raises the proxy's); every other line is the shipped one.
 */
export function localProxyConfig(text: string, listen: number, replicas: number[]): string {
  const lines: string[] = [];
  let inResolvers = false;
  for (const line of text.split('\n')) {
    if (line.startsWith('resolvers ')) inResolvers = true;
    else if (/^\S/.test(line)) inResolvers = false;
    if (inResolvers) continue;
    if (line.startsWith('  bind ')) lines.push(`  bind 127.0.0.1:${listen}`);
    else if (line.startsWith('  maxconn ')) lines.push('  maxconn 1000');
    else if (line.startsWith('  server-template ')) replicas.forEach((port, i) => lines.push(`  server ${'ab'[i]} 127.0.0.1:${port}`));
    else lines.push(line.replace(/ resolvers \S+| init-addr \S+| resolve-prefer \S+/g, ''));
  }
  return lines.join('\n');
}

export interface Replica {
  name: string;
  port: number;
  close(): Promise<void>;
}

/** A stand-in api: `/api/health`, `/whoami` (which replica, and what Express makes of the forwarded headers), socket.io `who`. */
export async function startReplica(name: string): Promise<Replica> {
  const app = express();
  app.set('trust proxy', 1);
  app.get('/api/health', (_req, res) => void res.json({ ok: true }));
  app.get(
    '/whoami',
    (req, res) =>
      void res.json({ name, ip: req.ip, protocol: req.protocol, hostname: req.hostname, traceparent: req.headers.traceparent ?? null }),
  );
  const server: HttpServer = createServer(app);
  const sockets = new Server(server);
  sockets.on('connection', (socket) => socket.on('who', (ack: (name: string) => void) => ack(name)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    name,
    port: (server.address() as AddressInfo).port,
    close: async () => {
      await sockets.close();
      server.closeAllConnections();
    },
  };
}

export interface RunningProxy {
  port: number;
  stop(): Promise<void>;
}

/** haproxy in the foreground on a free port with `config` (ops/proxy/haproxy.cfg by default), once it accepts connections. */
export async function startProxy(replicas: Replica[], edit = (config: string) => config): Promise<RunningProxy> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'khela-proxy-'));
  const file = join(dir, 'haproxy.cfg');
  writeFileSync(
    file,
    edit(
      localProxyConfig(
        readFileSync(proxyConfigPath, 'utf8'),
        port,
        replicas.map((r) => r.port),
      ),
    ),
  );
  const child: ChildProcess = spawn('haproxy', ['-db', '-f', file], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const deadline = Date.now() + 10_000;
  while (!(await accepts(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`haproxy did not start: ${errors}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    port,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** One request on a connection of its own (so round-robin sees each as a new client). */
export function send(
  port: number,
  path: string,
  options: { method?: string; headers?: Record<string, string | number>; body?: string } = {},
): Promise<{ status: number; json: Record<string, unknown> | undefined }> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, method: options.method ?? 'GET', headers: options.headers, agent: false },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => {
          req.destroy();
          resolve({ status: res.statusCode!, json: body.startsWith('{') ? (JSON.parse(body) as Record<string, unknown>) : undefined });
        });
      },
    );
    req.on('error', reject);
    if (options.body !== undefined) req.write(options.body);
    // a body shorter than its Content-Length: the answer must come from the headers alone
    if (options.headers?.['content-length'] === undefined) req.end();
  });
}
