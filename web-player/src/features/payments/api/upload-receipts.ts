import type { ErrorBody } from '@khela/contracts';
import { useMutation } from '@tanstack/react-query';
import { env } from '@/config/env';
import { ApiError } from '@/lib/api-client';
import { readToken } from '@/lib/session';

/** The api keeps at most five receipts per deposit. */
export const MAX_RECEIPTS = 5;

export interface UploadReceiptsRequest {
  depositId: string;
  files: File[];
}

/**
 * POST /api/deposits/{id}/receipts (bearer, multipart field `files`): receipt images of the deposit
 * just created. The api client only speaks JSON, so this call builds its own request.
 */
export async function uploadReceipts({ depositId, files }: UploadReceiptsRequest): Promise<unknown> {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  const headers = new Headers({ Accept: 'application/json' });
  const token = readToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(`${env.API_URL}/api/deposits/${encodeURIComponent(depositId)}/receipts`, {
      method: 'POST',
      headers,
      body: form,
    });
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
  return payload;
}

export function useUploadReceipts() {
  return useMutation({ mutationFn: uploadReceipts });
}
