import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/load-config.js';
import { Metrics } from './metrics.js';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * `GET /metrics` on a port of its own (METRICS_PORT, bound to METRICS_HOST), in every role: the worker
 * has no HTTP server otherwise, and the api's public port never answers it (no route there, no way
 * around the proxy). With METRICS_TOKEN set it also needs `Authorization: Bearer <token>` (compared in
 * constant time). Nothing else is served on this port.
 */
@Injectable()
export class MetricsServer implements OnApplicationBootstrap, OnApplicationShutdown {
  private server?: Server;
  private readonly logger = new Logger('MetricsServer');
  private readonly token?: Buffer;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(Metrics) private readonly metrics: Metrics,
  ) {
    if (config.METRICS_TOKEN) this.token = digest(config.METRICS_TOKEN);
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.METRICS_PORT === undefined) return;
    const server = createServer((req, res) => void this.answer(req, res));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.config.METRICS_PORT, this.config.METRICS_HOST, () => {
        server.off('error', reject);
        resolve();
      });
    });
    this.server = server;
    this.logger.log(`metrics on http://${this.config.METRICS_HOST}:${this.port()}/metrics`);
  }

  /** The bound port (METRICS_PORT, or the one chosen for 0); undefined while off. */
  port(): number | undefined {
    return (this.server?.address() as AddressInfo | null)?.port;
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private async answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = (req.url ?? '').split('?')[0];
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    if (this.token && !this.authorized(req.headers.authorization)) {
      res.writeHead(401, { 'content-type': 'text/plain', 'www-authenticate': 'Bearer' }).end('Unauthorized\n');
      return;
    }
    try {
      const body = await this.metrics.registry.metrics();
      res.writeHead(200, { 'content-type': this.metrics.registry.contentType, 'cache-control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch (error) {
      this.logger.error(`metrics scrape failed: ${error instanceof Error ? error.message : String(error)}`);
      res.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics failed\n');
    }
  }

  private authorized(header: string | undefined): boolean {
    const match = /^Bearer (\S+)$/.exec(header ?? '');
    return !!match && timingSafeEqual(digest(match[1]!), this.token!);
  }
}
