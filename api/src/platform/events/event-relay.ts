import { Inject, Injectable, Logger, Optional, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { Pool } from 'pg';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/load-config.js';
import { DB_POOL } from '../database/database.module.js';
import { NotificationListener } from '../database/notification-listener.js';
import { Wakeup } from '../database/wakeup.js';
import { Tracing } from '../tracing/tracing.js';
import { outboxChannel } from './event-outbox.js';
import { ReactorRegistry, type Reactor } from './reactor-registry.js';
import { relayTick, type RelaySettings } from './relay-tick.js';

/** The channel the ledger NOTIFYs after appends (LedgerAppendSignal); named here, the platform imports no module. */
export const ledgerAppendedChannel = 'ledger_appended';

const retryAfterErrorMs = 2000;
/** The first wait before reading again when committed events are held back by an older open transaction. */
const heldBackFirstWaitMs = 20;

/**
 * At most `size` holders at once; the rest queue in order. The relay's rounds take one: a round holds a
 * pooled connection while its reactor's wallet commands need others from the same pool, so with every
 * connection held by rounds they would wait on each other until the pool's connect timeout.
 */
export class Gate {
  private active = 0;
  private readonly queue: (() => void)[] = [];
  constructor(readonly size: number) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active >= this.size) await new Promise<void>((resolve) => this.queue.push(resolve));
    else this.active += 1;
    try {
      return await work();
    } finally {
      const next = this.queue.shift();
      if (next) next();
      else this.active -= 1;
    }
  }
}

export function relaySettings(config: AppConfig): RelaySettings {
  return {
    maxAttempts: config.EVENTS_MAX_ATTEMPTS,
    retryMinMs: config.EVENTS_RETRY_MIN_MS,
    retryMaxMs: Math.max(config.EVENTS_RETRY_MIN_MS, config.EVENTS_RETRY_MAX_MS),
    batchSize: 100,
    budgetMs: 250,
  };
}

/**
 * Delivers events to every `@OnEvent` reactor in the worker role (ROLE=worker or all): one loop per
 * reactor, woken by LISTEN (the outbox's NOTIFY, sent on commit, and the ledger's) on a dedicated
 * connection that reconnects, and polling every EVENTS_POLL_MS so a lost notification only delays.
 * Any number of worker processes may run it: a reactor's rounds take a per-reactor lock, so one
 * process at a time delivers to it. Postgres only: a Redis outage does not stop it.
 */
@Injectable()
export class EventRelay implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(EventRelay.name);
  private readonly wakeups = new Map<string, Wakeup>();
  private readonly loops: Promise<void>[] = [];
  private listener: NotificationListener | undefined;
  private stopped = false;
  private readonly settings: RelaySettings;
  /** Rounds running at once in this process: leaves pooled connections for the reactors' own work. */
  private readonly rounds: Gate;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DB_POOL) private readonly pool: Pool,
    @Inject(ReactorRegistry) private readonly registry: ReactorRegistry,
    // optional: a module set-up without TracingModule (a test's) runs untraced
    @Optional() @Inject(Tracing) tracing?: Tracing,
  ) {
    this.settings = { ...relaySettings(config), tracing };
    this.rounds = new Gate(Math.max(1, Math.floor(config.DB_POOL_SIZE / 2)));
  }

  onApplicationBootstrap(): void {
    if (this.config.ROLE === 'api') return;
    const reactors = this.registry.list();
    if (reactors.length === 0) return;
    this.listener = new NotificationListener({
      databaseUrl: this.config.DATABASE_URL,
      channels: [outboxChannel, ledgerAppendedChannel],
      applicationName: 'khela-event-relay',
      onNotify: () => this.wakeAll(),
      onError: (error) => this.logger.warn(`event relay listener: ${error.message}`),
    });
    this.listener.start();
    for (const reactor of reactors) {
      const wakeup = new Wakeup();
      this.wakeups.set(reactor.name, wakeup);
      this.loops.push(this.run(reactor, wakeup));
    }
  }

  /** Stops before the pool closes (Nest destroys modules before application shutdown hooks). */
  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    this.wakeAll();
    await Promise.all(this.loops);
    await this.listener?.stop();
  }

  /** Runs a reactor's loop now instead of at its next poll (the back-office's retry uses it in-process). */
  wake(reactor?: string): void {
    if (reactor) this.wakeups.get(reactor)?.wake();
    else this.wakeAll();
  }

  private wakeAll(): void {
    for (const wakeup of this.wakeups.values()) wakeup.wake();
  }

  private async run(reactor: Reactor, wakeup: Wakeup): Promise<void> {
    let heldBackWaitMs = heldBackFirstWaitMs;
    while (!this.stopped) {
      try {
        const result = await this.rounds.run(() => relayTick(this.pool, reactor, this.settings));
        if (result.more && !this.stopped) continue;
        if (result.heldBack) {
          // committed events wait on an older transaction elsewhere: look again soon (doubling while it stays open)
          await wakeup.sleep(Math.min(heldBackWaitMs, this.config.EVENTS_POLL_MS));
          heldBackWaitMs *= 2;
          continue;
        }
        heldBackWaitMs = heldBackFirstWaitMs;
        await wakeup.sleep(this.config.EVENTS_POLL_MS);
      } catch (error) {
        if (this.stopped) return;
        this.logger.warn(`reactor ${reactor.name}: ${(error as Error).message}`);
        await wakeup.sleep(retryAfterErrorMs);
      }
    }
  }
}
