import { queryOptions, useQuery } from '@tanstack/react-query';
import { env } from '@/config/env';
import { ApiError } from '@/lib/api-client';

/** GET /captcha answers an image; its id comes in the X-Captcha-Id header (and the captcha_id cookie). */
export interface Captcha {
  /** A data: URL of the image, so it survives re-renders without object-URL bookkeeping. */
  imageUrl: string;
  captchaId?: string;
}

function toDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the captcha image'));
    reader.readAsDataURL(blob);
  });
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
  return { imageUrl: await toDataUrl(await response.blob()), captchaId: response.headers.get('X-Captcha-Id') ?? undefined };
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
