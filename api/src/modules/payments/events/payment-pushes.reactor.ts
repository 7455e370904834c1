import { Inject, Injectable } from '@nestjs/common';
import { OnEvent, type DeliveredEvent } from '../../../platform/events/index.js';
import { PaymentNotifier } from '../ports/payment-notifier.js';

type PushedEvent =
  | 'payments.deposit-requested'
  | 'payments.deposit-receipts-added'
  | 'payments.deposit-approved'
  | 'payments.deposit-settled'
  | 'payments.deposit-rejected'
  | 'payments.first-approval-given'
  | 'payments.withdrawal-held';

/**
 * The player's and the finance room's pushes for payment changes, started after the change committed
 * (never from the request). Pushes are best effort (PaymentNotifier swallows a failure; a lost push is
 * repaired by the next fetch), so this reactor never blocks a stream. Withdrawal decisions push from
 * WithdrawalMoneyReactor, after the money moved, so the player's refetch sees the new balance.
 */
@Injectable()
export class PaymentPushesReactor {
  constructor(@Inject(PaymentNotifier) private readonly notifier: PaymentNotifier) {}

  @OnEvent(
    [
      'payments.deposit-requested',
      'payments.deposit-receipts-added',
      'payments.deposit-approved',
      'payments.deposit-settled',
      'payments.deposit-rejected',
      'payments.first-approval-given',
      'payments.withdrawal-held',
    ],
    { name: 'payments.pushes' },
  )
  async push(event: DeliveredEvent<PushedEvent>): Promise<void> {
    const e = event as DeliveredEvent;
    switch (event.type) {
      case 'payments.deposit-requested': {
        const data = (e as DeliveredEvent<'payments.deposit-requested'>).data;
        return this.notifier.changed({
          kind: 'deposit',
          id: data.depositId,
          playerId: data.playerId,
          status: 'pending',
          amountMinor: BigInt(data.amountMinor),
        });
      }
      case 'payments.deposit-receipts-added': {
        // the deposit stays pending: only finance's queue row refreshes (new receipts to look at)
        const data = (e as DeliveredEvent<'payments.deposit-receipts-added'>).data;
        return this.notifier.queueChanged({ kind: 'deposit', id: data.depositId, status: 'pending' });
      }
      case 'payments.deposit-approved':
      case 'payments.deposit-settled': {
        const data = (e as DeliveredEvent<'payments.deposit-settled'>).data;
        const status = event.type === 'payments.deposit-settled' ? 'approved' : 'approving';
        return this.notifier.changed({
          kind: 'deposit',
          id: data.depositId,
          playerId: data.playerId,
          status,
          amountMinor: BigInt(data.amountMinor),
        });
      }
      case 'payments.deposit-rejected': {
        const data = (e as DeliveredEvent<'payments.deposit-rejected'>).data;
        return this.notifier.changed({
          kind: 'deposit',
          id: data.depositId,
          playerId: data.playerId,
          status: 'rejected',
          amountMinor: BigInt(data.amountMinor),
          reason: data.reason,
        });
      }
      case 'payments.first-approval-given': {
        const data = (e as DeliveredEvent<'payments.first-approval-given'>).data;
        return this.notifier.changed({
          kind: data.kind,
          id: data.id,
          playerId: data.playerId,
          status: 'pending',
          amountMinor: BigInt(data.amountMinor),
        });
      }
      case 'payments.withdrawal-held': {
        const data = (e as DeliveredEvent<'payments.withdrawal-held'>).data;
        return this.notifier.changed({
          kind: 'withdrawal',
          id: data.withdrawalId,
          playerId: data.playerId,
          status: data.status,
          amountMinor: BigInt(data.amountMinor),
        });
      }
    }
  }
}
