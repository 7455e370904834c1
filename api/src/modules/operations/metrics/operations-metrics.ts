import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { APP_CONFIG } from '../../../platform/config/config.module.js';
import type { AppConfig } from '../../../platform/config/load-config.js';
import { Metrics, sharedRead } from '../../../platform/metrics/index.js';
import { storageRoot } from '../../../platform/paths.js';
import { PendingPaymentsByAgeQuery } from '../../payments/index.js';
import { DumpHashCache, newestGoodAgeSeconds, readBackupStatus } from '../backups/backup-status.js';
import { LedgerVerificationRunsRepository } from '../persistence/ledger-verification-runs.repository.js';

/**
 * Operations' figures across modules, read at scrape time by platform-wide processes: deposits and
 * withdrawals waiting, by age (payments' query), the latest ledger verification (its runs table), and the
 * newest good backup in BACKUP_DIR (the folder `npm run backup` writes to).
 */
@Injectable()
export class OperationsMetrics {
  constructor(
    @Inject(Metrics) metrics: Metrics,
    @Inject(QueryBus) queries: QueryBus,
    @Inject(LedgerVerificationRunsRepository) runs: LedgerVerificationRunsRepository,
    @Inject(APP_CONFIG) config: AppConfig,
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

    // A backup counts once its manifest verifies (its dump has the recorded size and SHA-256): each dump is
    // hashed once per process (cached by size and modification time), newest first, stopping at the first good one.
    const backupDir = storageRoot(config.BACKUP_DIR);
    const hashes = new DumpHashCache();
    const backups = sharedRead(() => readBackupStatus(backupDir, hashes));
    metrics.scrapedGauge({
      name: 'khela_backup_newest_good_age_seconds',
      help: 'Seconds since the snapshot of the newest backup in BACKUP_DIR whose manifest verifies (dump size and SHA-256); +Inf: none does.',
      labelNames: [] as const,
      read: async () => [{ labels: {}, value: newestGoodAgeSeconds(await backups(), new Date()) }],
    });
    metrics.scrapedGauge({
      name: 'khela_backup_unverified',
      help: 'Backups in BACKUP_DIR newer than the newest good one (all, when none is good) whose manifest does not verify.',
      labelNames: [] as const,
      read: async () => [{ labels: {}, value: (await backups()).unverified.length }],
    });
  }
}
