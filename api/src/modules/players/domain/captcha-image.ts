/**
 * The desktop registration captcha (spec sections 3 and 9: a 4-digit code shown as an image), drawn by
 * our own code instead of a captcha package: each digit is a stroke outline from the table below, bent
 * by its own random scale, rotation, slant and position, every point jittered, and written as SVG path
 * data. Nothing in the image is text, no two images share path data (the same answer included), and the
 * glyphs are mixed, in random order, with noise curves drawn the same way.
 */

/** Where the randomness comes from: the platform's RandomSource (crypto in production, seeded in tests). */
export interface CaptchaDice {
  /** A uniformly distributed integer in [min, max). */
  int(min: number, max: number): number;
}

export interface CaptchaImage {
  /** The 4 digits a person reads off the image. */
  answer: string;
  /** A complete SVG document (image/svg+xml). */
  svg: string;
}

export const captchaDigits = 4;
export const captchaWidth = 120;
export const captchaHeight = 44;
/** Room kept free at the image's edges (the strokes are up to 3.2 px wide). */
const margin = 2;

type Point = readonly [number, number];
type Stroke = readonly Point[];

/** Points of an elliptic arc from `from` to `to` degrees (0 = right, 90 = down: SVG's y axis). */
const arc = (cx: number, cy: number, rx: number, ry: number, from: number, to: number, steps: number): Point[] =>
  Array.from({ length: steps + 1 }, (_, i) => {
    const angle = ((from + ((to - from) * i) / steps) * Math.PI) / 180;
    return [cx + rx * Math.cos(angle), cy + ry * Math.sin(angle)] as const;
  });

/** Glyph cell: x 0..10, y 0..16 (top to bottom). Each digit is one or more strokes. */
const cellWidth = 10;
const cellHeight = 16;
const outlines: Record<string, readonly Stroke[]> = {
  '0': [arc(5, 8, 4.5, 7.5, -90, 270, 20)],
  '1': [
    [
      [2.2, 3.8],
      [5.6, 0.5],
      [5.6, 15.5],
    ],
    [
      [2.5, 15.5],
      [8.7, 15.5],
    ],
  ],
  '2': [[...arc(5, 4.6, 4.3, 4.1, 170, 395, 10), [0.6, 15.5], [9.6, 15.5]]],
  '3': [[...arc(5, 4.1, 4, 3.6, 200, 450, 10), ...arc(5, 11.6, 4.5, 3.9, 270, 520, 12)]],
  '4': [
    [
      [7.2, 15.5],
      [7.2, 0.5],
      [0.5, 11],
      [9.6, 11],
    ],
  ],
  '5': [[[9, 0.5], [1.6, 0.5], [1.1, 7.2], ...arc(4.9, 10.9, 4.4, 4.6, 230, 515, 12)]],
  '6': [[...arc(5.6, 8.6, 4.6, 8.1, 290, 180, 8), ...arc(5, 11.3, 4, 4.2, 180, 540, 16)]],
  '7': [
    [
      [0.5, 0.5],
      [9.5, 0.5],
      [3.8, 15.5],
    ],
  ],
  '8': [arc(5, 4, 3.6, 3.5, 90, 450, 14), arc(5, 11.6, 4.3, 3.9, -90, 270, 16)],
  '9': [[...arc(5, 4.7, 4, 4.2, 0, 360, 16), ...arc(4.4, 7.4, 4.6, 8.1, 0, 110, 8)]],
};

/** A uniform number in [min, max) with 1/1000 resolution, from the integer dice. */
const uniform = (dice: CaptchaDice, min: number, max: number): number => min + ((max - min) * dice.int(0, 1000)) / 1000;

const round = (value: number): string => (Math.round(value * 10) / 10).toString();

/** Through the points as a smooth curve: quadratic segments between midpoints, each point a control point. */
const pathData = (points: readonly Point[]): string => {
  const [first, ...rest] = points;
  if (!first) return '';
  if (rest.length === 1) return `M${round(first[0])} ${round(first[1])}L${round(rest[0]![0])} ${round(rest[0]![1])}`;
  let data = `M${round(first[0])} ${round(first[1])}`;
  for (let i = 0; i < rest.length - 1; i++) {
    const [cx, cy] = rest[i]!;
    const [nx, ny] = rest[i + 1]!;
    data += `Q${round(cx)} ${round(cy)} ${round((cx + nx) / 2)} ${round((cy + ny) / 2)}`;
  }
  const last = rest.at(-1)!;
  return `${data}L${round(last[0])} ${round(last[1])}`;
};

/**
 * One digit's strokes placed in the image: scaled to 23-30 px high, rotated up to 22 degrees either way,
 * slanted, centred in its quarter of the width with some play, every point moved by up to 0.6 px,
 * and moved back inside the image when it sticks out. Exported for the renderer's tests.
 */
export const placeGlyph = (digit: string, slot: number, dice: CaptchaDice): Point[][] => {
  const strokes = outlines[digit];
  if (!strokes) throw new RangeError(`no outline for ${JSON.stringify(digit)}`);
  const height = uniform(dice, 23, 30);
  const scale = height / cellHeight;
  const stretch = uniform(dice, 0.85, 1.15);
  const angle = (uniform(dice, -22, 22) * Math.PI) / 180;
  const slant = uniform(dice, -0.25, 0.25);
  const slotWidth = captchaWidth / captchaDigits;
  const centreX = slotWidth * (slot + 0.5) + uniform(dice, -3, 3);
  const centreY = captchaHeight / 2 + uniform(dice, -2.5, 2.5);
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const placed = strokes.map((stroke) =>
    stroke.map(([x, y]): Point => {
      const dx = (x - cellWidth / 2) * scale * stretch;
      const dy = (y - cellHeight / 2) * scale;
      const sx = dx + slant * dy;
      return [centreX + sx * cos - dy * sin + uniform(dice, -0.6, 0.6), centreY + sx * sin + dy * cos + uniform(dice, -0.6, 0.6)];
    }),
  );
  // A glyph turned past an edge is moved back in whole (never squashed against the edge).
  const all = placed.flat();
  const shift = (low: number, high: number, limit: number) =>
    low < margin ? margin - low : high > limit - margin ? limit - margin - high : 0;
  const shiftX = shift(Math.min(...all.map((p) => p[0])), Math.max(...all.map((p) => p[0])), captchaWidth);
  const shiftY = shift(Math.min(...all.map((p) => p[1])), Math.max(...all.map((p) => p[1])), captchaHeight);
  return placed.map((stroke) => stroke.map(([x, y]): Point => [x + shiftX, y + shiftY]));
};

const colour = (dice: CaptchaDice, min: number, max: number): string =>
  `rgb(${dice.int(min, max)},${dice.int(min, max)},${dice.int(min, max)})`;

/** A noise curve across the image: a few random points left to right, drawn like a glyph stroke. */
const noiseStroke = (dice: CaptchaDice): Point[] => {
  const count = dice.int(3, 6);
  const startX = uniform(dice, 0, 30);
  const endX = uniform(dice, 90, captchaWidth);
  return Array.from(
    { length: count },
    (_, i) => [startX + ((endX - startX) * i) / (count - 1), uniform(dice, 3, captchaHeight - 3)] as const,
  );
};

/** Fisher-Yates with the dice, so document order says nothing about which path is a glyph. */
const shuffle = <T>(items: T[], dice: CaptchaDice): T[] => {
  for (let i = items.length - 1; i > 0; i--) {
    const j = dice.int(0, i + 1);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
};

/** Draws the given digits (exported for tests; the route uses `newCaptcha`). */
export const drawCaptcha = (answer: string, dice: CaptchaDice): string => {
  if (!new RegExp(`^\\d{${captchaDigits}}$`).test(answer)) throw new RangeError(`a captcha is ${captchaDigits} digits`);
  const paths: string[] = [];
  [...answer].forEach((digit, slot) => {
    const ink = colour(dice, 20, 110);
    const width = round(uniform(dice, 2.2, 3.2));
    for (const stroke of placeGlyph(digit, slot, dice))
      paths.push(`<path d="${pathData(stroke)}" stroke="${ink}" stroke-width="${width}"/>`);
  });
  const noise = dice.int(3, 6);
  for (let i = 0; i < noise; i++)
    paths.push(`<path d="${pathData(noiseStroke(dice))}" stroke="${colour(dice, 60, 180)}" stroke-width="${round(uniform(dice, 1, 2))}"/>`);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${captchaWidth}" height="${captchaHeight}" viewBox="0 0 ${captchaWidth} ${captchaHeight}">` +
    `<rect width="100%" height="100%" fill="#f2f2f2"/>` +
    `<g fill="none" stroke-linecap="round" stroke-linejoin="round">${shuffle(paths, dice).join('')}</g></svg>`
  );
};

/** A new captcha: 4 random digits and their image. */
export const newCaptcha = (dice: CaptchaDice): CaptchaImage => {
  const answer = Array.from({ length: captchaDigits }, () => dice.int(0, 10).toString()).join('');
  return { answer, svg: drawCaptcha(answer, dice) };
};
