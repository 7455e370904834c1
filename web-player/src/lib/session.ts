import type { PlayerLoginResponse } from '@khela/contracts';
import { useSyncExternalStore } from 'react';
import { TOKEN_STORAGE_KEY } from './api-client';

/** Browser storage keys of spec section 3 ("Browser storage keys"); other apps and old links read these names. */
export const StorageKeys = {
  token: TOKEN_STORAGE_KEY,
  remoteId: 'remote_id',
  username: 'username',
  exchangeToken: 'exchangeToken',
  balance: 'balance',
  /** System-notice pop-up: '1' show, '0' closed. */
  noticePopup: 'popup',
  /** Welcome pop-up after registration: '1' show, '0' closed. */
  welcomePopup: 'regPopup',
  referralCode: 'referral_code',
  agentCode: 'agent_code',
  affiliateCode: 'affiliate_code',
} as const;

export const POPUP_SHOW = '1';
export const POPUP_CLOSED = '0';

/** What login and sign-up answer (spec section 3, "Login response"); exchange may be missing on old answers. */
export type SessionGrant = Omit<PlayerLoginResponse, 'exchange'> & Partial<Pick<PlayerLoginResponse, 'exchange'>>;

/** Storage can be blocked (privacy modes); every access goes through these and fails soft. */
export function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Not remembered; the session still works for this page view only.
  }
}

export function removeStored(...keys: string[]): void {
  try {
    for (const key of keys) window.localStorage.removeItem(key);
  } catch {
    // Nothing stored, nothing to remove.
  }
}

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab logging in or out changes the token too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === StorageKeys.token) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function readToken(): string | null {
  return readStored(StorageKeys.token);
}

export function hasSession(): boolean {
  return Boolean(readToken());
}

/**
 * Guest to logged-in (spec section 4): store the session items and show the notice pop-up next time
 * home renders. Sign-up also shows the welcome pop-up and spends the referral, agent and affiliate codes;
 * login clears the welcome flag.
 */
export function startSession(grant: SessionGrant, via: 'login' | 'signup'): void {
  writeStored(StorageKeys.token, grant.token);
  writeStored(StorageKeys.remoteId, String(grant.remote_id));
  writeStored(StorageKeys.username, grant.username);
  const exchangeToken = grant.exchange?.[0]?.token;
  if (exchangeToken) writeStored(StorageKeys.exchangeToken, exchangeToken);
  else removeStored(StorageKeys.exchangeToken);
  writeStored(StorageKeys.noticePopup, POPUP_SHOW);
  if (via === 'signup') {
    writeStored(StorageKeys.welcomePopup, POPUP_SHOW);
    removeStored(StorageKeys.referralCode, StorageKeys.agentCode, StorageKeys.affiliateCode);
  } else {
    removeStored(StorageKeys.welcomePopup);
  }
  notify();
}

/** Logout (spec section 4) clears exactly these keys; language, pop-up flags and codes stay. */
export function endSession(): void {
  removeStored(
    StorageKeys.token,
    StorageKeys.balance,
    StorageKeys.remoteId,
    StorageKeys.username,
    StorageKeys.exchangeToken,
    StorageKeys.agentCode,
  );
  notify();
}

/** A 401 from the balance call clears all local storage (spec section 4). */
export function clearAllStorage(): void {
  try {
    window.localStorage.clear();
  } catch {
    // Nothing we can clear.
  }
  notify();
}

/** The stored token, re-read whenever a session starts or ends (in this tab or another). */
export function useSessionToken(): string | null {
  return useSyncExternalStore(subscribe, readToken, () => null);
}
