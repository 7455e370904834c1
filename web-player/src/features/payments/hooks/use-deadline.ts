import { useEffect, useState } from 'react';

/** Seconds left of a countdown of `minutes` that started when the page opened, ticking every second. */
export function useDeadline(minutes: number): number {
  const [deadline] = useState(() => Date.now() + minutes * 60_000);
  const [now, setNow] = useState(() => Date.now());
  const done = now >= deadline;
  useEffect(() => {
    if (done) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [done]);
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}
