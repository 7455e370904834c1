import { createApiClient, readCookie } from '@khela/web-kit';
import { env } from '@/config/env';
import { currentLanguage } from '@/i18n';

export { ApiError, type RequestOptions } from '@khela/web-kit';

/**
 * The staff session is an HttpOnly cookie (khela_staff_session, Path=/api/admin) that no script can read,
 * so the back-office keeps no token anywhere: the browser sends the cookie to the staff API by itself. Its
 * companion khela_staff_csrf is readable: every write echoes it in X-CSRF-Token (the API refuses a
 * cookie-authenticated write without it), and its presence tells this app that a session probably exists.
 */
export const STAFF_CSRF_COOKIE = 'khela_staff_csrf';

/** Where older versions of the back-office kept the staff token (on the player site's origin). */
const LEGACY_TOKEN_KEY = 'staff_token';

const client = createApiClient({ apiUrl: env.API_URL, csrfCookie: STAFF_CSRF_COOKIE, language: currentLanguage });

export const { api, apiAssetUrl, fetchBlob, endSession } = client;

/** Removes a staff token an older version left in localStorage, where any script of the origin could read it. */
export function forgetLegacyToken(): void {
  try {
    window.localStorage.removeItem(LEGACY_TOKEN_KEY);
  } catch {
    // Storage can be blocked (privacy modes): then nothing was kept there either.
  }
}

/** Whether a staff session probably exists (its CSRF cookie is there); the API decides whether it is live. */
export function hasSession(): boolean {
  return readCookie(STAFF_CSRF_COOKIE) !== null;
}

/**
 * Forgets a session the API no longer accepts (401) or that was signed out: the readable CSRF cookie goes,
 * so the app stops treating itself as signed in. The HttpOnly session cookie is the server's to clear.
 */
export function forgetSession(): void {
  document.cookie = `${STAFF_CSRF_COOKIE}=; Path=/; Max-Age=0; SameSite=Strict`;
}
