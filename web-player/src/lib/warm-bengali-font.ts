const faces = ['400 1em "Noto Sans Bengali"', '700 1em "Noto Sans Bengali"'];

/**
 * Asks for both faces of our Bengali font (styles/bengali-font.css) at once, instead of each when the
 * browser first lays out Bangla in that weight. Resolves when both are there, or after `patienceMs`
 * (a slow network: the page then shows the fallback and swaps); undefined where the browser has no font
 * loading API (tests), so callers need not wait. Chromium was seen to leave a few texts laid out while a face was still
 * loading drawn as empty boxes after it arrived, so Bangla is best shown once the faces are in.
 */
export function warmBengaliFont(patienceMs: number): Promise<void> | undefined {
  if (typeof document === 'undefined' || !document.fonts) return undefined;
  const loads = Promise.all(faces.map((face) => document.fonts.load(face, 'বাংলা'))).then(
    () => undefined,
    () => undefined,
  );
  return Promise.race([loads, new Promise<void>((resolve) => setTimeout(resolve, patienceMs))]);
}
