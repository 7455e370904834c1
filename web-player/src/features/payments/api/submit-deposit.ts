import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Spec section 3, "Deposit payload". */
export interface SubmitDepositPayload {
  remote_id: string;
  account_number: string;
  transaction_id: string;
  amount: string;
  payment_id: number;
  promotion_id: number | null;
}

export interface SubmitDepositAnswer {
  success: boolean;
  message: string;
  /** The created deposit request; receipts are uploaded to it. */
  id: string;
}

/** POST /api/submit-deposit (bearer): a pending deposit request; 4xx answers carry `message`. */
export function submitDeposit(payload: SubmitDepositPayload): Promise<SubmitDepositAnswer> {
  return api.post<SubmitDepositAnswer>('/api/submit-deposit', payload);
}

export function useSubmitDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitDeposit,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['payments', 'transactions'] }),
  });
}
