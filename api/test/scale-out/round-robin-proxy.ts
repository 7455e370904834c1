import { connect, createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * The small round-robin proxy of the scale-out test and bench (issue 23): TCP, so HTTP keep-alive and
 * socket.io's WebSocket upgrade pass as they are. Each client connection goes to the next backend in turn;
 * a backend that refuses (killed) is skipped for the next one, as a load balancer's health check would.
 * When a backend dies, the connections through it close, and clients reconnect through the proxy.
 */
export class RoundRobinProxy {
  private server: Server | undefined;
  private turn = 0;
  private readonly open = new Set<Socket>();
  /** Client connections handed to each backend port. */
  readonly connections = new Map<number, number>();

  constructor(private backends: number[]) {}

  get url(): string {
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
  }

  /** The backends from now on (connections already open stay where they are). */
  setBackends(ports: number[]): void {
    this.backends = ports;
  }

  async start(): Promise<string> {
    this.server = createServer({ pauseOnConnect: true }, (client) => this.route(client, 0));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return this.url;
  }

  private route(client: Socket, tried: number): void {
    if (tried >= this.backends.length) {
      client.destroy();
      return;
    }
    const port = this.backends[this.turn++ % this.backends.length]!;
    const upstream = connect(port, '127.0.0.1');
    // refused (the backend is down): the next one takes the client
    upstream.once('error', () => this.route(client, tried + 1));
    upstream.once('connect', () => {
      this.connections.set(port, (this.connections.get(port) ?? 0) + 1);
      upstream.removeAllListeners('error');
      this.open.add(client).add(upstream);
      client.on('error', () => upstream.destroy());
      upstream.on('error', () => client.destroy());
      client.once('close', () => (upstream.destroy(), this.open.delete(client)));
      upstream.once('close', () => (client.destroy(), this.open.delete(upstream)));
      client.pipe(upstream).pipe(client);
      client.resume();
    });
  }

  async close(): Promise<void> {
    for (const socket of this.open) socket.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
