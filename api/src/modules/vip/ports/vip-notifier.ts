import { Inject, Injectable, Logger } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { RealtimeNotifier } from '../../../platform/realtime/realtime-notifier.js';
import { GetVipStatusQuery } from '../queries/get-vip-status/get-vip-status.query.js';

/**
 * The VIP module's one way to a player's socket: the `vip` event with their standing, read when sent (so a
 * late push shows the latest). Best effort: a failure is logged and swallowed; the page's 1 s poll repairs it.
 */
@Injectable()
export class VipNotifier {
  private readonly logger = new Logger(VipNotifier.name);

  constructor(
    @Inject(RealtimeNotifier) private readonly realtime: RealtimeNotifier,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  async standingChanged(playerId: string): Promise<void> {
    try {
      this.realtime.toPlayer(playerId, 'vip', await this.queries.execute(new GetVipStatusQuery(playerId)));
    } catch (error) {
      this.logger.warn(`vip push for ${playerId} failed: ${(error as Error).message}`);
    }
  }
}
