// Renders the app icons (192 and 512 px PNG) into public/icons without any package: the Khela "K"
// of the favicon, gold on green, drawn by point-in-polygon sampling and written as a zlib PNG.
// Run: node web-player/scripts/make-icons.mjs
import { writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const outDir = join(dirname(fileURLToPath(import.meta.url)), '../public/icons');
const green = [0x0a, 0x2e, 0x1f];
const gold = [0xf2, 0xc1, 0x4e];

// The favicon's "K" (viewBox 0 0 64 64): M20 14h8v15l13-15h10L36 31l16 19H41L28 34v16h-8z
const letter = [
  [20, 14],
  [28, 14],
  [28, 29],
  [41, 14],
  [51, 14],
  [36, 31],
  [52, 50],
  [41, 50],
  [28, 34],
  [28, 50],
  [20, 50],
];

function inside(x, y, polygon) {
  let hit = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i];
    const [xj, yj] = polygon[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) hit = !hit;
  }
  return hit;
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buffer) {
  let c = 0xffffffff;
  for (const byte of buffer) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function render(size) {
  // Full-bleed background so the icon also works as "maskable"; the letter sits in the safe zone.
  const scale = size / 64;
  const samples = 4; // 4x4 supersampling for smooth edges.
  const rows = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3); // filter byte 0, then RGB
    for (let x = 0; x < size; x++) {
      let cover = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const px = (x + (sx + 0.5) / samples) / scale;
          const py = (y + (sy + 0.5) / samples) / scale;
          // Shrink the letter towards the centre (80%) to stay inside the maskable safe zone.
          if (inside(32 + (px - 32) / 0.8, 32 + (py - 32) / 0.8, letter)) cover++;
        }
      }
      const a = cover / (samples * samples);
      for (let c = 0; c < 3; c++) row[1 + x * 3 + c] = Math.round(green[c] * (1 - a) + gold[c] * a);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

mkdirSync(outDir, { recursive: true });
for (const size of [192, 512]) {
  const file = join(outDir, `icon-${size}.png`);
  writeFileSync(file, render(size));
  console.log(`wrote ${file}`);
}
