import { createApiClient } from '@khela/web-kit';
import { env } from '@/config/env';
import { currentLanguage } from '@/i18n';

export { ApiError, type RequestOptions } from '@khela/web-kit';

/**
 * Browser storage key of the staff session token. The back office shares its origin (and so its
 * localStorage) with the player site, so it must not use the player's 'token' key.
 */
export const TOKEN_STORAGE_KEY = 'staff_token';

const client = createApiClient({ apiUrl: env.API_URL, tokenKey: TOKEN_STORAGE_KEY, language: currentLanguage });

export const { api, apiAssetUrl, fetchBlob } = client;

/** Whether a staff token is kept at all (it may still be expired or revoked: the API decides). */
export function hasStoredToken(): boolean {
  return client.readToken() !== null;
}

/** Keeps the staff token for later calls; `null` signs out. */
export function storeToken(token: string | null): void {
  if (token === null) window.localStorage.removeItem(TOKEN_STORAGE_KEY);
  else window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
}
