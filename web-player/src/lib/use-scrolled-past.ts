import { useEffect, useState } from 'react';

/** Spec section 9: scrolling more than 300 px activates the category bar and the scroll-to-top button. */
export const SCROLL_THRESHOLD_PX = 300;

export function useScrolledPast(threshold = SCROLL_THRESHOLD_PX): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const onScroll = () => setPast(window.scrollY > threshold);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return past;
}
