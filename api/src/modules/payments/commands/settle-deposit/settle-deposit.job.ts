import { Inject, Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { OnJob } from '../../../../platform/queues/on-job.decorator.js';
import { RegisterTurnoverRequirementCommand } from '../../../turnover/index.js';
import { CreditDepositCommand, GrantBonusCommand } from '../../../wallet/index.js';
import { depositBonus } from '../../domain/deposit-rules.js';
import { DepositsRepository } from '../../persistence/deposits.repository.js';
import { PaymentNotifier } from '../../ports/payment-notifier.js';

/** The ledger channel account a payment method's money goes through: one per wallet brand. */
export const channelOf = (methodName: string) => methodName.trim().toLowerCase();

/**
 * Settles one approved deposit. Every step is idempotent by the deposit id, so a retry after a crash
 * at any point (even between the ledger append and the job's completion) moves money once:
 * 1. turnover requirement (keyed by deposit id; the ticket opens when the credit reaches the projection),
 * 2. CreditDeposit (ledger key deposit:<id>),
 * 3. the promotion's bonus (ledger key bonus:<id>:bonus),
 * 4. status approving -> approved, and the pushes.
 */
@Injectable()
export class SettleDepositJob {
  private readonly logger = new Logger(SettleDepositJob.name);

  constructor(
    @Inject(DepositsRepository) private readonly deposits: DepositsRepository,
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(PaymentNotifier) private readonly notifier: PaymentNotifier,
  ) {}

  @OnJob('payments.settle-deposit')
  async settle({ depositId }: { depositId: string }): Promise<{ status: string }> {
    const deposit = await this.deposits.get(depositId);
    if (!deposit) {
      this.logger.warn(`settle: deposit ${depositId} not found`);
      return { status: 'missing' };
    }
    if (deposit.status !== 'approving') return { status: deposit.status }; // already settled, or never approved
    const context = { actor: { kind: 'system' as const, id: 'payments.settle-deposit' }, correlationId: depositId };
    const promotion =
      deposit.promotionId !== null
        ? { id: deposit.promotionId, name: deposit.promotionName ?? '', turnoverMultiplier: deposit.turnoverMultiplier }
        : null;
    const bonusMinor = promotion ? depositBonus(deposit.amountMinor, deposit.bonusPercent) : 0n;

    await this.commands.execute(
      new RegisterTurnoverRequirementCommand({
        depositId,
        playerId: deposit.playerId,
        depositMinor: deposit.amountMinor,
        bonusMinor,
        promotion,
      }),
    );
    const credit = await this.commands.execute(
      new CreditDepositCommand(
        { playerId: deposit.playerId, depositId, channel: channelOf(deposit.methodName), amount: deposit.amountMinor },
        context,
      ),
    );
    if (!credit.ok) throw new Error(`credit of deposit ${depositId} refused: ${credit.error}`); // retried by BullMQ
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
          context,
        ),
      );
      if (!bonus.ok) throw new Error(`bonus of deposit ${depositId} refused: ${bonus.error}`);
      await this.deposits.recordBonus(depositId, bonusMinor);
    }
    if (await this.deposits.markSettled(depositId)) {
      await this.notifier.changed({
        kind: 'deposit',
        id: depositId,
        playerId: deposit.playerId,
        status: 'approved',
        amountMinor: deposit.amountMinor,
      });
    }
    return { status: 'approved' };
  }
}
