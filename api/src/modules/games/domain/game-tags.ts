import type { GameTag } from '@khela/contracts';

/** The tags a game card shows, from the catalogue flags. */
export function gameTags(game: { recommended: boolean; isNew: boolean; featured: boolean }): GameTag[] {
  return [
    ...(game.recommended ? (['recommended'] as const) : []),
    ...(game.isNew ? (['new'] as const) : []),
    ...(game.featured ? (['featured'] as const) : []),
  ];
}

/**
 * The `system` filter of /api/get-provider and /api/get-games: a JSON list (["RTG","PDL"]), a comma
 * list (RTG,PDL) or one code. Answers upper-cased platform codes; undefined means "no filter".
 */
export function parseSystemList(raw: unknown): string[] | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  const values = Array.isArray(raw) ? raw.map(String) : [String(raw)];
  const codes = values.flatMap((value) => {
    const text = value.trim();
    if (text.startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(text);
        return Array.isArray(parsed) ? parsed.map(String) : [];
      } catch {
        return [];
      }
    }
    return text.split(',');
  });
  return [...new Set(codes.map((c) => c.trim().toUpperCase()).filter((c) => /^[A-Z0-9_]{1,20}$/.test(c)))];
}
