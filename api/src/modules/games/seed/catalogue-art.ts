import type { GameCategoryType } from '@khela/contracts';

/** Generated demo art for the catalogue (ours, not uploads): SVG cards and provider icons. */

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

const palettes: Record<GameCategoryType, [string, string, string]> = {
  SPORTS: ['#0f3d1f', '#2f9d57', '#ffe066'],
  LIVE: ['#4a0f1f', '#c23b5a', '#ffd6a5'],
  SLOT: ['#2d0f4a', '#8e3bc2', '#ffd166'],
  TABLE: ['#0f2d1f', '#1f7a4d', '#f4f1de'],
  BINGO: ['#0f1f4a', '#3b5bc2', '#ffb4a2'],
  EGAME: ['#1f0f0f', '#d65a1f', '#fff3b0'],
  FH: ['#0f2d4a', '#1f9ac2', '#b8f2e6'],
  LOTTO: ['#4a3b0f', '#c29a1f', '#ffffff'],
};

/** Simple glyph per category, drawn around (cx, cy). */
function glyph(type: GameCategoryType, cx: number, cy: number, r: number, color: string): string {
  switch (type) {
    case 'SPORTS':
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${color}"/><path d="M${cx - r} ${cy}q${r} ${-r * 0.6} ${2 * r} 0M${cx - r} ${cy}q${r} ${r * 0.6} ${2 * r} 0" stroke="#000" stroke-opacity=".35" stroke-width="${r * 0.08}" fill="none"/>`;
    case 'LIVE':
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${color}" stroke-width="${r * 0.18}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.45}" fill="${color}"/>`;
    case 'SLOT':
      return `<rect x="${cx - r}" y="${cy - r * 0.7}" width="${2 * r}" height="${1.4 * r}" rx="${r * 0.15}" fill="${color}"/>${[
        -0.62, 0, 0.62,
      ]
        .map(
          (dx) =>
            `<text x="${cx + dx * r}" y="${cy + r * 0.25}" text-anchor="middle" font-size="${r * 0.6}" font-family="Arial" font-weight="700" fill="#c0392b">7</text>`,
        )
        .join('')}`;
    case 'TABLE':
      return `<rect x="${cx - r * 0.7}" y="${cy - r}" width="${r * 1.4}" height="${r * 2}" rx="${r * 0.15}" fill="${color}"/><text x="${cx}" y="${cy + r * 0.3}" text-anchor="middle" font-size="${r}" font-family="Arial" fill="#c0392b">♥</text>`;
    case 'BINGO':
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${color}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.6}" fill="none" stroke="#fff" stroke-dasharray="${r * 0.3} ${r * 0.2}" stroke-width="${r * 0.2}"/>`;
    case 'EGAME':
      return `<path d="M${cx - r} ${cy + r}L${cx + r} ${cy - r}" stroke="${color}" stroke-width="${r * 0.2}" stroke-linecap="round"/><path d="M${cx + r} ${cy - r}l${-r * 0.6} ${r * 0.05}l${r * 0.55} ${r * 0.55}z" fill="${color}"/>`;
    case 'FH':
      return `<ellipse cx="${cx - r * 0.15}" cy="${cy}" rx="${r * 0.75}" ry="${r * 0.45}" fill="${color}"/><path d="M${cx + r * 0.5} ${cy}l${r * 0.5} ${-r * 0.4}v${r * 0.8}z" fill="${color}"/>`;
    case 'LOTTO':
      return [-0.6, 0, 0.6]
        .map(
          (dx, i) =>
            `<circle cx="${cx + dx * r}" cy="${cy + (i === 1 ? -r * 0.3 : r * 0.2)}" r="${r * 0.42}" fill="${color}"/><text x="${cx + dx * r}" y="${cy + (i === 1 ? -r * 0.15 : r * 0.35)}" text-anchor="middle" font-size="${r * 0.4}" font-family="Arial" font-weight="700" fill="#333">${[7, 3, 9][i]}</text>`,
        )
        .join('');
  }
}

/** Splits a name into at most two lines of about 14 characters. */
function lines(name: string): string[] {
  const words = name.split(' ');
  const out: string[] = [''];
  for (const w of words) {
    const last = out[out.length - 1]!;
    if (last && (last + ' ' + w).length > 14 && out.length < 2) out.push(w);
    else out[out.length - 1] = last ? `${last} ${w}` : w;
  }
  return out;
}

/** A 300x300 game card: gradient by category, glyph, name, provider. */
export function gameCardSvg(name: string, type: GameCategoryType, providerName: string): string {
  const [from, to, accent] = palettes[type];
  const title = lines(name)
    .map(
      (line, i) =>
        `<text x="150" y="${222 + i * 30}" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="26" font-weight="700" fill="#fff">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="300" height="300" rx="24" fill="url(#bg)"/>
  <circle cx="150" cy="110" r="78" fill="#fff" fill-opacity=".08"/>
  ${glyph(type, 150, 110, 52, accent)}
  ${title}
  <text x="150" y="288" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="14" fill="#fff" fill-opacity=".75">${escapeXml(providerName)}</text>
</svg>
`;
}

/** A 128x128 provider icon: initials on a colour. */
export function providerIconSvg(name: string, color: string): string {
  const initials = name
    .split(' ')
    .map((w) => w[0])
    .join('')
    .slice(0, 3)
    .toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">
  <rect width="128" height="128" rx="28" fill="${color}"/>
  <circle cx="64" cy="64" r="48" fill="#fff" fill-opacity=".12"/>
  <text x="64" y="78" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="38" font-weight="700" fill="#fff">${escapeXml(initials)}</text>
</svg>
`;
}
