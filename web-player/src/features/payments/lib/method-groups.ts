import type { PaymentAccountType, PaymentMethodItem } from '@khela/contracts';
import type { PaymentMethodsAnswer } from '../api/get-payment-methods';
import { normaliseAccountType } from './limits';

/** One brand (bKash, Nagad…) with its channels: one method row per account type. */
export interface MethodGroup {
  name: string;
  icon: string;
  channels: (PaymentMethodItem & { account_type: PaymentAccountType })[];
}

/** Groups the plain method list by name (case-insensitive), keeping the api's order. */
export function groupMethods(answer: PaymentMethodsAnswer | undefined): MethodGroup[] {
  const methods = answer?.methods;
  if (!Array.isArray(methods)) return [];
  const groups = new Map<string, MethodGroup>();
  for (const method of methods) {
    if (method.status && method.status !== 'active') continue;
    const type = normaliseAccountType(String(method.account_type ?? ''));
    if (!type) continue;
    const key = method.name.trim().toLowerCase();
    const group = groups.get(key) ?? { name: method.name, icon: method.icon, channels: [] };
    group.channels.push({ ...method, account_type: type });
    groups.set(key, group);
  }
  return [...groups.values()];
}
