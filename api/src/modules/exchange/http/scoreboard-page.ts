import type { EventDetail, ExchangeScore } from '@khela/contracts';
import type { Language } from '../../../platform/i18n/message-catalog.js';
import { scoreboardFontFaces } from './scoreboard-font.js';

/** Labels of the scoreboard page, in both languages (the page is HTML the api renders, not the web app's). */
const labels = {
  en: {
    title: 'Scoreboard',
    target: 'Target',
    notStarted: 'Not started yet',
    recent: 'Recent balls',
    minute: 'Minute',
    sets: 'Sets',
    points: 'Points',
  },
  bn: {
    title: 'স্কোরবোর্ড',
    target: 'লক্ষ্য',
    notStarted: 'এখনো শুরু হয়নি',
    recent: 'সাম্প্রতিক বল',
    minute: 'মিনিট',
    sets: 'সেট',
    points: 'পয়েন্ট',
  },
} as const;

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * The framed page of `/api/score/board/{eventId}`: refreshes itself every 2 s (no script: the CSP allows none inline).
 * Noto Sans Bengali comes first in the font list (its unicode-range limits it to Bengali, so Latin text keeps
 * system-ui): after system-ui, Chromium with DejaVu as its system font drew the Bangla as boxes.
 */
export function scoreboardPage(event: EventDetail, language: Language): string {
  const t = labels[language];
  const body = scoreRows(event.score, t);
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta http-equiv="refresh" content="2">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${t.title}: ${escapeHtml(event.name)}</title>
<style>
${scoreboardFontFaces}
body{margin:0;font:14px/1.4 'Noto Sans Bengali',system-ui,sans-serif;background:#0b3d2e;color:#fff}
.board{padding:8px 12px}.name{font-weight:700;margin-bottom:4px}.row{display:flex;justify-content:space-between;gap:8px}
.muted{color:#b9d8cc;font-size:12px}.balls span{display:inline-block;min-width:20px;margin-right:3px;text-align:center;border-radius:10px;background:#1f6b52}
.balls .b4,.balls .b6{background:#1769aa}.balls .bW{background:#b3261e}
</style></head>
<body><div class="board"><div class="name">${escapeHtml(event.name)}</div>${body}
<div class="muted">${escapeHtml(event.score.summary)}</div></div></body></html>`;
}

function scoreRows(score: ExchangeScore, t: (typeof labels)[Language]): string {
  if (score.phase === 'not_started') return `<div class="muted">${t.notStarted}</div>`;
  if (score.kind === 'cricket') {
    const innings = score.innings
      .map(
        (i) =>
          `<div class="row"><span>${escapeHtml(i.team)}</span><span>${i.runs}/${i.wickets} (${Math.floor(i.balls / 6)}.${i.balls % 6})</span></div>`,
      )
      .join('');
    const target = score.target === null ? '' : `<div class="muted">${t.target}: ${score.target}</div>`;
    const balls = score.recentBalls.map((b) => `<span class="b${escapeHtml(b)}">${escapeHtml(b)}</span>`).join('');
    return `${innings}${target}<div class="muted balls">${t.recent}: ${balls}</div>`;
  }
  if (score.kind === 'soccer') {
    return `<div class="row"><span>${escapeHtml(score.teams[0])}</span><span>${score.goals[0]}</span></div>
<div class="row"><span>${escapeHtml(score.teams[1])}</span><span>${score.goals[1]}</span></div><div class="muted">${t.minute}: ${score.minute}'</div>`;
  }
  const sets = (side: 0 | 1) => score.sets.map((s) => s[side]).join(' ');
  return [0, 1]
    .map((side) => {
      const s = side as 0 | 1;
      return `<div class="row"><span>${score.server === s ? '● ' : ''}${escapeHtml(score.players[s])}</span><span>${t.sets}: ${sets(s)} · ${t.points}: ${escapeHtml(score.points[s])}</span></div>`;
    })
    .join('');
}
