const dhakaTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'Asia/Dhaka' });

/** A server time as staff in Bangladesh read it (Asia/Dhaka), to the second (log-ins a second apart tell a story). */
export const dhakaSeconds = (iso: string) => dhakaTime.format(new Date(iso));

/**
 * A short name for the device behind a user agent ("Android · Chrome"), for scanning a list; the full user agent
 * stays in the cell's title. Best effort: a user agent is whatever the client chose to send.
 */
export function deviceOf(userAgent: string | null): string {
  if (!userAgent) return '—';
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad|iOS/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : null;
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /OPR\/|Opera/.test(userAgent)
      ? 'Opera'
      : /SamsungBrowser/.test(userAgent)
        ? 'Samsung Internet'
        : /Firefox\//.test(userAgent)
          ? 'Firefox'
          : /Chrome\/|Chromium\//.test(userAgent)
            ? 'Chrome'
            : /Safari\//.test(userAgent)
              ? 'Safari'
              : null;
  const parts = [system, browser].filter(Boolean);
  return parts.length ? parts.join(' · ') : userAgent.slice(0, 40);
}
