import type { ExchangeSport } from '@khela/contracts';
import { useSyncExternalStore } from 'react';
import { readStored, writeStored } from '@/lib/session';

/** A market pinned to Multi Markets: enough to open it and to name it before its prices arrive. */
export interface PinnedMarket {
  marketId: string;
  eventId: string;
  event: string;
  sport: ExchangeSport;
}

/**
 * Browser storage key of the pinned markets. Kept in the browser (as the spec's other exchange choices
 * are), so a guest can pin too; the list follows the player across tabs, not across devices.
 */
export const PINNED_MARKETS_KEY = 'exchangeMultiMarkets';

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedList: PinnedMarket[] = [];

function isPinned(value: unknown): value is PinnedMarket {
  const pin = value as Partial<PinnedMarket> | null;
  return Boolean(pin) && typeof pin?.marketId === 'string' && typeof pin.eventId === 'string' && typeof pin.event === 'string';
}

/** The stored list, the same array while storage is unchanged (useSyncExternalStore needs a stable answer). */
export function readPinnedMarkets(): PinnedMarket[] {
  const raw = readStored(PINNED_MARKETS_KEY);
  if (raw === cachedRaw) return cachedList;
  cachedRaw = raw;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    cachedList = Array.isArray(parsed) ? parsed.filter(isPinned) : [];
  } catch {
    cachedList = []; // unreadable: start again rather than fail the page
  }
  return cachedList;
}

/** Pins `market`, or unpins it when it is pinned already. */
export function togglePinnedMarket(market: PinnedMarket): void {
  const list = readPinnedMarkets();
  const next = list.some((pin) => pin.marketId === market.marketId)
    ? list.filter((pin) => pin.marketId !== market.marketId)
    : [...list, market];
  writeStored(PINNED_MARKETS_KEY, JSON.stringify(next));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === PINNED_MARKETS_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function usePinnedMarkets(): PinnedMarket[] {
  return useSyncExternalStore(subscribe, readPinnedMarkets, () => []);
}
