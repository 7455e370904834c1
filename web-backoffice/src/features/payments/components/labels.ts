import { paymentAccountTypes, type PaymentAccountType } from '@khela/contracts';
import type { TFunction } from 'i18next';

const requestStatuses = ['pending', 'approving', 'approved', 'rejected', 'holding', 'refused'] as const;
type RequestStatus = (typeof requestStatuses)[number];

/** A deposit or withdrawal status in the staff member's language; an unknown one as the server sent it. */
export function statusLabel(t: TFunction, status: string): string {
  return (requestStatuses as readonly string[]).includes(status) ? t(`payments.status.${status as RequestStatus}`) : status;
}

/** Agent / Merchant / Personal in the staff member's language; anything else as the server sent it. */
export function accountTypeLabel(t: TFunction, accountType: string): string {
  return (paymentAccountTypes as readonly string[]).includes(accountType)
    ? t(`payments.accountType.${accountType as PaymentAccountType}`)
    : accountType;
}
