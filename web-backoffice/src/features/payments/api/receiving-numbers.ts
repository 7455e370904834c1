import type {
  StaffPaymentMethodStatus,
  StaffReceivingNumber,
  StaffReceivingNumberChange,
  StaffReceivingNumberCreate,
  StaffReceivingNumberList,
} from '@khela/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const base = '/api/admin/payments/receiving-numbers';
const queryKey = ['receiving-numbers'] as const;

/** GET: every receiving number with its cap, today's load (Dhaka day) and near-cap flag, and the channels. */
export function listReceivingNumbers(signal?: AbortSignal): Promise<StaffReceivingNumberList> {
  return api.get<StaffReceivingNumberList>(base, { signal });
}

/** Loads move with every deposit: read again every 30 seconds while the page is open. */
export function useReceivingNumbers() {
  return useQuery({ queryKey, queryFn: ({ signal }) => listReceivingNumbers(signal), refetchInterval: 30_000 });
}

export const addReceivingNumber = (input: StaffReceivingNumberCreate) => api.post<StaffReceivingNumber>(base, input);
export const changeReceivingNumber = ({ id, change }: { id: number; change: StaffReceivingNumberChange }) =>
  api.patch<StaffReceivingNumber>(`${base}/${id}`, change);
export const rotateReceivingNumber = ({ id, number }: { id: number; number: string }) =>
  api.post<StaffReceivingNumber>(`${base}/${id}/rotate`, { number });

function useNumbersMutation<I>(mutationFn: (input: I) => Promise<StaffReceivingNumber>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => client.invalidateQueries({ queryKey }) });
}

export const useAddReceivingNumber = () => useNumbersMutation(addReceivingNumber);
export const useChangeReceivingNumber = () => useNumbersMutation(changeReceivingNumber);
export const useRotateReceivingNumber = () => useNumbersMutation(rotateReceivingNumber);

/** PATCH /api/admin/payments/methods/:name: a whole method (every channel of the brand) off or on; audited. */
export const switchPaymentMethod = ({ name, active }: { name: string; active: boolean }) =>
  api.patch<StaffPaymentMethodStatus>(`/api/admin/payments/methods/${encodeURIComponent(name)}`, { active });

export function useSwitchPaymentMethod() {
  const client = useQueryClient();
  return useMutation({ mutationFn: switchPaymentMethod, onSettled: () => client.invalidateQueries({ queryKey }) });
}
