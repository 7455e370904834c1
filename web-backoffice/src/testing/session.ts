import { STAFF_CSRF_COOKIE } from '@/lib/api-client';

/**
 * A signed-in browser as the back-office sees it: the readable CSRF cookie the API set at sign-in (the
 * HttpOnly session cookie is out of every script's reach, tests included).
 */
export function startTestSession(csrf = 'csrf-token-1'): void {
  document.cookie = `${STAFF_CSRF_COOKIE}=${csrf}; Path=/`;
}

/** Expires every cookie the page can see (run after each test). */
export function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}
