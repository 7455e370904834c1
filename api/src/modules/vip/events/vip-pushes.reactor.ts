import { Inject, Injectable } from '@nestjs/common';
import { OnEvent, type DeliveredEvent } from '../../../platform/events/index.js';
import { VipNotifier } from '../ports/vip-notifier.js';

/** The `vip` push after a player's points changed (roll-up or conversion committed). Starts at 'now'. */
@Injectable()
export class VipPushesReactor {
  constructor(@Inject(VipNotifier) private readonly notifier: VipNotifier) {}

  @OnEvent('vip.points-changed', { name: 'vip.pushes', startAt: 'now' })
  async push(event: DeliveredEvent<'vip.points-changed'>): Promise<void> {
    await this.notifier.standingChanged(event.data.playerId);
  }
}
