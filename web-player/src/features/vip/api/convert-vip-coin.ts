import type { VipConversionAnswer } from '@khela/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * GET /api/convert-vipcoin?remote_id&vip_coin (spec section 7; a GET in the spec's table). Each submit carries
 * its own idempotency key, so a retried request (a lost answer) converts once.
 */
export function convertVipCoin(remoteId: string, vipCoin: number, idempotencyKey: string): Promise<VipConversionAnswer> {
  const query = new URLSearchParams({ remote_id: remoteId, vip_coin: String(vipCoin), idempotency_key: idempotencyKey });
  return api.get<VipConversionAnswer>(`/api/convert-vipcoin?${query.toString()}`);
}

export function useConvertVipCoin(remoteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ vipCoin, idempotencyKey }: { vipCoin: number; idempotencyKey: string }) =>
      convertVipCoin(remoteId, vipCoin, idempotencyKey),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['account'] });
    },
  });
}
