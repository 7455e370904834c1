import type { NextFunction, Request, Response } from 'express';
import { Histogram } from 'prom-client';
import type { Metrics } from './metrics.js';

const knownMethods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** Requests no route matched (404s, the web apps' files, probes of random paths): one series, whatever the URL. */
export const unmatchedRoute = '(unmatched)';

/**
 * Latency, rate and status of HTTP requests per route template (`/api/admin/events/dead-letters/:id/retry`,
 * never the URL: ids and query strings would make a series per request). Rate is the histogram's
 * `_count`, errors its `status=~"5.."` part.
 *
 * On the hot path: one clock read and one 'finish' listener per request, then a Map lookup of the
 * labelled child (built once per method, route and status) and one observe.
 */
export class HttpMetrics {
  private histogram?: Histogram<'method' | 'route' | 'status'>;
  private readonly children = new Map<string, { observe(value: number): void }>();

  constructor(private readonly metrics: Metrics) {}

  /** The histogram, registered once the HTTP pipeline installs the middleware (a worker has none to report). */
  private requests(): Histogram<'method' | 'route' | 'status'> {
    return (this.histogram ??= new Histogram({
      name: 'khela_http_request_duration_seconds',
      help: 'HTTP requests answered, by method, route template and status: latency in seconds (rate: _count).',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [this.metrics.registry],
    }));
  }

  observe(method: string, route: string, status: number, seconds: number): void {
    const key = `${method} ${status} ${route}`;
    let child = this.children.get(key);
    if (!child) {
      child = this.requests().labels(knownMethods.has(method) ? method : 'OTHER', route, String(status));
      this.children.set(key, child);
    }
    child.observe(seconds);
  }

  middleware() {
    this.requests();
    return (req: Request, res: Response, next: NextFunction): void => {
      const started = performance.now();
      res.once('finish', () => this.observe(req.method, routeOf(req), res.statusCode, (performance.now() - started) / 1000));
      next();
    };
  }
}

/** The matched route's template as Express knows it once routing is done; unmatched requests share one label. */
export function routeOf(req: Request): string {
  const route = (req as Request & { route?: { path?: unknown } }).route;
  return route && typeof route.path === 'string' ? `${req.baseUrl}${route.path}` : unmatchedRoute;
}
