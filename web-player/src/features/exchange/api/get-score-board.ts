import { queryOptions, useQuery } from '@tanstack/react-query';
import { currentLanguage } from '@/i18n';
import { apiAssetUrl, fetchBlob } from '@/lib/api-client';

/** The first frame's address in the scoreboard HTML (spec section 7: the page extracts it from the text). */
export function scoreFrameUrl(html: string): string | null {
  const src = /<iframe[^>]*\ssrc\s*=\s*["']([^"']+)["']/i.exec(html)?.[1];
  if (!src) return null;
  const url = src.replace(/&amp;/g, '&');
  // Only an address of this site or an http(s) one: the text is the server's, the frame the player's page.
  return /^(https?:\/\/|\/(?!\/))/i.test(url) ? url : null;
}

/** GET /api/score/board/{eventId}: HTML text; answers the live score frame's address (an api path made absolute). */
export async function getScoreBoard(eventId: string, signal?: AbortSignal): Promise<string | null> {
  const blob = await fetchBlob(`/api/score/board/${encodeURIComponent(eventId)}`, { signal });
  const url = scoreFrameUrl(await blob.text());
  return url ? apiAssetUrl(url) : null;
}

export function useScoreBoard(eventId: string) {
  return useQuery(
    queryOptions({
      // The board is in the language of its request (Accept-Language): another language, another frame.
      queryKey: ['exchange', 'score-board', eventId, currentLanguage()],
      queryFn: ({ signal }) => getScoreBoard(eventId, signal),
      staleTime: Infinity, // the frame follows the game by itself
    }),
  );
}
