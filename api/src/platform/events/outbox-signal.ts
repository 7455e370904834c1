import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { Pool } from 'pg';
import { DB_POOL } from '../database/database.module.js';
import { outboxChannel } from './event-outbox.js';

/** How long outbox appends are gathered into one NOTIFY: bounds delivery delay and NOTIFY load alike. */
const notifyEveryMs = 50;

/**
 * Wakes the event relay after a hot path's outbox append has committed, instead of a NOTIFY inside its
 * transaction (EventOutbox.append's default). Postgres serialises the commits of all transactions that
 * NOTIFY, so a path committing hundreds of times a second (a provider's game calls: every closed round
 * appends `games.round-closed`) would queue on that lock. Here one NOTIFY per 50 ms at most goes out on its
 * own, after the commit; the relay also polls, so a lost signal only delays delivery. As LedgerAppendSignal.
 */
@Injectable()
export class OutboxSignal implements OnApplicationShutdown {
  private readonly logger = new Logger(OutboxSignal.name);
  private timer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(@Inject(DB_POOL) private readonly pool: Pool) {}

  /** Call after the commit that appended the events. */
  appended(): void {
    if (this.timer || this.closed) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      if (this.closed) return;
      this.pool
        .query(`SELECT pg_notify($1, '')`, [outboxChannel])
        .catch((error: Error) => this.logger.warn(`outbox notify failed: ${error.message}`));
    }, notifyEveryMs);
  }

  onApplicationShutdown(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
  }
}
