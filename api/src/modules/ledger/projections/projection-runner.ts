import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { Pool } from 'pg';
import { APP_CONFIG } from '../../../platform/config/config.module.js';
import type { AppConfig } from '../../../platform/config/load-config.js';
import { DB_POOL } from '../../../platform/database/database.module.js';
import { NotificationListener } from '../../../platform/database/notification-listener.js';
import { Wakeup } from '../../../platform/database/wakeup.js';
import { LedgerAppendSignal, ledgerAppendedChannel } from '../append/ledger-append-signal.js';
import { LedgerProjectionRegistry } from './ledger-projection-registry.js';
import { projectBatch, defaultBatchSize } from './project-batch.js';
import type { Projection } from './projection.js';

const retryAfterErrorMs = 2000;
/** First wait when committed events are held back by an older open transaction; doubles up to the poll. */
const heldBackFirstWaitMs = 20;

/**
 * Runs every projection registered with the LedgerProjectionRegistry (the ledger's own and other
 * modules') in the worker role (ROLE=worker or all): each tails ledger_events from its checkpoint,
 * woken by the in-process append signal and by LISTEN ledger_appended (appends made by other
 * processes), with polling every EVENTS_POLL_MS as a fallback. Stops before the database pool closes.
 */
@Injectable()
export class ProjectionRunner implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(ProjectionRunner.name);
  private readonly wakeups: Wakeup[] = [];
  private readonly loops: Promise<void>[] = [];
  private listener: NotificationListener | undefined;
  private unsubscribe: (() => void) | undefined;
  private stopped = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DB_POOL) private readonly pool: Pool,
    @Inject(LedgerAppendSignal) private readonly signal: LedgerAppendSignal,
    @Inject(LedgerProjectionRegistry) private readonly registry: LedgerProjectionRegistry,
  ) {}

  /** Every module registered its projections in onModuleInit, which Nest finishes before this hook. */
  onApplicationBootstrap(): void {
    this.registry.seal();
    if (this.config.ROLE === 'api') return;
    this.unsubscribe = this.signal.onAppended(() => this.wakeAll());
    this.listener = new NotificationListener({
      databaseUrl: this.config.DATABASE_URL,
      channels: [ledgerAppendedChannel],
      applicationName: 'khela-projector',
      onNotify: () => this.wakeAll(),
      onError: (error) => this.logger.warn(`projection listener: ${error.message}`),
    });
    this.listener.start();
    for (const projection of this.registry.list()) {
      const wakeup = new Wakeup();
      this.wakeups.push(wakeup);
      this.loops.push(this.run(projection, wakeup));
    }
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    this.unsubscribe?.();
    this.wakeAll();
    await Promise.all(this.loops);
    await this.listener?.stop();
  }

  private wakeAll(): void {
    for (const wakeup of this.wakeups) wakeup.wake();
  }

  private async run(projection: Projection, wakeup: Wakeup): Promise<void> {
    let heldBackWaitMs = heldBackFirstWaitMs;
    while (!this.stopped) {
      try {
        const { applied, heldBack } = await projectBatch(this.pool, projection, defaultBatchSize);
        if (applied === defaultBatchSize) continue; // more are waiting
        if (heldBack) {
          // the NOTIFY came while an older transaction elsewhere kept its events out of reach: look again soon
          await wakeup.sleep(Math.min(heldBackWaitMs, this.config.EVENTS_POLL_MS));
          heldBackWaitMs *= 2;
          continue;
        }
        heldBackWaitMs = heldBackFirstWaitMs;
        await wakeup.sleep(this.config.EVENTS_POLL_MS); // the fallback when no signal arrives (a lost NOTIFY)
      } catch (error) {
        if (this.stopped) return;
        this.logger.warn(`projection ${projection.name} failed: ${(error as Error).message}`);
        await wakeup.sleep(retryAfterErrorMs);
      }
    }
  }
}
