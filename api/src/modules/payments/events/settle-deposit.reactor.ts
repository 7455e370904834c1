import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { EventOutbox, OnEvent, type DeliveredEvent, type ReactorContext } from '../../../platform/events/index.js';
import { CreditDepositCommand, GrantBonusCommand } from '../../wallet/index.js';
import { channelOf } from '../domain/channel.js';
import { depositBonus } from '../domain/deposit-rules.js';
import { DepositsRepository } from '../persistence/deposits.repository.js';
import { depositStream } from './payments-events.js';

/**
 * Settles one approved deposit once turnover has its requirement on record (`turnover.requirement-
 * registered`, which turnover emits on `payments.deposit-approved`: the ticket the ledger's
 * DepositCredited opens must find it). Steps, each idempotent by the deposit id, so a redelivery after a
 * crash anywhere moves money once:
 * 1. CreditDeposit (ledger key deposit:<id>),
 * 2. the promotion's bonus, capped at its maximum as submitted (ledger key bonus:<id>:bonus),
 * 3. through `context.db`, committing with the relay's checkpoint: the bonus on record, status
 *    approving -> approved and `payments.deposit-settled` (pushes react to it).
 * The deposit row is read without a lock for steps 1 and 2 (the wallet's commands run on other
 * connections and may wait) and locked only for step 3, so an approval or a retry of one that wants the
 * row never waits behind the money moving.
 * A refused credit throws: the relay retries with backoff, then parks it as a dead letter (back-office
 * Events page), never dropped; the deposit stays 'approving' and visible in the finance queue.
 */
@Injectable()
export class SettleDepositReactor {
  constructor(
    @Inject(DepositsRepository) private readonly deposits: DepositsRepository,
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(EventOutbox) private readonly outbox: EventOutbox,
  ) {}

  @OnEvent('turnover.requirement-registered', { name: 'payments.settle-deposit' })
  async settle(event: DeliveredEvent<'turnover.requirement-registered'>, context: ReactorContext): Promise<void> {
    const deposit = await this.deposits.get(event.data.depositId, context.db);
    if (!deposit || deposit.status !== 'approving') return; // not a deposit of ours, already settled, or never approved
    const depositId = deposit.id;
    const walletContext = { actor: { kind: 'system' as const, id: context.reactor }, correlationId: depositId, causationId: event.id };
    const bonusMinor = deposit.promotionId !== null ? depositBonus(deposit.amountMinor, deposit.bonusPercent, deposit.bonusMaxMinor) : 0n;

    const credit = await this.commands.execute(
      new CreditDepositCommand(
        { playerId: deposit.playerId, depositId, channel: channelOf(deposit.methodName), amount: deposit.amountMinor },
        walletContext,
      ),
    );
    if (!credit.ok) throw new Error(`credit of deposit ${depositId} refused: ${credit.error}`);
    if (bonusMinor > 0n) {
      const bonus = await this.commands.execute(
        new GrantBonusCommand(
          {
            playerId: deposit.playerId,
            grantId: `${depositId}:bonus`,
            amount: bonusMinor,
            to: deposit.bonusTarget,
            reason: `Deposit bonus: ${deposit.promotionName ?? 'promotion'}`,
          },
          walletContext,
        ),
      );
      if (!bonus.ok) throw new Error(`bonus of deposit ${depositId} refused: ${bonus.error}`);
    }
    // the money is in (or was already): now the row, locked for the rest of this delivery only
    const current = await this.deposits.get(depositId, context.db, true);
    if (!current || current.status !== 'approving') return;
    if (bonusMinor > 0n) await this.deposits.recordBonus(depositId, bonusMinor, context.db);
    await this.deposits.markSettled(depositId, context.db);
    await this.outbox.append(context.db, [
      {
        type: 'payments.deposit-settled',
        streamId: depositStream(depositId),
        data: {
          depositId,
          playerId: deposit.playerId,
          amountMinor: deposit.amountMinor.toString(),
          bonusMinor: bonusMinor.toString(),
        },
        meta: context.causedBy(),
      },
    ]);
  }
}
