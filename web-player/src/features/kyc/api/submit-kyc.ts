import type { ErrorBody, KycDocumentSide, KycSubmitAnswer } from '@khela/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { env } from '@/config/env';
import { currentLanguage } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { readToken } from '@/lib/session';
import { kycQueryKey } from './get-kyc';

export type KycFiles = Record<KycDocumentSide, File>;

/**
 * POST /api/kyc (bearer, multipart fields id_front, id_back, selfie). The api client only speaks JSON, so this
 * call builds its own request (as deposit receipts do), with the language on screen for the answer's message.
 */
export async function submitKyc(files: KycFiles): Promise<KycSubmitAnswer> {
  const form = new FormData();
  for (const [side, file] of Object.entries(files)) form.append(side, file, file.name);
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': currentLanguage() });
  const token = readToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(`${env.API_URL}/api/kyc`, { method: 'POST', headers, body: form });
  } catch {
    throw new ApiError(0, { message: 'Could not reach the server. Check your connection and try again.' });
  }
  const payload: unknown = (response.headers.get('content-type') ?? '').includes('json')
    ? await response.json().catch(() => undefined)
    : undefined;
  if (!response.ok) {
    const message =
      typeof payload === 'object' && payload !== null && typeof (payload as ErrorBody).message === 'string'
        ? (payload as ErrorBody).message
        : `Request failed (HTTP ${response.status})`;
    throw new ApiError(response.status, { message });
  }
  return payload as KycSubmitAnswer;
}

export function useSubmitKyc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitKyc,
    onSuccess: (answer) => queryClient.setQueryData(kycQueryKey, answer.data),
  });
}
