/** What /gamerun receives in the history state (spec section 2.3: "state iframeUrl"). */
export interface GameRunState {
  iframeUrl: string;
  /** Where Close goes: the games list the game was opened from, with its query, or home. */
  returnTo: string;
}

export function isGameRunState(value: unknown): value is GameRunState {
  if (typeof value !== 'object' || value === null) return false;
  const state = value as Record<string, unknown>;
  return typeof state.iframeUrl === 'string' && state.iframeUrl !== '' && typeof state.returnTo === 'string';
}

/** Close returns to the games list with the same query, else home (spec section 2.3). */
export function returnPathFor(location: { pathname: string; search: string }): string {
  return location.pathname === '/games' ? `${location.pathname}${location.search}` : '/';
}

/** Only http(s) URLs go into the frame: a `javascript:` or `data:` URL from anywhere would run as this site. */
export function isFrameableUrl(url: string): boolean {
  try {
    const parsed = new URL(url, window.location.href);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:';
  } catch {
    return false;
  }
}
