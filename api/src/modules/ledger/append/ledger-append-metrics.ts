import { Counter, Histogram } from 'prom-client';
import type { Metrics } from '../../../platform/metrics/index.js';

/**
 * The append path in figures: events appended (rate: `rate(khela_ledger_appended_events_total[5m])`), by
 * path (`batch`: the group commit; `transaction`: inside a caller's transaction, a provider's game call),
 * and how many appends each group-commit statement carried. One addition per append, one observe per batch.
 */
export class LedgerAppendMetrics {
  private readonly appendedInBatch;
  private readonly appendedInTransaction;
  private readonly batchSize: Histogram;

  constructor(metrics: Metrics) {
    const appended = new Counter({
      name: 'khela_ledger_appended_events_total',
      help: 'Ledger events appended (committed, not duplicates), by path: batch (group commit) or transaction (in a caller transaction).',
      labelNames: ['path'],
      registers: [metrics.registry],
    });
    this.appendedInBatch = appended.labels('batch');
    this.appendedInTransaction = appended.labels('transaction');
    this.batchSize = new Histogram({
      name: 'khela_ledger_append_batch_size',
      help: 'Appends sent in one ledger_append_batch statement by the group commit.',
      buckets: [1, 2, 4, 8, 16, 32, 64],
      registers: [metrics.registry],
    });
  }

  batchSent(size: number): void {
    this.batchSize.observe(size);
  }

  appended(path: 'batch' | 'transaction'): void {
    (path === 'batch' ? this.appendedInBatch : this.appendedInTransaction).inc();
  }
}
