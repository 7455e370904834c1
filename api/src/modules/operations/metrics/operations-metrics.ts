import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Metrics, sharedRead } from '../../../platform/metrics/index.js';
import { PendingPaymentsByAgeQuery } from '../../payments/index.js';
import { LedgerVerificationRunsRepository } from '../persistence/ledger-verification-runs.repository.js';

/**
 * Operations' figures across modules, read at scrape time by platform-wide processes: deposits and
 * withdrawals waiting, by age (payments' query), and the latest ledger verification (its runs table).
 */
@Injectable()
export class OperationsMetrics {
  constructor(
    @Inject(Metrics) metrics: Metrics,
    @Inject(QueryBus) queries: QueryBus,
    @Inject(LedgerVerificationRunsRepository) runs: LedgerVerificationRunsRepository,
  ) {
    if (!metrics.platformWide) return;

    const pending = sharedRead(() => queries.execute(new PendingPaymentsByAgeQuery()));
    metrics.scrapedGauge({
      name: 'khela_payments_pending',
      help: 'Deposits (pending, approving) and withdrawals (holding, pending) not finished, by age since asked: 0-5m, 5-30m, 30m-2h, 2h+.',
      labelNames: ['kind', 'status', 'age'] as const,
      read: async () => (await pending()).map((r) => ({ labels: { kind: r.kind, status: r.status, age: r.age }, value: r.count })),
    });
    metrics.scrapedGauge({
      name: 'khela_payments_pending_oldest_seconds',
      help: 'Age in seconds of the oldest unfinished deposit or withdrawal, per kind and status (no series: none open).',
      labelNames: ['kind', 'status'] as const,
      read: async () => {
        const oldest = new Map<string, { kind: string; status: string; value: number }>();
        for (const r of await pending()) {
          const key = `${r.kind}/${r.status}`;
          oldest.set(key, { kind: r.kind, status: r.status, value: Math.max(oldest.get(key)?.value ?? 0, r.oldestSeconds) });
        }
        return [...oldest.values()].map(({ kind, status, value }) => ({ labels: { kind, status }, value }));
      },
    });

    const latest = sharedRead(() => runs.latest());
    metrics.scrapedGauge({
      name: 'khela_ledger_verification_ok',
      help: 'The latest ledger verification: 1 the ledger agreed with itself, 0 it did not or could not run (no series: never run).',
      labelNames: [] as const,
      read: async () => {
        const run = await latest();
        return run ? [{ labels: {}, value: run.ok ? 1 : 0 }] : [];
      },
    });
    metrics.scrapedGauge({
      name: 'khela_ledger_verification_last_run_timestamp_seconds',
      help: 'When the latest ledger verification finished (Unix seconds).',
      labelNames: [] as const,
      read: async () => {
        const run = await latest();
        return run ? [{ labels: {}, value: run.finishedAt.getTime() / 1000 }] : [];
      },
    });
    metrics.scrapedGauge({
      name: 'khela_ledger_verification_differences',
      help: 'Differences the latest ledger verification recorded (at most 20 are kept).',
      labelNames: [] as const,
      read: async () => {
        const run = await latest();
        return run ? [{ labels: {}, value: run.differences }] : [];
      },
    });
  }
}
