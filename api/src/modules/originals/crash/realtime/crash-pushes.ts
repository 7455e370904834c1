import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { crashRoom, Namespaces, type CrashPublicBet, type PlayerEventName, type PlayerEventPayload } from '@khela/contracts';
import { Emitter } from '@socket.io/redis-emitter';
import { APP_CONFIG } from '../../../../platform/config/config.module.js';
import type { AppConfig } from '../../../../platform/config/load-config.js';
import { RedisConnections } from '../../../../platform/redis/redis.module.js';
import { socketIoKey } from '../../../../platform/realtime/redis-io.adapter.js';
import type { CrashBet } from '../persistence/crash-bets.repository.js';
import { presentPublicBet } from '../present-crash.js';

/**
 * Everything the crash game pushes to `crash:live`, through Redis so the sockets of every api process get it
 * (whichever process drives or took the bet). Ticks go volatile: socket.io drops one for a socket whose
 * transport is not writable instead of queueing it, so a slow socket skips to the latest multiplier and its
 * buffer never grows with the tick rate. Bets are gathered and sent at most once per tick interval, each bet's
 * latest state once (a bet placed and cashed out within one interval is sent once, cashed out).
 */
@Injectable()
export class CrashPushes implements OnModuleDestroy {
  private readonly emitter: Emitter;
  private readonly pendingBets = new Map<string, Map<string, CrashPublicBet>>();
  private flushTimer?: NodeJS.Timeout;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(RedisConnections) connections: RedisConnections,
  ) {
    this.emitter = new Emitter(connections.open({ enableAutoPipelining: true }), { key: socketIoKey(config) });
  }

  onModuleDestroy(): void {
    clearTimeout(this.flushTimer);
  }

  emit<E extends PlayerEventName>(event: E, payload: PlayerEventPayload<E>): void {
    this.emitter.of(Namespaces.player).to(crashRoom).emit(event, payload);
  }

  tick(payload: PlayerEventPayload<'crash:tick'>): void {
    this.emitter.of(Namespaces.player).to(crashRoom).volatile.emit('crash:tick', payload);
  }

  bets(roundId: string, bets: readonly CrashBet[]): void {
    if (!bets.length) return;
    let round = this.pendingBets.get(roundId);
    if (!round) this.pendingBets.set(roundId, (round = new Map()));
    for (const bet of bets) round.set(bet.id, presentPublicBet(bet));
    this.flushTimer ??= setTimeout(() => this.flush(), this.config.CRASH_TICK_MS);
  }

  private flush(): void {
    this.flushTimer = undefined;
    for (const [roundId, bets] of this.pendingBets) this.emit('crash:bets', { round_id: roundId, bets: [...bets.values()] });
    this.pendingBets.clear();
  }
}
