import { Query } from '@nestjs/cqrs';

/** A deposit asked for: `declined` when finance rejected it or the e-wallet payment failed. */
export interface DepositAttempt {
  playerId: string;
  at: Date;
  amountMinor: bigint;
  declined: boolean;
}

/** A withdrawal asked for: `cancelled` when it ended without a payout (rejected by finance, or refused). */
export interface WithdrawalAttempt {
  playerId: string;
  at: Date;
  cancelled: boolean;
}

export interface PaymentActivity {
  deposits: DepositAttempt[];
  withdrawals: WithdrawalAttempt[];
}

/**
 * Every player's deposit and withdrawal requests asked for in [from, to), oldest first, for player
 * protection's daily markers of harm. Deposits: manual deposits (any status; an e-wallet payment once paid
 * is one of them) and failed e-wallet payments (declined); open or expired e-wallet payments are left out
 * (no money was sent, nothing was declined).
 */
export class PaymentActivityQuery extends Query<PaymentActivity> {
  constructor(
    readonly from: Date,
    readonly to: Date,
  ) {
    super();
  }
}
