import { describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { createHash, randomInt } from 'node:crypto';
import { captchaHeight, captchaWidth, drawCaptcha, newCaptcha, placeGlyph, type CaptchaDice } from './captcha-image.js';

/** What production uses (the platform's CryptoRandomSource), and a replayable stream (SHA-256 counter mode). */
const cryptoDice: CaptchaDice = { int: randomInt };
const seededDice = (seed: string): CaptchaDice => {
  let counter = 0;
  return {
    int(min, max) {
      const value = createHash('sha256').update(`${seed}:${counter++}`).digest().readUIntBE(0, 6);
      return min + (value % (max - min));
    },
  };
};

const elementNames = (svg: string) => [...svg.matchAll(/<([a-zA-Z]+)[\s>/]/g)].map((match) => match[1]);
const pathData = (svg: string) => [...svg.matchAll(/ d="([^"]+)"/g)].map((match) => match[1]);

describe('captcha image (desktop registration, 4 digits)', () => {
  it('gives 4 random digits, every digit in every position over many captchas', () => {
    const random = seededDice('captcha-digits');
    const seen = Array.from({ length: 4 }, () => new Set<string>());
    for (let i = 0; i < 300; i++) {
      const { answer } = newCaptcha(random);
      expect(answer).toMatch(/^\d{4}$/);
      [...answer].forEach((digit, position) => seen[position]!.add(digit));
    }
    for (const digits of seen) expect([...digits].sort().join('')).toBe('0123456789');
  });

  it('draws paths only: no <text>, no font, no digit outside path data and attributes', () => {
    const { svg } = newCaptcha(cryptoDice);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(new Set(elementNames(svg))).toEqual(new Set(['svg', 'rect', 'g', 'path']));
    expect(svg).not.toMatch(/<text|font|<use|<symbol|xlink/i);
    // text content between tags is empty: nothing a bot can read without rendering the strokes
    expect(svg.replace(/<[^>]*>/g, '')).toBe('');
    // at least one path per digit, plus the noise curves
    expect(elementNames(svg).filter((name) => name === 'path').length).toBeGreaterThanOrEqual(4 + 3);
  });

  it('differs per call, for the same answer too, and replays exactly from the same seed', () => {
    const random = cryptoDice;
    const first = newCaptcha(random);
    const second = newCaptcha(random);
    expect(second.svg).not.toBe(first.svg);

    const one = drawCaptcha('1234', seededDice('a'));
    const other = drawCaptcha('1234', seededDice('b'));
    expect(other).not.toBe(one);
    // not one path in common: no fixed outline a bot could look up
    const shared = pathData(one).filter((data) => pathData(other).includes(data));
    expect(shared).toEqual([]);

    expect(drawCaptcha('1234', seededDice('a'))).toBe(one);
  });

  it('keeps every glyph inside the image, in reading order, in its own quarter', () => {
    const random = seededDice('captcha-placement');
    for (let i = 0; i < 200; i++) {
      const centres = [...'0123456789'.slice(i % 7, (i % 7) + 4)].map((digit, slot) => {
        const points = placeGlyph(digit, slot, random).flat();
        expect(points.filter(([x, y]) => x < 1 || x > captchaWidth - 1 || y < 1 || y > captchaHeight - 1)).toEqual([]);
        const xs = points.map(([x]) => x);
        const ys = points.map(([, y]) => y);
        // a real glyph, not squashed against an edge: taller than a third of the image
        expect(Math.max(...ys) - Math.min(...ys)).toBeGreaterThan(15);
        return (Math.min(...xs) + Math.max(...xs)) / 2;
      });
      centres.forEach((centre, slot) => {
        expect(centre).toBeGreaterThan((captchaWidth / 4) * slot);
        expect(centre).toBeLessThan((captchaWidth / 4) * (slot + 1));
      });
    }
  });

  it('refuses anything but 4 digits', () => {
    const random = seededDice('refuse');
    for (const answer of ['123', '12345', '12a4', '', '١٢٣٤']) expect(() => drawCaptcha(answer, random)).toThrow(RangeError);
  });

  it('is a valid 120 x 44 SVG with ink in each quarter (rendered by libvips)', async () => {
    const { svg } = newCaptcha(seededDice('raster'));
    const { data, info } = await sharp(Buffer.from(svg)).greyscale().raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([captchaWidth, captchaHeight]);
    for (let quarter = 0; quarter < 4; quarter++) {
      let dark = 0;
      for (let y = 0; y < info.height; y++)
        for (let x = (quarter * info.width) / 4; x < ((quarter + 1) * info.width) / 4; x++) if (data[y * info.width + x]! < 140) dark++;
      expect(dark).toBeGreaterThan(40);
    }
  });
});
