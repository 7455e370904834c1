import { formatMoney, type EwalletConfirmAnswer } from '@khela/contracts';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { APP_CONFIG } from '../../../platform/config/config.module.js';
import type { AppConfig } from '../../../platform/config/load-config.js';
import { JobQueue } from '../../../platform/queues/job-queue.js';
import { GetPromotionQuery, type PromotionView } from '../../content/index.js';
import { readAmount, readId, readText } from '../domain/amount.js';
import { depositMessages } from '../domain/deposit-rules.js';
import { accepted, refused, type Outcome } from '../domain/outcome.js';
import { depositLimits } from '../domain/payment-limits.js';
import { DepositsRepository } from '../persistence/deposits.repository.js';
import { PaymentMethodsRepository } from '../persistence/payment-methods.repository.js';
import { PaymentNotifier } from '../ports/payment-notifier.js';
import { PlayerFactsReader } from '../ports/player-facts.js';
import { callbackMaxAgeSeconds, verifyCallbackSignature, type GatewayCallback } from './callback-signature.js';
import { EWALLET_GATEWAY, type EwalletGateway } from './ewallet-gateway.port.js';
import { EwalletPaymentsRepository } from './ewallet-payments.repository.js';

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

/**
 * E-wallet deposits through a payment gateway. The player asks (POST /api/ewa/request), pays on the
 * gateway's page, and the gateway calls back, signed. A paid callback becomes a deposit request that
 * is already approved (no finance review: the gateway vouches for it) and goes through the same
 * settlement job, so it is credited exactly once by its gateway transaction id: the deposit's unique
 * (method, transaction id) index, the job id and the ledger key all follow from it.
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
    @Inject(JobQueue) private readonly jobs: JobQueue,
    @Inject(PaymentNotifier) private readonly notifier: PaymentNotifier,
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
    if (amount === 'invalid' || amount < depositLimits.min || amount > depositLimits.max) return refused(400, depositMessages.amountRange);
    const providerName = readText(input.provider) || readText(input.type);
    const method = providerName ? (await this.methods.list({ activeOnly: true, name: providerName }))[0] : undefined;
    if (!method) return refused(400, ewalletMessages.provider);
    const promotionId = readId(input.promotion);
    if (promotionId && !(await this.queries.execute(new GetPromotionQuery(promotionId)))) return refused(400, depositMessages.promotion);

    const id = randomUUID();
    const payment = await this.gateway.createPayment({ merchantRef: id, amountMinor: amount, provider: method.name, ...urls });
    await this.payments.insert({
      id,
      playerId,
      gatewayTransactionId: payment.transactionId,
      provider: method.name,
      amountMinor: amount,
      promotionId,
      expiresAt: payment.expiresAt,
    });
    return accepted({
      url: payment.paymentUrl,
      amount: formatMoney(amount),
      transaction: payment.transactionId,
      number: payment.number,
      timer: timerMinutes,
      message: ewalletMessages.created,
    });
  }

  /** The gateway's server-to-server callback. Forged, stale or replayed callbacks change nothing. */
  async callback(body: GatewayCallback, signature: string): Promise<Outcome<{ message: string; status: string }>> {
    if (!verifyCallbackSignature(body, signature, this.config.EWALLET_CALLBACK_SECRET)) return refused(403, ewalletMessages.badSignature);
    if (Math.abs(Date.now() / 1000 - body.timestamp) > callbackMaxAgeSeconds) return refused(403, ewalletMessages.stale);
    if (!(await this.payments.firstUseOfNonce(body.nonce))) return refused(409, ewalletMessages.replayed);
    const payment = await this.payments.byGatewayId(body.transaction_id);
    if (!payment || payment.id !== body.merchant_ref) return refused(404, ewalletMessages.unknown);
    if (body.status === 'failed') {
      await this.payments.settle(payment.id, 'failed', null);
      return accepted({ message: ewalletMessages.accepted, status: 'failed' });
    }
    if (formatMoney(payment.amountMinor) !== body.amount) return refused(400, ewalletMessages.mismatch);
    if (payment.status === 'created' && payment.expiresAt.getTime() < Date.now()) {
      await this.payments.settle(payment.id, 'expired', null);
      return refused(409, ewalletMessages.expired);
    }
    if (payment.status === 'failed' || payment.status === 'expired') return refused(409, ewalletMessages.expired);

    const depositId = await this.depositFor(
      payment.id,
      payment.playerId,
      payment.provider,
      payment.gatewayTransactionId,
      payment.amountMinor,
      payment.promotionId,
    );
    if (!depositId) return refused(409, depositMessages.pending);
    await this.payments.settle(payment.id, 'paid', depositId);
    await this.jobs.enqueue('payments.settle-deposit', { depositId }, depositId);
    await this.notifier.changed({
      kind: 'deposit',
      id: depositId,
      playerId: payment.playerId,
      status: 'approving',
      amountMinor: payment.amountMinor,
    });
    return accepted({ message: ewalletMessages.accepted, status: 'paid' });
  }

  /**
   * POST /api/ewa/confirm: the player is back from the gateway's page; answers where the payment stands.
   * 'paid' only means the gateway's callback arrived: the settlement job credits the deposit a moment
   * later (or later still when the queue is backed up), so `credited` reads what that job records last,
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

  /** The one deposit of a gateway transaction: created on the first paid callback, found on any later one. */
  private async depositFor(
    paymentId: string,
    playerId: string,
    provider: string,
    transactionId: string,
    amountMinor: bigint,
    promotionId: number | null,
  ): Promise<string | undefined> {
    const existing = await this.deposits.idByTransaction(provider, transactionId);
    if (existing) return existing;
    const method = (await this.methods.list({ activeOnly: false, name: provider }))[0]!;
    const player = await this.players.read(playerId);
    const promotion: PromotionView | undefined = promotionId ? await this.queries.execute(new GetPromotionQuery(promotionId)) : undefined;
    const inserted = await this.deposits.insert({
      playerId,
      playerUsername: player?.username ?? '',
      source: 'ewallet',
      methodId: method.id,
      methodName: method.name,
      receivingNumberId: null,
      accountNumber: '',
      transactionId,
      amountMinor,
      promotion: promotion
        ? {
            id: promotion.id,
            name: promotion.name,
            bonusPercent: promotion.depositBonusPercent,
            turnoverMultiplier: promotion.turnoverMultiplier,
            bonusTarget: promotion.bonusTarget,
          }
        : null,
      status: 'approving',
    });
    if (inserted.ok) return inserted.id;
    if (inserted.conflict === 'transaction_reused') return this.deposits.idByTransaction(provider, transactionId);
    this.logger.warn(`e-wallet payment ${paymentId} paid while the player has an open manual deposit; the gateway should retry`);
    return undefined;
  }
}
