import { useCallback, useEffect, useState } from 'react';

/** Copies text to the clipboard and shows a short message (spec section 8, "Copy"). */
export function useCopy() {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(() => setMessage(null), 2500);
    return () => window.clearTimeout(timer);
  }, [message]);

  const copy = useCallback(async (text: string | undefined, done: string, nothing: string) => {
    if (!text) {
      setMessage(nothing);
      return;
    }
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      // Clipboard blocked (no permission, old browser): the text is still on screen to type.
    }
    setMessage(done);
  }, []);

  return { message, copy };
}
