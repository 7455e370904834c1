import { createApiClient } from '@khela/web-kit';
import { env } from '@/config/env';
import { currentLanguage } from '@/i18n';

export { ApiError, type RequestOptions } from '@khela/web-kit';

/** Browser storage key of the player's session token (spec section 3, "Browser storage keys"). */
export const TOKEN_STORAGE_KEY = 'token';

export const { api, apiAssetUrl, fetchBlob } = createApiClient({
  apiUrl: env.API_URL,
  tokenKey: TOKEN_STORAGE_KEY,
  language: currentLanguage,
});
