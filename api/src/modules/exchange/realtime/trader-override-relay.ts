import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { APP_CONFIG } from '../../../platform/config/config.module.js';
import type { AppConfig } from '../../../platform/config/load-config.js';
import { RedisConnections, failFastOptions } from '../../../platform/redis/redis.module.js';
import { TraderOverridesRepository } from '../persistence/trader-overrides.repository.js';
import { TraderDesk } from '../store/trader-desk.js';

/**
 * Every api process runs its own feed and store, so a trader's change made on one must reach the others:
 * after the change commits, its process publishes the event id on Redis; the others read the event's
 * overrides from the database (the truth) and put them in force, which pushes to their sockets. A notice
 * lost while Redis is away leaves another process on the older overrides until its next restart (which
 * reads them all) or the event's next change: said in the README.
 */
@Injectable()
export class TraderOverrideRelay implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(TraderOverrideRelay.name);
  /** Tells this process's notices from the others'. */
  private readonly origin = randomUUID();
  private readonly channel: string;
  private publisher?: Redis;
  private subscriber?: Redis;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(RedisConnections) private readonly connections: RedisConnections,
    @Inject(TraderOverridesRepository) private readonly repository: TraderOverridesRepository,
    @Inject(TraderDesk) private readonly desk: TraderDesk,
  ) {
    this.channel = `${config.REDIS_PREFIX}:exchange:trader-overrides`;
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.ROLE === 'worker' || this.config.EXCHANGE_FEED === 'off') return;
    this.publisher = this.connections.open(failFastOptions);
    this.subscriber = this.connections.open();
    this.subscriber.on('message', (_channel: string, text: string) => void this.received(text));
    await this.subscriber
      .subscribe(this.channel)
      .catch((error: Error) => this.logger.warn(`trader relay not subscribed: ${error.message}`));
  }

  async onModuleDestroy(): Promise<void> {
    await this.subscriber?.unsubscribe().catch(() => undefined);
  }

  /** Tells the other processes that an event's overrides changed (after the change committed). */
  async announce(eventId: string): Promise<void> {
    await this.publisher
      ?.publish(this.channel, JSON.stringify({ origin: this.origin, eventId }))
      .catch((error: Error) => this.logger.warn(`trader change of event ${eventId} not relayed: ${error.message}`));
  }

  private async received(text: string): Promise<void> {
    try {
      const notice = JSON.parse(text) as { origin?: unknown; eventId?: unknown };
      if (notice.origin === this.origin || typeof notice.eventId !== 'string') return;
      this.desk.override(notice.eventId, await this.repository.read(notice.eventId));
    } catch (error) {
      this.logger.warn(`trader relay notice not applied: ${(error as Error).message}`);
    }
  }
}
