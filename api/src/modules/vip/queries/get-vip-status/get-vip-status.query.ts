import { Query } from '@nestjs/cqrs';
import type { VipStatus } from '@khela/contracts';

/** A player's VIP standing (points, level, progress, rate): one primary-key read, levels from memory. */
export class GetVipStatusQuery extends Query<VipStatus> {
  constructor(readonly playerId: string) {
    super();
  }
}
