import { useCallback, useSyncExternalStore } from 'react';

/** The desktop layout starts at 1024 px (architecture section 5). */
export const DESKTOP_MEDIA = '(min-width: 1024px)';

function matches(query: string): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}

export function isDesktopViewport(): boolean {
  return matches(DESKTOP_MEDIA);
}

/** True while the media query matches; re-renders when it flips (rotation, window resize). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (listener: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', listener);
      return () => list.removeEventListener('change', listener);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => matches(query),
    () => false,
  );
}

export function useIsDesktop(): boolean {
  return useMediaQuery(DESKTOP_MEDIA);
}
