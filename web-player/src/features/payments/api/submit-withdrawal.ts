import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/submit-withdraw payload (spec section 7); payment_id is 0 for e-wallet methods. */
export interface SubmitWithdrawalPayload {
  remote_id: string;
  account_number: string;
  amount: string;
  payment_id: number;
  provider: string;
}

export interface SubmitWithdrawalAnswer {
  success: boolean;
  message?: string;
  error?: string;
}

/** POST /api/submit-withdraw (bearer). A refusal comes back as `{ success: false, error, message }`. */
export async function submitWithdrawal(payload: SubmitWithdrawalPayload): Promise<SubmitWithdrawalAnswer> {
  const answer = await api.post<SubmitWithdrawalAnswer>('/api/submit-withdraw', payload);
  // Some refusals may arrive with HTTP 200; they are failures all the same.
  if (answer && answer.success === false) throw new Error(answer.error || answer.message || 'An unknown error occurred.');
  return answer;
}

export function useSubmitWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitWithdrawal,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['payments', 'transactions'] });
      void queryClient.invalidateQueries({ queryKey: ['account', 'balance'] });
    },
  });
}
