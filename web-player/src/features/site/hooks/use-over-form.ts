import { useEffect, useState } from 'react';

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Whether `box()` (where the floating chat button would sit) lies over a form on the page, checked again
 * on scroll, resize and page changes (issue 14: on small screens it covered form errors and submit buttons).
 * Only while `enabled`: a button the player has dragged stays where it was put.
 */
export function useOverForm(box: () => Box, enabled: boolean): boolean {
  const [over, setOver] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      // No form, no question: measuring (the window's size, the forms' boxes) forces a layout, and this
      // runs after every change to the page, dozens of times while the home page builds.
      const forms = Array.from(document.querySelectorAll('form'));
      if (forms.length === 0) {
        setOver(false);
        return;
      }
      const button = box();
      setOver(forms.some((form) => overlaps(button, form.getBoundingClientRect())));
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(check);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      if (frame) window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      observer.disconnect();
    };
  }, [box, enabled]);
  return enabled && over;
}
