import { Inject, Injectable } from '@nestjs/common';
import { OnEvent, type DeliveredEvent, type ReactorContext } from '../../../platform/events/index.js';
import { AdjustBalance } from '../commands/adjust-balance/adjust-balance.js';

/**
 * The safety net of a staff adjustment: the request normally applies it at once; when it died after
 * claiming it (row 'applying' with its event), this finishes it in the relay's transaction: the ledger
 * move keyed by the adjustment id, then 'applied' with its audit row in the name of the finance user
 * who applied it. Finding it applied (or put back to pending), it does nothing.
 */
@Injectable()
export class AdjustmentReactor {
  constructor(@Inject(AdjustBalance) private readonly adjust: AdjustBalance) {}

  @OnEvent('payments.adjustment-approved', { name: 'payments.finish-adjustment' })
  async onApproved(event: DeliveredEvent<'payments.adjustment-approved'>, context: ReactorContext): Promise<void> {
    const { actor } = event.data;
    await this.adjust.finish(
      context.db,
      event.data.adjustmentId,
      { id: actor.id, username: actor.username },
      {
        actorId: actor.id,
        actorUsername: actor.username,
        actorRoles: actor.roles,
        ip: null,
        requestId: event.meta.requestId ?? null,
        recorded: false,
      },
    );
  }
}
