import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../../platform/config/config.module.js';
import type { AppConfig } from '../../../platform/config/load-config.js';
import { EventOutbox, OnEvent, type DeliveredEvent, type ReactorContext } from '../../../platform/events/index.js';
import { registerRequirement } from '../persistence/turnover-requirements.js';
import './turnover-events.js';

/**
 * An approved deposit's turnover requirement (issue 6: deposit x REGULAR_TURNOVER_MULTIPLIER, or
 * (deposit + bonus) x the promotion's multiplier). The row and `turnover.requirement-registered` commit
 * with the relay's checkpoint, so this happens once; payments credits the deposit only on that event,
 * so the ledger's DepositCredited always finds the requirement when it opens the ticket.
 * (The event types are payments' declaration, seen through the catalogue; no import of payments needed.)
 */
@Injectable()
export class RegisterTurnoverReactor {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(EventOutbox) private readonly outbox: EventOutbox,
  ) {}

  @OnEvent('payments.deposit-approved', { name: 'turnover.register-requirement' })
  async onDepositApproved(event: DeliveredEvent<'payments.deposit-approved'>, context: ReactorContext): Promise<void> {
    const { depositId, playerId } = event.data;
    const required = await registerRequirement(
      context.db,
      {
        depositId,
        playerId,
        depositMinor: BigInt(event.data.amountMinor),
        bonusMinor: BigInt(event.data.bonusMinor),
        promotion: event.data.promotion,
      },
      this.config.REGULAR_TURNOVER_MULTIPLIER,
    );
    await this.outbox.append(context.db, [
      {
        type: 'turnover.requirement-registered',
        streamId: event.streamId,
        data: { depositId, playerId, requiredMinor: required.toString() },
        meta: context.causedBy(),
      },
    ]);
  }
}
