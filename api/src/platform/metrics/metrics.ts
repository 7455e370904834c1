import { Inject, Injectable, Logger } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Gauge, Registry } from 'prom-client';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/load-config.js';

/** One sample of a gauge read at scrape time: its label values and its value. */
export type Sample<L extends string> = { labels: Record<L, string>; value: number };

/** The longest one collector may take in a scrape before its gauge is left empty for that scrape. */
export const collectTimeoutMs = 3000;

/**
 * This process's Prometheus registry. Each application has its own (several apps share one Jest
 * process; prom-client's global registry would make them collide). Metrics are served by MetricsServer
 * on METRICS_PORT; with it unset, `enabled` is false: no default metrics, no per-request work, and the
 * counters the code still bumps cost an addition each.
 *
 * Figures that are the same whichever process reads them (queues, reactor lag, pending payments, the
 * last ledger verification) come from `platformWide` processes only (worker and all roles), so a fleet
 * of api processes does not run the same queries on every scrape; api processes report what is theirs
 * (HTTP, sockets, their Postgres pool, event loop).
 */
@Injectable()
export class Metrics {
  readonly registry = new Registry();
  readonly enabled: boolean;
  readonly platformWide: boolean;
  private readonly logger = new Logger('Metrics');
  private readonly collectFailures: Counter<'collector'>;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.enabled = config.METRICS_PORT !== undefined;
    this.platformWide = config.ROLE !== 'api';
    // process CPU and memory, GC, and the event-loop lag (nodejs_eventloop_lag_*: perf_hooks' delay histogram)
    if (this.enabled) collectDefaultMetrics({ register: this.registry });
    this.collectFailures = new Counter({
      name: 'khela_metrics_collect_failures_total',
      help: 'Scrapes in which a collector failed or timed out (its gauge was left empty).',
      labelNames: ['collector'],
      registers: [this.registry],
    });
  }

  /**
   * A gauge whose samples are read when Prometheus scrapes (never on a request's path). A read that
   * fails or takes over `collectTimeoutMs` leaves the gauge empty for that scrape and is counted in
   * khela_metrics_collect_failures_total: an absent series, not a stale one.
   */
  scrapedGauge<L extends string>(options: {
    name: string;
    help: string;
    labelNames: readonly L[];
    read: () => Promise<Sample<L>[]> | Sample<L>[];
  }): Gauge<L> {
    const { read, name } = options;
    const failed = (error: unknown) => {
      this.collectFailures.inc({ collector: name });
      this.logger.warn(`metric ${name} not collected: ${error instanceof Error ? error.message : String(error)}`);
    };
    return new Gauge<L>({
      name,
      help: options.help,
      labelNames: options.labelNames,
      registers: [this.registry],
      async collect() {
        this.reset();
        let timer: NodeJS.Timeout | undefined;
        try {
          const samples = await Promise.race([
            Promise.resolve().then(read),
            new Promise<never>((_, reject) => {
              timer = setTimeout(() => reject(new Error(`timed out after ${collectTimeoutMs} ms`)), collectTimeoutMs);
            }),
          ]);
          for (const sample of samples) this.set(sample.labels, sample.value);
        } catch (error) {
          failed(error);
        } finally {
          clearTimeout(timer);
        }
      },
    });
  }
}

/**
 * One read shared by the gauges of one scrape: they collect at the same moment, so a call while a read is
 * in flight gets that read's promise, and two gauges cut from one query cost one query. A later scrape
 * reads afresh.
 */
export function sharedRead<T>(read: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | undefined;
  return () =>
    (inFlight ??= read().finally(() => {
      inFlight = undefined;
    }));
}
