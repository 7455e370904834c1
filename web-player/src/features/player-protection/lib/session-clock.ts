import type { Language } from '@/i18n';

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';

/** Elapsed seconds as hh:mm:ss (hours past 99 as they come), in the language's digits; no time zone involved. */
export function formatElapsed(seconds: number, language: Language): string {
  const safe = Math.max(0, Math.floor(seconds));
  const text = [Math.floor(safe / 3600), Math.floor((safe % 3600) / 60), safe % 60].map((n) => String(n).padStart(2, '0')).join(':');
  return language === 'bn' ? text.replace(/\d/g, (d) => BENGALI_DIGITS[Number(d)]!) : text;
}

/**
 * How far the server's clock is ahead of this device's (ms), from an answer's `now` and when it arrived:
 * the session clock and the next check are the server's, whatever the device's clock says.
 */
export const serverOffsetMs = (serverNowIso: string, receivedAtMs: number): number => Date.parse(serverNowIso) - receivedAtMs;

/** Seconds since the session began, at device time `deviceNowMs`, on the server's clock. */
export const elapsedAt = (sessionStartedIso: string, offsetMs: number, deviceNowMs: number): number =>
  Math.max(0, Math.floor((deviceNowMs + offsetMs - Date.parse(sessionStartedIso)) / 1000));

/** Device milliseconds until a server instant (never negative). */
export const msUntil = (serverIso: string, offsetMs: number, deviceNowMs: number): number =>
  Math.max(0, Date.parse(serverIso) - offsetMs - deviceNowMs);

/** A session net from the API ("-410.00") as its kind and the amount without sign. */
export function netOf(net: string): { kind: 'win' | 'loss' | 'even'; amount: string } {
  if (/^-?0+(\.0+)?$/.test(net)) return { kind: 'even', amount: '0.00' };
  return net.startsWith('-') ? { kind: 'loss', amount: net.slice(1) } : { kind: 'win', amount: net };
}
