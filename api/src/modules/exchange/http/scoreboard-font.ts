import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** The weights the scoreboard page uses (text and the bold event name). */
export const scoreboardFontWeights = ['400', '700'] as const;
export type ScoreboardFontWeight = (typeof scoreboardFontWeights)[number];

/** Where the page asks for a weight's file: versioned by the package's version so a year's cache is safe. */
const fontVersion = (createRequire(import.meta.url)('@fontsource/noto-sans-bengali/package.json') as { version: string }).version;
export const scoreboardFontUrl = (weight: ScoreboardFontWeight): string => `/api/score/font/${weight}?v=${fontVersion}`;

const files = new Map<ScoreboardFontWeight, Buffer>();

/**
 * Noto Sans Bengali's Bengali subset as woff2, read once per weight: a browser without a Bengali system font
 * showed the Bangla scoreboard as boxes. Only the Bengali subset: Latin text keeps the system font.
 */
export function scoreboardFont(weight: ScoreboardFontWeight): Buffer {
  let file = files.get(weight);
  if (!file) {
    const path = createRequire(import.meta.url).resolve(
      `@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-${weight}-normal.woff2`,
    );
    file = readFileSync(path);
    files.set(weight, file);
  }
  return file;
}

/** The @font-face rules of the page; unicode-range keeps a Latin-only page from downloading anything. */
export const scoreboardFontFaces = scoreboardFontWeights
  .map(
    (weight) =>
      `@font-face{font-family:'Noto Sans Bengali';font-style:normal;font-display:swap;font-weight:${weight};` +
      `src:url(${scoreboardFontUrl(weight)}) format('woff2');unicode-range:U+0951-0952,U+0964-0965,U+0980-09FE,U+1CD0,U+1CD2,U+1CD5-1CD6,U+1CD8,U+1CE1,U+1CEA,U+1CED,U+1CF2,U+1CF5-1CF7,U+200C-200D,U+20B9,U+25CC,U+A8F1}`,
  )
  .join('\n');
