import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { DB_POOL } from '../../database/database.module.js';
import { eventSources } from '../../events/event-sources.js';
import { ReactorRegistry } from '../../events/reactor-registry.js';
import { JobQueue } from '../../queues/job-queue.js';
import { queueNames } from '../../queues/job-catalog.js';
import { Metrics, sharedRead, type Sample } from '../metrics.js';

/** Counted up to this many pending events per reactor and source (as the back-office Events page caps it). */
export const reactorLagCap = 10_000;

const jobStates = ['waiting', 'active', 'delayed', 'failed', 'prioritized'] as const;

/**
 * The platform's machinery as a whole, read at scrape time by platform-wide processes (worker, all):
 * BullMQ jobs per queue and state (one round trip per queue), each reactor's backlog in events and in
 * seconds behind the oldest undelivered event (one indexed read per reactor and source, from its
 * checkpoint in commit order), and failed deliveries by status (dead = dead letters).
 */
@Injectable()
export class PlatformWideCollectors {
  constructor(
    @Inject(Metrics) metrics: Metrics,
    @Inject(DB_POOL) pool: Pool,
    @Inject(JobQueue) jobs: JobQueue,
    @Inject(ReactorRegistry) reactors: ReactorRegistry,
  ) {
    if (!metrics.platformWide) return;

    metrics.scrapedGauge({
      name: 'khela_queue_jobs',
      help: 'BullMQ jobs per queue and state (waiting, active, delayed, failed, prioritized).',
      labelNames: ['queue', 'state'] as const,
      read: async () => {
        const counts = await Promise.all(
          queueNames.map(async (queue) => ({ queue, counts: await jobs.queue(queue).getJobCounts(...jobStates) })),
        );
        return counts.flatMap(({ queue, counts }) => jobStates.map((state) => ({ labels: { queue, state }, value: counts[state] ?? 0 })));
      },
    });

    // both reactor gauges come from one read per reactor and source
    const readLag = sharedRead(() => this.reactorLag(pool, reactors));
    metrics.scrapedGauge({
      name: 'khela_event_reactor_lag_events',
      help: `Events waiting for each reactor, per source (outbox, ledger); counted up to ${reactorLagCap}.`,
      labelNames: ['reactor', 'source'] as const,
      read: async () => (await readLag()).map((r) => ({ labels: { reactor: r.reactor, source: r.source }, value: r.events })),
    });
    metrics.scrapedGauge({
      name: 'khela_event_reactor_lag_seconds',
      help: 'Age of the oldest event each reactor has not handled yet, per source (0: none waiting).',
      labelNames: ['reactor', 'source'] as const,
      read: async () => (await readLag()).map((r) => ({ labels: { reactor: r.reactor, source: r.source }, value: r.seconds })),
    });

    metrics.scrapedGauge({
      name: 'khela_event_delivery_failures',
      help: 'Failed event deliveries not resolved, per reactor and status (retrying, waiting, dead: a dead letter).',
      labelNames: ['reactor', 'status'] as const,
      read: async () => {
        const { rows } = await pool.query<{ reactor: string; status: string; n: number }>(
          `SELECT reactor, status, count(*)::int AS n FROM event_delivery_failures WHERE status <> 'resolved' GROUP BY reactor, status`,
        );
        return rows.map((r): Sample<'reactor' | 'status'> => ({ labels: { reactor: r.reactor, status: r.status }, value: r.n }));
      },
    });
  }

  private async reactorLag(pool: Pool, registry: ReactorRegistry) {
    const { rows: checkpoints } = await pool.query<{ reactor: string; source: string; tx_id: string; position: string }>(
      `SELECT reactor, source, tx_id, position FROM event_reactor_checkpoints`,
    );
    // one after another: a scrape holds one pool connection at a time, never the pool requests need
    const lag: Array<{ reactor: string; source: string; events: number; seconds: number }> = [];
    for (const reactor of registry.list()) {
      for (const [source, types] of reactor.sources) {
        const checkpoint = checkpoints.find((c) => c.reactor === reactor.name && c.source === source);
        const { rows } = await pool.query<{ events: number; seconds: number | null }>(
          `SELECT count(*)::int AS events, extract(epoch FROM now() - min(occurred_at))::float8 AS seconds FROM (
             SELECT e.occurred_at FROM ${eventSources[source].table} e
              WHERE (e.tx_id, e.position) > ($1::xid8, $2::bigint) AND e.type = ANY($3::text[])
              ORDER BY e.tx_id, e.position LIMIT ${reactorLagCap}) pending`,
          [checkpoint?.tx_id ?? '0', checkpoint?.position ?? '0', types],
        );
        lag.push({ reactor: reactor.name, source, events: rows[0]!.events, seconds: Math.max(0, rows[0]!.seconds ?? 0) });
      }
    }
    return lag;
  }
}
