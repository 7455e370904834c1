import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../../platform/database/database.module.js';
import { inTransaction } from '../../../../platform/database/transaction.js';
import { EventOutbox, VetoPoint } from '../../../../platform/events/index.js';
import '../../vetoes/withdrawal-request-veto.js';
import { readAmount, readId, readText } from '../../domain/amount.js';
import { accepted, refused, type Outcome } from '../../domain/outcome.js';
import { decideWithdrawal, withdrawalMessages } from '../../domain/withdrawal-rules.js';
import { PaymentMethodsRepository } from '../../persistence/payment-methods.repository.js';
import { withdrawalStream } from '../../events/payments-events.js';
import { WithdrawalsRepository } from '../../persistence/withdrawals.repository.js';
import { localNumber } from '../../ports/player-facts.js';
import { WithdrawalFactsReader } from '../../queries/withdrawal-eligibility/withdrawal-facts.js';
import { HoldWithdrawal } from './hold-withdrawal.js';

/** POST /api/submit-withdraw body (spec section 7). payment_id 0 means an e-wallet payout named by `provider`. */
export interface SubmitWithdrawalInput {
  account_number?: unknown;
  amount?: unknown;
  payment_id?: unknown;
  provider?: unknown;
}

/**
 * A withdrawal request. The row ('holding') and `payments.withdrawal-requested` commit first; then the
 * money leaves main for held at once (ledger hold keyed by the withdrawal id, HoldWithdrawal), so the
 * player gets the answer. Should the process die in between, WithdrawalHoldReactor finishes the hold
 * from the event: no hold without a request, no request stuck 'holding'. The wallet's CHECK
 * (balance >= 0) and the one-open-request index together mean concurrent requests can never hold more
 * than the balance. Finance then pays out or releases. A module that may forbid withdrawals (KYC) is asked
 * first, at the 'payments.withdrawal-request' veto point.
 */
@Injectable()
export class SubmitWithdrawal {
  constructor(
    @Inject(WithdrawalFactsReader) private readonly facts: WithdrawalFactsReader,
    @Inject(PaymentMethodsRepository) private readonly methods: PaymentMethodsRepository,
    @Inject(WithdrawalsRepository) private readonly withdrawals: WithdrawalsRepository,
    @Inject(DB_POOL) private readonly pool: Pool,
    @Inject(EventOutbox) private readonly outbox: EventOutbox,
    @Inject(HoldWithdrawal) private readonly hold: HoldWithdrawal,
    @Inject(VetoPoint) private readonly vetoes: VetoPoint,
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
    // an e-wallet payout names its brand: refused while finance has that whole method switched off (issue 22)
    const ewalletBrand = isEwallet && provider !== '' ? await this.methods.brandStatus(provider) : undefined;

    const decision = decideWithdrawal({
      ...eligibility,
      amount: readAmount(input.amount),
      accountNumber,
      methodValid: isEwallet ? provider !== '' && ewalletBrand !== 'off' : method?.status === 'active',
      methodSwitchedOff: isEwallet ? ewalletBrand === 'off' : method?.status === 'inactive',
      verifiedNumbers: player.verifiedNumbers,
      mainBalance: player.mainBalance,
    });
    if (!decision.ok) return refused(decision.refusal === 'pending' ? 409 : 400, withdrawalMessages[decision.refusal]);

    // Another module's rule may forbid this withdrawal (KYC first, issue 22): asked before anything is written.
    const verdict = await this.vetoes.check('payments.withdrawal-request', { playerId, amount: decision.amount.toString() });
    if (!verdict.ok) return refused(403, verdict.message);

    const id = await inTransaction(this.pool, async (tx) => {
      const inserted = await this.withdrawals.insertHolding(
        {
          playerId,
          playerUsername: player.username,
          methodId: method?.id ?? null,
          provider: provider || method?.name || '',
          accountNumber,
          amountMinor: decision.amount,
        },
        tx,
      );
      if (!inserted) return null;
      await this.outbox.append(tx, [
        {
          type: 'payments.withdrawal-requested',
          streamId: withdrawalStream(inserted),
          data: { withdrawalId: inserted, playerId, amountMinor: decision.amount.toString() },
          meta: { actor: { kind: 'player', id: playerId }, correlationId: inserted },
        },
      ]);
      return inserted;
    });
    if (!id) return refused(409, withdrawalMessages.pending);
    // not inside a transaction: the hold takes pooled connections of its own (see HoldWithdrawal)
    const held = await this.hold.complete(id, { actor: { kind: 'player', id: playerId } });
    // 'decided': the reactor got there first (a slow request); its outcome stands
    if (held.status === 'refused' || (held.status === 'decided' && held.current === 'refused'))
      return refused(400, withdrawalMessages.insufficient);
    return accepted({ id, message: withdrawalMessages.submitted });
  }
}
