/**
 * The HTML of `GET /play/:gameCode`: a shell with the game's settings in a JSON block; /assets/game.js
 * draws the game from them. Nothing the launch URL carries is written into the HTML unescaped.
 */
import { rouletteChips, rouletteReds, rouletteStatedRtp } from '../games/roulette-game.js';
import type { SimulatedGame } from '../games/game-kinds.js';
import { slotBets, slotLines, slotPaytable, slotStatedRtp } from '../games/slot-game.js';
import { pageTexts, type PageLang } from './page-texts.js';

export interface GamePageInput {
  game: SimulatedGame;
  token: string;
  user: string;
  lang: PageLang;
  mobile: boolean;
  /** Only an http(s) URL; anything else shows no lobby link. */
  lobbyUrl: string | undefined;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** JSON inside <script type="application/json">: no "</script>" or "<!--" can close or confuse the block. */
const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export const safeLobbyUrl = (raw: string | null | undefined): string | undefined => {
  if (!raw) return undefined;
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
};

export function gamePage(input: GamePageInput): string {
  const texts = pageTexts[input.lang];
  const config = {
    lang: input.lang,
    game: input.game,
    token: input.token,
    user: input.user,
    texts,
    slot: { bets: slotBets, paytable: slotPaytable, lines: slotLines, rtp: slotStatedRtp },
    roulette: { chips: rouletteChips, reds: [...rouletteReds], rtp: rouletteStatedRtp },
  };
  const lobby = input.lobbyUrl ? `<a class="lobby" href="${escapeHtml(input.lobbyUrl)}" target="_top">${escapeHtml(texts.lobby)}</a>` : '';
  return `<!doctype html>
<html lang="${input.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(input.game.name)}</title>
<link rel="stylesheet" href="/assets/game.css">
<script type="application/json" id="game-config">${jsonForScript(config)}</script>
<script src="/assets/game.js" defer></script>
</head>
<body class="${input.mobile ? 'mobile' : 'desktop'}">
<header><h1>${escapeHtml(input.game.name)}</h1><span class="balance" id="balance"></span>${lobby}</header>
<main id="game"><div class="message" id="message" role="status"></div></main>
</body>
</html>`;
}
