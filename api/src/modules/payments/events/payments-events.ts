import type { StaffRole } from '@khela/contracts';
import { declareEvents } from '../../../platform/events/index.js';

/** A deposit's promotion terms as submitted: what the bonus and the turnover requirement follow. */
export interface DepositPromotionTerms {
  id: number;
  name: string;
  turnoverMultiplier: number;
}

declare module '../../../platform/events/event-catalog.js' {
  interface EventPayloads {
    /** A player asked to deposit: a pending request for finance (no money moves until approval). */
    'payments.deposit-requested': { depositId: string; playerId: string; amountMinor: string };
    /** The player added receipt images to a pending deposit (rows committed with this event): finance's queue refreshes. */
    'payments.deposit-receipts-added': { depositId: string; playerId: string; receiptIds: string[] };
    /**
     * A deposit was approved (finance, or a paid e-wallet callback) and is 'approving': turnover registers
     * its requirement, then payments settles it. Money as decimal strings of minor units.
     */
    'payments.deposit-approved': {
      depositId: string;
      playerId: string;
      amountMinor: string;
      bonusMinor: string;
      promotion: DepositPromotionTerms | null;
      source: 'manual' | 'ewallet';
    };
    /** The deposit's money is in the wallet (credit, bonus) and its status is 'approved'. */
    'payments.deposit-settled': { depositId: string; playerId: string; amountMinor: string; bonusMinor: string };
    'payments.deposit-rejected': { depositId: string; playerId: string; amountMinor: string; reason: string };
    /** Maker-checker, first of two: the request stays pending and waits for a second finance user. */
    'payments.first-approval-given': { kind: 'deposit' | 'withdrawal'; id: string; playerId: string; amountMinor: string };
    /** A withdrawal request row exists ('holding'): the hold of its money follows (keyed by its id). */
    'payments.withdrawal-requested': { withdrawalId: string; playerId: string; amountMinor: string };
    /** The hold was decided: 'pending' (held, waiting for finance) or 'refused' (not enough money). */
    'payments.withdrawal-held': { withdrawalId: string; playerId: string; amountMinor: string; status: 'pending' | 'refused' };
    /** Finance paid it out: PayOutHeld (held -> channel) follows, keyed by the withdrawal id. */
    'payments.withdrawal-approved': { withdrawalId: string; playerId: string; amountMinor: string; channel: string };
    /** Finance rejected it: ReleaseHold (held -> main) follows, keyed by the withdrawal id. */
    'payments.withdrawal-rejected': { withdrawalId: string; playerId: string; amountMinor: string; reason: string };
    /** A staff adjustment was claimed for applying ('applying'): AdjustByStaff follows, keyed by its id. */
    'payments.adjustment-approved': {
      adjustmentId: string;
      playerId: string;
      amountMinor: string;
      /** The finance user applying it, as its audit row names them. */
      actor: { id: string; username: string; roles: StaffRole[] };
    };
  }
}

/**
 * Payments' events. The flows (each arrow a reactor, each step committed with its event):
 *   submit deposit (after the deposit-request veto) -> deposit-requested -> pushes
 *   upload receipts -> deposit-receipts-added -> pushes (finance's queue)
 *   approve deposit -> deposit-approved -> (turnover) requirement registered -> settle: credit, bonus,
 *     'approved' + deposit-settled -> pushes
 *   submit withdrawal -> withdrawal-requested -> hold -> withdrawal-held -> pushes
 *   pay out / reject -> withdrawal-approved / -rejected -> PayOutHeld / ReleaseHold -> pushes
 *   adjust balance -> adjustment-approved -> AdjustByStaff -> 'applied'
 */
export const paymentsEvents = declareEvents('payments', [
  'payments.deposit-requested',
  'payments.deposit-receipts-added',
  'payments.deposit-approved',
  'payments.deposit-settled',
  'payments.deposit-rejected',
  'payments.first-approval-given',
  'payments.withdrawal-requested',
  'payments.withdrawal-held',
  'payments.withdrawal-approved',
  'payments.withdrawal-rejected',
  'payments.adjustment-approved',
]);

/** The stream of a deposit's events (its own order); withdrawals and adjustments likewise. */
export const depositStream = (id: string) => `deposit-${id}`;
export const withdrawalStream = (id: string) => `withdrawal-${id}`;
export const adjustmentStream = (id: string) => `adjustment-${id}`;
