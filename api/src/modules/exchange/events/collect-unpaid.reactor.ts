import { Inject, Injectable } from '@nestjs/common';
import { OnEvent, type DeliveredEvent, type ReactorContext } from '../../../platform/events/index.js';
import { CollectOnCredit } from '../commands/collect-shortfall/collect-on-credit.js';
import { creditsMain, mainCreditTypes, type MainCreditType } from '../domain/unpaid-collection.js';

/**
 * Money reached a player's main (a deposit, a win, a refund, an exchange payout, a bonus to main, any
 * credit): what they owe from an unpaid resettlement is collected from it (CollectOnCredit). Idempotent by
 * the event (each collection is recorded with its id), so a redelivery collects nothing more. Starts at
 * 'now': a new deployment does not walk the history of credits.
 */
@Injectable()
export class CollectUnpaidReactor {
  constructor(@Inject(CollectOnCredit) private readonly collection: CollectOnCredit) {}

  @OnEvent(mainCreditTypes, { name: 'exchange.collect-unpaid', startAt: 'now' })
  async collect(event: DeliveredEvent<MainCreditType>, context: ReactorContext): Promise<void> {
    if (event.playerId === undefined) return;
    if (!creditsMain(event.type.slice('ledger.'.length), event.data as Record<string, unknown>)) return;
    await this.collection.collect(event.playerId, event.id, {
      actor: { kind: 'system', id: context.reactor },
      correlationId: event.meta.correlationId ?? event.id,
      causationId: event.id,
    });
  }
}
