import { formatMoney, type EwalletConfirmAnswer } from '@khela/contracts';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import type { Pool, PoolClient } from 'pg';
import { Clock } from '../../../platform/clock/clock.js';
import { APP_CONFIG } from '../../../platform/config/config.module.js';
import type { AppConfig } from '../../../platform/config/load-config.js';
import { DB_POOL } from '../../../platform/database/database.module.js';
import { inTransaction } from '../../../platform/database/transaction.js';
import { EventOutbox, VetoGuard, VetoPoint } from '../../../platform/events/index.js';
import { GetPromotionQuery, type PromotionView } from '../../content/index.js';
import { readAmount, readId, readText } from '../domain/amount.js';
import { depositMessages } from '../domain/deposit-rules.js';
import { accepted, refused, type Outcome } from '../domain/outcome.js';
import { depositLimits } from '../domain/payment-limits.js';
import { depositApprovedEvent } from '../events/deposit-approved.js';
import { DepositsRepository } from '../persistence/deposits.repository.js';
import { PaymentMethodsRepository } from '../persistence/payment-methods.repository.js';
import { PlayerFactsReader } from '../ports/player-facts.js';
import { callbackMaxAgeSeconds, verifyCallbackSignature, type GatewayCallback } from './callback-signature.js';
import { EWALLET_GATEWAY, type EwalletGateway } from './ewallet-gateway.port.js';
import { EwalletPaymentsRepository, type EwalletPayment } from './ewallet-payments.repository.js';

/** Spec section 9: the e-wallet payment timer defaults to 10 minutes. */
const timerMinutes = 10;

export const ewalletMessages = {
  off: 'E-wallet payments are not available right now.',
  provider: 'Please select a valid payment method.',
  created: 'Complete the payment on the next page.',
  badSignature: 'Invalid signature.',
  stale: 'The callback is too old.',
  replayed: 'This callback was already received.',
  unknown: 'Unknown transaction.',
  mismatch: 'The amount does not match the payment.',
  expired: 'The payment expired.',
  accepted: 'OK',
} as const;

/** A refusal that must leave nothing written (the callback's nonce included): rolls its transaction back. */
class CallbackRefused extends Error {
  constructor(readonly outcome: Outcome<never>) {
    super('refused');
  }
}

/**
 * E-wallet deposits through a payment gateway. The player asks (POST /api/ewa/request), pays on the
 * gateway's page, and the gateway calls back, signed. A paid callback becomes a deposit request that
 * is already approved (no finance review: the gateway vouches for it) and goes through the same
 * settlement reactors as a finance approval (`payments.deposit-approved`), so it is credited exactly
 * once by its gateway transaction id: the deposit's unique (method, transaction id) index and the
 * ledger key follow from it.
 */
@Injectable()
export class EwalletDeposits {
  private readonly logger = new Logger(EwalletDeposits.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(EWALLET_GATEWAY) private readonly gateway: EwalletGateway,
    @Inject(EwalletPaymentsRepository) private readonly payments: EwalletPaymentsRepository,
    @Inject(DepositsRepository) private readonly deposits: DepositsRepository,
    @Inject(PaymentMethodsRepository) private readonly methods: PaymentMethodsRepository,
    @Inject(PlayerFactsReader) private readonly players: PlayerFactsReader,
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(DB_POOL) private readonly pool: Pool,
    @Inject(EventOutbox) private readonly outbox: EventOutbox,
    @Inject(VetoPoint) private readonly vetoes: VetoPoint,
    @Inject(VetoGuard) private readonly guard: VetoGuard,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  async request(
    playerId: string,
    input: { amount?: unknown; provider?: unknown; type?: unknown; promotion?: unknown },
    urls: { callbackUrl: string; returnUrl: string },
  ): Promise<Outcome<{ url: string; amount: string; transaction: string; number: string; timer: number; message: string }>> {
    if (!this.config.EWALLET_GATEWAY_URL) return refused(404, ewalletMessages.off);
    const player = await this.players.read(playerId);
    if (!player?.phoneVerified) return refused(400, depositMessages.phoneNotVerified);
    if (await this.deposits.hasOpen(playerId)) return refused(409, depositMessages.pending);
    const amount = readAmount(input.amount);
    if (amount === null || amount === 0n) return refused(400, depositMessages.amountRequired);
    if (amount === 'tooPrecise') return refused(400, depositMessages.amountDecimals);
    if (amount === 'invalid' || amount < depositLimits.min || amount > depositLimits.max) return refused(400, depositMessages.amountRange);
    const providerName = readText(input.provider) || readText(input.type);
    const method = providerName ? (await this.methods.list({ activeOnly: true, name: providerName }))[0] : undefined;
    if (!method)
      return refused(400, (await this.methods.brandStatus(providerName)) === 'off' ? depositMessages.methodOff : ewalletMessages.provider);
    const promotionId = readId(input.promotion);
    if (promotionId) {
      const promotion = await this.queries.execute(new GetPromotionQuery(promotionId));
      if (!promotion) return refused(400, depositMessages.promotion);
      if (amount < promotion.minDepositMinor) return refused(400, depositMessages.promotionMinimum);
    }

    const context = { playerId, amount: amount.toString(), currency: player.currency, method: method.name };
    const verdict = await this.vetoes.check('payments.deposit-request', context);
    if (!verdict.ok) return refused(403, verdict.message);
    const id = randomUUID();
    const payment = await this.gateway.createPayment({ merchantRef: id, amountMinor: amount, provider: method.name, ...urls });
    // Under a deposit limit the veto asked for the player's hold: the open payment counts against the limit once
    // recorded, so it is checked again under the hold and recorded before the hold is let go. The gateway's call
    // (up to 10 s) stays outside it, so a slow gateway holds no pooled connection. A payment refused here was
    // made at the gateway but never shown to the player: it expires there unpaid.
    const hold = await this.guard.hold('payments.deposit-request', context, verdict);
    if (!hold.ok) return refused(403, hold.message);
    try {
      await this.payments.insert({
        id,
        playerId,
        gatewayTransactionId: payment.transactionId,
        provider: method.name,
        amountMinor: amount,
        promotionId,
        expiresAt: payment.expiresAt,
      });
    } finally {
      await hold.release();
    }
    return accepted({
      url: payment.paymentUrl,
      amount: formatMoney(amount),
      transaction: payment.transactionId,
      number: payment.number,
      timer: timerMinutes,
      message: ewalletMessages.created,
    });
  }

  /**
   * The gateway's server-to-server callback. Forged, stale or replayed callbacks change nothing. The
   * nonce is recorded in the same transaction as the work (payment status, deposit row and its
   * `payments.deposit-approved` event), so a callback that fails part-way leaves no trace and the
   * gateway's retry of it is accepted, not refused as a replay. The payment row is locked first: of two
   * callbacks racing for one payment, one decides and the other finds it decided.
   */
  async callback(body: GatewayCallback, signature: string): Promise<Outcome<{ message: string; status: string }>> {
    if (!verifyCallbackSignature(body, signature, this.config.EWALLET_CALLBACK_SECRET)) return refused(403, ewalletMessages.badSignature);
    if (Math.abs(this.clock.nowMs() / 1000 - body.timestamp) > callbackMaxAgeSeconds) return refused(403, ewalletMessages.stale);
    try {
      return await inTransaction(this.pool, (tx) => this.decide(tx, body));
    } catch (error) {
      if (error instanceof CallbackRefused) return error.outcome;
      throw error;
    }
  }

  private async decide(tx: PoolClient, body: GatewayCallback): Promise<Outcome<{ message: string; status: string }>> {
    const refuse = (status: Parameters<typeof refused>[0], message: string) => new CallbackRefused(refused(status, message));
    if (!(await this.payments.firstUseOfNonce(body.nonce, tx))) throw refuse(409, ewalletMessages.replayed);
    const payment = await this.payments.byGatewayId(body.transaction_id, tx, true);
    if (!payment || payment.id !== body.merchant_ref) throw refuse(404, ewalletMessages.unknown);
    if (body.status === 'failed') {
      await this.payments.settle(payment.id, 'failed', null, tx);
      return accepted({ message: ewalletMessages.accepted, status: 'failed' });
    }
    if (formatMoney(payment.amountMinor) !== body.amount) throw refuse(400, ewalletMessages.mismatch);
    if (payment.status === 'paid') return accepted({ message: ewalletMessages.accepted, status: 'paid' }); // a repeat with a new nonce
    if (payment.status === 'created' && payment.expiresAt.getTime() < this.clock.nowMs()) {
      await this.payments.settle(payment.id, 'expired', null, tx); // kept: the payment is over, whatever comes later
      return refused(409, ewalletMessages.expired);
    }
    if (payment.status === 'failed' || payment.status === 'expired') throw refuse(409, ewalletMessages.expired);

    const depositId = await this.depositFor(tx, payment);
    // the player has an open manual deposit: nothing recorded, the gateway's retry may succeed later
    if (!depositId) throw refuse(409, depositMessages.pending);
    await this.payments.settle(payment.id, 'paid', depositId, tx);
    const deposit = (await this.deposits.get(depositId, tx))!;
    if (deposit.status === 'approving') {
      await this.outbox.append(tx, [
        depositApprovedEvent(deposit, { actor: { kind: 'provider', id: `ewallet:${payment.provider}` }, correlationId: depositId }),
      ]);
    }
    return accepted({ message: ewalletMessages.accepted, status: 'paid' });
  }

  /**
   * POST /api/ewa/confirm: the player is back from the gateway's page; answers where the payment stands.
   * 'paid' only means the gateway's callback arrived: the settlement reactor credits the deposit a
   * moment later (or later still when the worker is behind), so `credited` reads what it records last,
   * the deposit's approving -> approved step, which follows its ledger credit and bonus.
   */
  async status(playerId: string, gatewayTransactionId: string): Promise<Outcome<Omit<EwalletConfirmAnswer, 'success'>>> {
    const payment = gatewayTransactionId ? await this.payments.byGatewayId(gatewayTransactionId) : undefined;
    if (!payment || payment.playerId !== playerId) return refused(404, ewalletMessages.unknown);
    const message =
      payment.status === 'paid'
        ? 'Payment received.'
        : payment.status === 'created'
          ? 'Waiting for the payment.'
          : 'The payment did not complete.';
    const deposit = payment.status === 'paid' && payment.depositId ? await this.deposits.get(payment.depositId) : undefined;
    return accepted({
      status: payment.status,
      amount: formatMoney(payment.amountMinor),
      message,
      credited: deposit?.status === 'approved',
    });
  }

  /** The one deposit of a gateway transaction, created in the callback's transaction (undefined: the player has an open one). */
  private async depositFor(tx: PoolClient, payment: EwalletPayment): Promise<string | undefined> {
    const existing = await this.deposits.idByTransaction(payment.provider, payment.gatewayTransactionId, tx);
    if (existing) return existing;
    const method = (await this.methods.list({ activeOnly: false, name: payment.provider }))[0]!;
    const player = await this.players.read(payment.playerId);
    const promotion: PromotionView | undefined = payment.promotionId
      ? await this.queries.execute(new GetPromotionQuery(payment.promotionId))
      : undefined;
    const inserted = await this.deposits.insert(
      {
        playerId: payment.playerId,
        playerUsername: player?.username ?? '',
        source: 'ewallet',
        methodId: method.id,
        methodName: method.name,
        receivingNumberId: null,
        accountNumber: '',
        transactionId: payment.gatewayTransactionId,
        amountMinor: payment.amountMinor,
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
        status: 'approving',
      },
      tx,
    );
    if (inserted.ok) return inserted.id;
    // the insert's error ended the transaction, which rolls back: nothing of this attempt stays
    this.logger.warn(`e-wallet payment ${payment.id} paid while the player has an open deposit; the gateway should retry`);
    return undefined;
  }
}
