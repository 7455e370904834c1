import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { HoldForWithdrawalCommand } from '../../../wallet/index.js';
import { readAmount, readId, readText } from '../../domain/amount.js';
import { accepted, refused, type Outcome } from '../../domain/outcome.js';
import { decideWithdrawal, withdrawalMessages } from '../../domain/withdrawal-rules.js';
import { PaymentMethodsRepository } from '../../persistence/payment-methods.repository.js';
import { WithdrawalsRepository } from '../../persistence/withdrawals.repository.js';
import { PaymentNotifier } from '../../ports/payment-notifier.js';
import { localNumber } from '../../ports/player-facts.js';
import { WithdrawalFactsReader } from '../../queries/withdrawal-eligibility/withdrawal-facts.js';

/** POST /api/submit-withdraw body (spec section 7). payment_id 0 means an e-wallet payout named by `provider`. */
export interface SubmitWithdrawalInput {
  account_number?: unknown;
  amount?: unknown;
  payment_id?: unknown;
  provider?: unknown;
}

/**
 * A withdrawal request. The money leaves main for held at once (ledger hold keyed by the withdrawal
 * id): the wallet's CHECK (balance >= 0) and the one-open-request index together mean concurrent
 * requests can never hold more than the balance. Finance then pays out or releases.
 */
@Injectable()
export class SubmitWithdrawal {
  constructor(
    @Inject(WithdrawalFactsReader) private readonly facts: WithdrawalFactsReader,
    @Inject(PaymentMethodsRepository) private readonly methods: PaymentMethodsRepository,
    @Inject(WithdrawalsRepository) private readonly withdrawals: WithdrawalsRepository,
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(PaymentNotifier) private readonly notifier: PaymentNotifier,
  ) {}

  async execute(playerId: string, input: SubmitWithdrawalInput): Promise<Outcome<{ id: string; message: string }>> {
    const read = await this.facts.read(playerId);
    if (!read) return refused(403, withdrawalMessages.phoneNotVerified);
    const { player, eligibility } = read;
    const provider = readText(input.provider);
    const isEwallet = input.payment_id === 0 || input.payment_id === '0';
    const methodId = readId(input.payment_id);
    const method = methodId ? await this.methods.byId(methodId) : undefined;
    const accountNumber = localNumber(readText(input.account_number));

    const decision = decideWithdrawal({
      ...eligibility,
      amount: readAmount(input.amount),
      accountNumber,
      methodValid: isEwallet ? provider !== '' : method?.status === 'active',
      verifiedNumbers: player.verifiedNumbers,
      mainBalance: player.mainBalance,
    });
    if (!decision.ok) return refused(decision.refusal === 'pending' ? 409 : 400, withdrawalMessages[decision.refusal]);

    const id = await this.withdrawals.insertHolding({
      playerId,
      playerUsername: player.username,
      methodId: method?.id ?? null,
      provider: provider || method?.name || '',
      accountNumber,
      amountMinor: decision.amount,
    });
    if (!id) return refused(409, withdrawalMessages.pending);
    const hold = await this.commands.execute(
      new HoldForWithdrawalCommand({ playerId, withdrawalId: id, amount: decision.amount }, { actor: { kind: 'player', id: playerId } }),
    );
    await this.withdrawals.setHoldOutcome(id, hold.ok);
    if (!hold.ok) {
      if (hold.error === 'insufficient_funds') return refused(400, withdrawalMessages.insufficient);
      throw new Error(`withdrawal hold ${id} refused: ${hold.error}`);
    }
    await this.notifier.changed({ kind: 'withdrawal', id, playerId, status: 'pending', amountMinor: decision.amount });
    return accepted({ id, message: withdrawalMessages.submitted });
  }
}
