import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { Clock } from '../../../platform/clock/clock.js';
import { APP_CONFIG } from '../../../platform/config/config.module.js';
import type { AppConfig } from '../../../platform/config/load-config.js';
import { RedisConnections, failFastOptions } from '../../../platform/redis/redis.module.js';
import { TraderOverridesRepository } from '../persistence/trader-overrides.repository.js';
import { TraderDesk } from '../store/trader-desk.js';

/**
 * Every api process runs its own feed and store, so a trader's change made on one must reach the others:
 * after the change commits, its process publishes the event id on Redis; the others read the event's
 * overrides from the database (the truth) and put them in force, which pushes to their sockets. Notices
 * lost while Redis is away are made up for when the subscriber connects again: every recent event's
 * overrides are read again (versions keep older ones from coming back).
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
    @Inject(Clock) private readonly clock: Clock,
  ) {
    this.channel = `${config.REDIS_PREFIX}:exchange:trader-overrides`;
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.ROLE === 'worker' || this.config.EXCHANGE_FEED === 'off') return;
    this.publisher = this.connections.open(failFastOptions);
    this.subscriber = this.connections.open();
    this.subscriber.on('message', (_channel: string, text: string) => void this.received(text));
    // After a reconnect (ioredis subscribes again by itself) notices sent meanwhile are lost: read every
    // recent event's overrides again; the versions keep anything older from coming back.
    let connectedBefore = false;
    this.subscriber.on('ready', () => {
      if (connectedBefore) void this.rereadAll();
      connectedBefore = true;
    });
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

  private async rereadAll(): Promise<void> {
    try {
      for (const [eventId, held] of await this.repository.loadRecent(this.clock.nowMs())) this.desk.override(eventId, held);
    } catch (error) {
      this.logger.warn(`trader overrides not read again after a Redis reconnect: ${(error as Error).message}`);
    }
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
