import { formatMoney } from '@khela/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../../platform/config/config.module.js';
import type { AppConfig } from '../../../platform/config/load-config.js';

export interface GatewayPaymentRequest {
  /** Our id for the payment; the gateway echoes it in the callback. */
  merchantRef: string;
  amountMinor: bigint;
  provider: string;
  callbackUrl: string;
  /** The player site page the gateway sends the player back to after paying or failing; it adds ?trx_id=... */
  returnUrl: string;
}

export interface GatewayPayment {
  transactionId: string;
  paymentUrl: string;
  /** The wallet number the gateway shows, if any. */
  number: string;
  expiresAt: Date;
}

/** The e-wallet payment gateway: creates a payment the player completes on the gateway's page. */
export interface EwalletGateway {
  createPayment(request: GatewayPaymentRequest): Promise<GatewayPayment>;
}

export const EWALLET_GATEWAY = Symbol('EWALLET_GATEWAY');

/** Talks to EWALLET_GATEWAY_URL (the simulator in dev and tests) over JSON. */
@Injectable()
export class HttpEwalletGateway implements EwalletGateway {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async createPayment(request: GatewayPaymentRequest): Promise<GatewayPayment> {
    const res = await fetch(new URL('/api/payments', this.config.EWALLET_GATEWAY_URL), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        merchant_ref: request.merchantRef,
        amount: formatMoney(request.amountMinor),
        provider: request.provider,
        callback_url: request.callbackUrl,
        return_url: request.returnUrl,
      }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`e-wallet gateway answered ${res.status}`);
    const body = (await res.json()) as { transaction_id: string; payment_url: string; number?: string; expires_at: string };
    return {
      transactionId: body.transaction_id,
      paymentUrl: body.payment_url,
      number: body.number ?? '',
      expiresAt: new Date(body.expires_at),
    };
  }
}
