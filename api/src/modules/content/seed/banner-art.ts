/** Generated demo art (ours, not uploads): SVG banners and cards with a gradient, a glyph and text. */

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface BannerArt {
  title: string;
  subtitle: string;
  from: string;
  to: string;
  accent: string;
  /** One of a few simple shapes drawn on the right. */
  glyph: 'coin' | 'star' | 'ball' | 'gift' | 'bolt' | 'fish' | 'cards' | 'crown';
}

export function glyphSvg(glyph: BannerArt['glyph'], cx: number, cy: number, r: number, color: string): string {
  switch (glyph) {
    case 'coin':
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${color}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.72}" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="${r * 0.08}"/><text x="${cx}" y="${cy + r * 0.3}" font-size="${r * 0.9}" text-anchor="middle" font-family="Arial, sans-serif" font-weight="700" fill="#fff">৳</text>`;
    case 'star': {
      const points = Array.from({ length: 10 }, (_, i) => {
        const radius = i % 2 === 0 ? r : r * 0.45;
        const angle = (Math.PI / 5) * i - Math.PI / 2;
        return `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`;
      }).join(' ');
      return `<polygon points="${points}" fill="${color}"/>`;
    }
    case 'ball':
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${color}"/><path d="M${cx - r} ${cy}q${r} ${-r * 0.6} ${2 * r} 0M${cx - r} ${cy}q${r} ${r * 0.6} ${2 * r} 0" stroke="#fff" stroke-width="${r * 0.08}" fill="none"/>`;
    case 'gift':
      return `<rect x="${cx - r}" y="${cy - r * 0.6}" width="${2 * r}" height="${1.6 * r}" rx="${r * 0.1}" fill="${color}"/><rect x="${cx - r * 0.15}" y="${cy - r * 0.6}" width="${r * 0.3}" height="${1.6 * r}" fill="#fff"/><path d="M${cx} ${cy - r * 0.6}c${-r * 0.6} ${-r * 0.8} ${-r} 0 0 0c${r * 0.6} ${-r * 0.8} ${r} 0 0 0" stroke="#fff" stroke-width="${r * 0.1}" fill="none"/>`;
    case 'bolt':
      return `<path d="M${cx + r * 0.2} ${cy - r}L${cx - r * 0.6} ${cy + r * 0.15}H${cx}L${cx - r * 0.2} ${cy + r}L${cx + r * 0.6} ${cy - r * 0.15}H${cx}Z" fill="${color}"/>`;
    case 'fish':
      return `<ellipse cx="${cx - r * 0.15}" cy="${cy}" rx="${r * 0.75}" ry="${r * 0.45}" fill="${color}"/><path d="M${cx + r * 0.5} ${cy}l${r * 0.5} ${-r * 0.4}v${r * 0.8}z" fill="${color}"/><circle cx="${cx - r * 0.5}" cy="${cy - r * 0.1}" r="${r * 0.08}" fill="#fff"/>`;
    case 'cards':
      return `<rect x="${cx - r * 0.9}" y="${cy - r}" width="${r * 1.2}" height="${r * 1.7}" rx="${r * 0.12}" fill="#fff" transform="rotate(-12 ${cx} ${cy})"/><rect x="${cx - r * 0.3}" y="${cy - r * 0.8}" width="${r * 1.2}" height="${r * 1.7}" rx="${r * 0.12}" fill="${color}" transform="rotate(10 ${cx} ${cy})"/>`;
    case 'crown':
      return `<path d="M${cx - r} ${cy + r * 0.6}L${cx - r} ${cy - r * 0.5}L${cx - r * 0.45} ${cy}L${cx} ${cy - r * 0.8}L${cx + r * 0.45} ${cy}L${cx + r} ${cy - r * 0.5}L${cx + r} ${cy + r * 0.6}Z" fill="${color}"/>`;
  }
}

/** A 750x300 slider banner. */
export function bannerSvg(art: BannerArt, width = 750, height = 300): string {
  const id = `g${Math.abs(hash(art.title))}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${art.from}"/><stop offset="1" stop-color="${art.to}"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#${id})"/>
  <circle cx="${width * 0.8}" cy="${height * 0.5}" r="${height * 0.42}" fill="#fff" fill-opacity=".08"/>
  ${glyphSvg(art.glyph, width * 0.8, height * 0.5, height * 0.26, art.accent)}
  <text x="40" y="${height * 0.45}" font-family="Arial, Helvetica, sans-serif" font-size="${height * 0.15}" font-weight="700" fill="#fff">${escapeXml(art.title)}</text>
  <text x="40" y="${height * 0.62}" font-family="Arial, Helvetica, sans-serif" font-size="${height * 0.075}" fill="#fff" fill-opacity=".9">${escapeXml(art.subtitle)}</text>
  <rect x="40" y="${height * 0.72}" width="${height * 0.5}" height="${height * 0.13}" rx="${height * 0.065}" fill="${art.accent}"/>
  <text x="${40 + height * 0.25}" y="${height * 0.81}" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="${height * 0.06}" font-weight="700" fill="#1a1a1a">PLAY NOW</text>
</svg>
`;
}

/** A square icon (social links). */
export function iconSvg(letter: string, color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" rx="16" fill="${color}"/><text x="32" y="43" text-anchor="middle" font-family="Arial, sans-serif" font-size="30" font-weight="700" fill="#fff">${escapeXml(letter)}</text></svg>
`;
}

function hash(text: string): number {
  let h = 0;
  for (const c of text) h = (h * 31 + c.charCodeAt(0)) | 0;
  return h;
}
