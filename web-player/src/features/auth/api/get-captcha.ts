import { queryOptions, useQuery } from '@tanstack/react-query';
import { env } from '@/config/env';
import { ApiError } from '@/lib/api-client';

/** GET /captcha answers an image; its id comes in the X-Captcha-Id header (and the captcha_id cookie). */
export interface Captcha {
  /** A data: URL of the image, so it survives re-renders without object-URL bookkeeping. */
  imageUrl: string;
  captchaId?: string;
}

async function toDataUrl(response: Response): Promise<string> {
  const type = response.headers.get('content-type')?.split(';')[0]?.trim() || 'image/svg+xml';
  const bytes = new Uint8Array(await response.arrayBuffer());
  let binary = '';
  // Chunked so a large image cannot overflow the argument list of fromCharCode.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${type};base64,${btoa(binary)}`;
}

export async function getCaptcha(signal?: AbortSignal): Promise<Captcha> {
  let response: Response;
  try {
    response = await fetch(`${env.API_URL}/captcha`, { credentials: 'include', cache: 'no-store', signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, { message: 'Could not reach the server.' });
  }
  if (!response.ok) throw new ApiError(response.status, { message: `Request failed (HTTP ${response.status})` });
  return { imageUrl: await toDataUrl(response), captchaId: response.headers.get('X-Captcha-Id') ?? undefined };
}

export const captchaQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'captcha'],
    queryFn: ({ signal }) => getCaptcha(signal),
    // Single-use and short-lived on the server: never reuse a cached one.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

export function useCaptcha() {
  return useQuery(captchaQueryOptions());
}
