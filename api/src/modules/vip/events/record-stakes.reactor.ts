import { Inject, Injectable } from '@nestjs/common';
import { OnEvent, type DeliveredEvent, type ReactorContext } from '../../../platform/events/index.js';
import { categoryOfProvider, rollbackPointsMilli, stakePointsMilli } from '../domain/vip-accrual.js';
import { VipPointsRepository } from '../persistence/vip-points.repository.js';

/**
 * Records every stake and rollback the ledger settles as a VIP stake entry, through the relay's transaction
 * (so once per event); the roll-up job turns entries into points. Points are fixed here at the rate of the
 * stake's time; a rollback takes back its stake's share. Starts at the beginning: stakes made before VIP
 * existed count too, in the first roll-up.
 */
@Injectable()
export class RecordStakesReactor {
  constructor(@Inject(VipPointsRepository) private readonly points: VipPointsRepository) {}

  @OnEvent(['ledger.StakeDebited', 'ledger.StakeRolledBack'], { name: 'vip.record-stakes' })
  async record(event: DeliveredEvent<'ledger.StakeDebited' | 'ledger.StakeRolledBack'>, context: ReactorContext): Promise<void> {
    if (event.playerId === undefined) return; // every ledger stream is a wallet; nothing to credit otherwise
    const common = { ledgerEventId: event.id, playerId: event.playerId, provider: event.data.provider, occurredAt: event.occurredAt };
    const amountMinor = BigInt(event.data.amount);
    if ('transactionId' in event.data) {
      const category = categoryOfProvider(event.data.provider);
      const rates = await this.points.accrualRates(context.db);
      await this.points.recordEntry(context.db, {
        ...common,
        kind: 'stake',
        transactionId: event.data.transactionId,
        category,
        amountMinor,
        pointsMilli: stakePointsMilli(amountMinor, category, rates),
      });
      return;
    }
    const stake = await this.points.stakeEntry(context.db, event.data.provider, event.data.stakeTransactionId);
    await this.points.recordEntry(context.db, {
      ...common,
      kind: 'rollback',
      transactionId: event.data.stakeTransactionId,
      category: stake?.category ?? categoryOfProvider(event.data.provider),
      amountMinor: -amountMinor,
      pointsMilli: stake ? rollbackPointsMilli(stake, amountMinor) : 0n,
    });
  }
}
