import type { PaymentMethodItem, WalletNumberItem } from '@khela/contracts';
import { channelLabels } from '../domain/account-type.js';
import type { HandedOutNumber, PaymentMethod } from '../persistence/payment-methods.repository.js';

export const presentMethod = (m: PaymentMethod): PaymentMethodItem => ({
  id: m.id,
  name: m.name,
  icon: m.icon,
  status: m.status,
  account_type: m.accountType,
  deposit_label: channelLabels[m.accountType].deposit,
  withdraw_label: channelLabels[m.accountType].withdraw,
});

export const presentNumber = (n: HandedOutNumber): WalletNumberItem => ({
  id: n.id,
  account_number: n.number,
  account_type: n.accountType,
  name: n.methodName,
});
