import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../platform/database/database.module.js';
import { ledgerAppendedChannel } from '../../../platform/events/event-relay.js';

/** The Postgres channel projectors and the event relay LISTEN on (named once, in the platform). */
export { ledgerAppendedChannel };

/** How long appends are gathered into one NOTIFY: bounds projection lag and NOTIFY load alike. */
const notifyEveryMs = 50;

/**
 * Tells projectors that events were appended. In-process listeners (ROLE=all) are called at once; other
 * processes get one NOTIFY per 50 ms at most. NOTIFY is sent after the append's commit, on its own,
 * because Postgres serialises the commits of every transaction that notifies: inside the money path it
 * would cap wallet throughput. Projectors also poll, so a lost signal only delays them.
 */
@Injectable()
export class LedgerAppendSignal implements OnApplicationShutdown {
  private readonly logger = new Logger(LedgerAppendSignal.name);
  private readonly listeners = new Set<() => void>();
  private timer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(@Inject(DB_POOL) private readonly pool: Pool) {}

  appended(): void {
    for (const listener of this.listeners) listener();
    if (this.timer || this.closed) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      if (this.closed) return;
      this.pool
        .query(`SELECT pg_notify($1, '')`, [ledgerAppendedChannel])
        .catch((error: Error) => this.logger.warn(`notify failed: ${error.message}`));
    }, notifyEveryMs);
  }

  onAppended(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  onApplicationShutdown(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
  }
}
