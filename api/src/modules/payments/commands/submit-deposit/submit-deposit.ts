import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../../platform/database/database.module.js';
import { inTransaction } from '../../../../platform/database/transaction.js';
import { EventOutbox, VetoGuard } from '../../../../platform/events/index.js';
import { GetPromotionQuery, type PromotionView } from '../../../content/index.js';
import { readAmount, readId, readText } from '../../domain/amount.js';
import { decideDeposit, depositMessages } from '../../domain/deposit-rules.js';
import { accepted, refused, type Outcome } from '../../domain/outcome.js';
import { handoutValidMinutes } from '../../domain/payment-limits.js';
import { DepositsRepository } from '../../persistence/deposits.repository.js';
import { PaymentMethodsRepository } from '../../persistence/payment-methods.repository.js';
import { depositStream } from '../../events/payments-events.js';
import { DhakaClock } from '../../ports/dhaka-clock.js';
import { PlayerFactsReader } from '../../ports/player-facts.js';

/** POST /api/submit-deposit body, as clients send it (spec section 3: deposit payload). */
export interface SubmitDepositInput {
  account_number?: unknown;
  transaction_id?: unknown;
  amount?: unknown;
  payment_id?: unknown;
  promotion_id?: unknown;
}

/**
 * A manual deposit: the player already sent money to our receiving number and tells us the
 * transaction id. Creates a pending request for finance; no money moves until approval. A module that
 * may forbid deposits (player protection) is asked first, at the 'payments.deposit-request' veto point,
 * through VetoGuard: where a veto counts the requests themselves (a deposit limit), it is asked again under
 * the player's hold until the request has committed, so requests made at the same instant cannot all pass.
 * The request and its `payments.deposit-requested` event (the finance queue's push) commit together.
 */
@Injectable()
export class SubmitDeposit {
  constructor(
    @Inject(PlayerFactsReader) private readonly players: PlayerFactsReader,
    @Inject(PaymentMethodsRepository) private readonly methods: PaymentMethodsRepository,
    @Inject(DepositsRepository) private readonly deposits: DepositsRepository,
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(DhakaClock) private readonly clock: DhakaClock,
    @Inject(VetoGuard) private readonly vetoes: VetoGuard,
    @Inject(EventOutbox) private readonly outbox: EventOutbox,
    @Inject(DB_POOL) private readonly pool: Pool,
  ) {}

  async execute(playerId: string, input: SubmitDepositInput): Promise<Outcome<{ id: string; message: string }>> {
    const player = await this.players.read(playerId);
    if (!player) return refused(403, depositMessages.phoneNotVerified);
    const methodId = readId(input.payment_id);
    const method = methodId ? await this.methods.byId(methodId) : undefined;
    const receivingNumberId = method ? await this.methods.recentHandout(playerId, method.id, handoutValidMinutes) : undefined;
    const accountNumber = readText(input.account_number);
    const transactionId = readText(input.transaction_id);
    const promotionId = readId(input.promotion_id); // 0, "" or absent: a regular deposit
    const promotion: PromotionView | undefined = promotionId ? await this.queries.execute(new GetPromotionQuery(promotionId)) : undefined;

    const today = this.clock.today();
    const decision = decideDeposit({
      phoneVerified: player.phoneVerified,
      hasOpenDeposit: await this.deposits.hasOpen(playerId),
      amount: readAmount(input.amount),
      methodActive: method?.status === 'active',
      methodSwitchedOff: method?.status === 'inactive',
      channelChosen: receivingNumberId !== undefined,
      accountNumber,
      verifiedNumbers: player.verifiedNumbers,
      transactionId,
      transactionIdUsed: method && transactionId ? await this.deposits.transactionUsed(method.name, transactionId) : false,
      // a promotion counts only between its start and end dates (Dhaka days)
      promotionValid: promotionId ? promotion !== undefined && promotion.startDate <= today && today <= promotion.endDate : undefined,
      ...(promotion ? { promotionMinDepositMinor: promotion.minDepositMinor } : {}),
    });
    if (!decision.ok) {
      const conflict = decision.refusal === 'pending' || decision.refusal === 'transactionReused';
      return refused(conflict ? 409 : 400, depositMessages[decision.refusal]);
    }

    const context = { playerId, amount: decision.amount.toString(), currency: player.currency, method: method!.name };
    const guarded = await this.vetoes.run('payments.deposit-request', context, () =>
      inTransaction(this.pool, async (db) => {
        const row = await this.deposits.insert(
          {
            playerId,
            playerUsername: player.username,
            source: 'manual',
            methodId: method!.id,
            methodName: method!.name,
            receivingNumberId: receivingNumberId ?? null,
            accountNumber,
            transactionId,
            amountMinor: decision.amount,
            promotion: promotion
              ? {
                  id: promotion.id,
                  name: promotion.name,
                  bonusPercent: promotion.depositBonusPercent,
                  bonusMaxMinor: promotion.maxBonusMinor,
                  turnoverMultiplier: promotion.turnoverMultiplier,
                  bonusTarget: promotion.bonusTarget,
                }
              : null,
          },
          db,
        );
        if (row.ok)
          await this.outbox.append(db, [
            {
              type: 'payments.deposit-requested',
              streamId: depositStream(row.id),
              data: { depositId: row.id, playerId, amountMinor: decision.amount.toString() },
              meta: { actor: { kind: 'player', id: playerId } },
            },
          ]);
        return row;
      }),
    );
    if (!guarded.ok) return refused(403, guarded.message);
    const inserted = guarded.value;
    if (!inserted.ok)
      return refused(409, inserted.conflict === 'open_deposit' ? depositMessages.pending : depositMessages.transactionReused);
    return accepted({ id: inserted.id, message: depositMessages.submitted });
  }
}
