import { useEffect, useState } from 'react';

/** Spec section 9: banners advance every 3000 ms. */
export const BANNER_AUTOPLAY_MS = 3000;

/** An index that advances every `intervalMs` over `count` items; choosing one restarts the wait. */
export function useRotatingIndex(count: number, intervalMs = BANNER_AUTOPLAY_MS) {
  const [state, setState] = useState({ index: 0, choice: 0 });
  useEffect(() => {
    if (count < 2) return;
    const timer = window.setInterval(() => setState((s) => ({ ...s, index: (s.index + 1) % count })), intervalMs);
    return () => window.clearInterval(timer);
  }, [count, intervalMs, state.choice]);
  const index = count > 0 ? state.index % count : 0;
  const choose = (next: number) => setState((s) => ({ index: next, choice: s.choice + 1 }));
  return { index, choose };
}
