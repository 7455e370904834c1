/**
 * Launch rules (spec 7 `/api/game-run`): where the player's browser goes, and what a featured link means.
 */

/** A featured link "PLATFORM-TYPE" comes whole in `platform`: split at the first dash. */
export function splitPlatform(platform: string | undefined, gameType: string | undefined): { platform?: string; gameType?: string } {
  if (!platform) return { gameType };
  const dash = platform.indexOf('-');
  if (dash < 0) return { platform, gameType };
  return { platform: platform.slice(0, dash), gameType: platform.slice(dash + 1) || gameType };
}

/** Only an http(s) page may be the provider's way back to us; anything else is left out of the URL. */
export const safeLobbyUrl = (url: string | undefined): string | undefined => (url && /^https?:\/\/[^\s]+$/.test(url) ? url : undefined);

/** The provider's launch URL (provider-api/README.md). */
export function launchUrl(a: {
  launchUrl: string;
  gameCode: string;
  token: string;
  username: string;
  currency: string;
  language: 'en' | 'bn';
  mobile: boolean;
  lobbyUrl?: string;
}): string {
  const query = new URLSearchParams({
    token: a.token,
    user: a.username,
    currency: a.currency,
    lang: a.language,
    mobile: a.mobile ? '1' : '0',
    ...(a.lobbyUrl ? { lobby_url: a.lobbyUrl } : {}),
  });
  return `${a.launchUrl.replace(/\/+$/, '')}/play/${encodeURIComponent(a.gameCode)}?${query.toString()}`;
}

/** `isMobileLogin` arrives as a boolean, a number or a string, as old clients sent it. */
export const isMobile = (v: boolean | number | string | undefined): boolean => v === true || v === 1 || v === '1' || v === 'true';
