import type { PaymentAccountType, WalletNumberItem } from '@khela/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface WalletNumberRequest {
  /** The payment method's name, e.g. "bKash". */
  name: string;
  account_type: PaymentAccountType;
  /** Whole taka as typed, e.g. "2000". */
  amount: string;
}

/**
 * GET /api/get-wallet-number (bearer): a receiving number of the method and channel that can take the
 * amount; the answer is a list and its first item is used. Asked once, when the player taps Next.
 */
export async function getWalletNumber(request: WalletNumberRequest): Promise<WalletNumberItem | undefined> {
  const query = new URLSearchParams({ name: request.name, account_type: request.account_type, amount: request.amount });
  const list = await api.get<WalletNumberItem[]>(`/api/get-wallet-number?${query.toString()}`);
  return Array.isArray(list) ? list[0] : undefined;
}

export function useGetWalletNumber() {
  return useMutation({ mutationFn: getWalletNumber });
}
