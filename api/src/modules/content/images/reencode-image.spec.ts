import { describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { crc32 } from 'node:zlib';
import { gifJsPolyglot, gifMagicScript, polyglotScript, realPng } from '../../../../test/images.js';
import { detectImageType, imageRefusals } from '../domain/image-type.js';
import { reencodeImage } from './reencode-image.js';

const reencode = (bytes: Buffer) => reencodeImage(bytes, detectImageType(bytes)!);

/** A PNG chunk with its length and CRC, so libpng accepts it. */
const pngChunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

describe('reencodeImage', () => {
  it('stores a GIF/JS polyglot as a fresh GIF: same picture, no script, no /* header', async () => {
    const polyglot = gifJsPolyglot();
    expect(polyglot.toString('latin1')).toMatch(/^GIF89a\/\*/);
    expect(polyglot.toString('latin1')).toContain(polyglotScript);
    const result = await reencode(polyglot);
    if (!result.ok) throw new Error(result.message);
    const text = result.bytes.toString('latin1');
    expect(text).not.toContain('alert');
    expect(text).not.toContain('/*');
    expect(text.startsWith('GIF89a')).toBe(true);
    expect(result.type.ext).toBe('gif');
    expect(await sharp(result.bytes).metadata()).toMatchObject({ format: 'gif', width: 1, height: 1 });
  });

  it('refuses bytes that only start like an image', async () => {
    expect(await reencode(gifMagicScript)).toEqual({ ok: false, reason: 'unreadable', message: imageRefusals.unreadable });
    const truncated = realPng.subarray(0, 40);
    expect(await reencode(truncated)).toMatchObject({ ok: false, reason: 'unreadable' });
  });

  it('refuses a PNG whose bytes are a JPEG inside (libvips must read what the first bytes claim)', async () => {
    const jpeg = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    // A JPEG is refused as a PNG: the format we store must be the one we decoded.
    expect(await reencodeImage(jpeg, { mime: 'image/png', ext: 'png' })).toMatchObject({ ok: false, reason: 'unreadable' });
  });

  it('drops text chunks and metadata from a PNG', async () => {
    const iend = realPng.length - 12;
    const withText = Buffer.concat([
      realPng.subarray(0, iend),
      pngChunk('tEXt', Buffer.from(`Comment\0<script>${polyglotScript}</script>`, 'latin1')),
      realPng.subarray(iend),
    ]);
    expect(await sharp(withText).metadata()).toMatchObject({ format: 'png' });
    const result = await reencode(withText);
    if (!result.ok) throw new Error(result.message);
    expect(result.bytes.toString('latin1')).not.toContain('script');
  });

  it('turns a JPEG upright by its EXIF orientation and drops the EXIF (camera, location)', async () => {
    const sideways = await sharp({ create: { width: 4, height: 2, channels: 3, background: '#c33' } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'secret-location-123' } } })
      .toBuffer();
    expect(sideways.toString('latin1')).toContain('secret-location-123');
    const result = await reencode(sideways);
    if (!result.ok) throw new Error(result.message);
    expect(result.bytes.toString('latin1')).not.toContain('secret-location-123');
    const meta = await sharp(result.bytes).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 2, height: 4 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  it('keeps a GIF animated and a WebP a WebP', async () => {
    const frame = (background: string) =>
      sharp({ create: { width: 2, height: 3, channels: 3, background } })
        .png()
        .toBuffer();
    const twoFrames = await sharp([await frame('#f00'), await frame('#00f')], { join: { animated: true } })
      .gif({ loop: 0, delay: [100, 100] })
      .toBuffer();
    expect(await sharp(twoFrames).metadata()).toMatchObject({ pages: 2 });
    const gif = await reencode(twoFrames);
    if (!gif.ok) throw new Error(gif.message);
    expect(await sharp(gif.bytes).metadata()).toMatchObject({ format: 'gif', pages: 2, width: 2, height: 3 });

    const webp = await sharp({ create: { width: 3, height: 3, channels: 3, background: '#00f' } })
      .webp()
      .toBuffer();
    expect(await reencode(webp)).toMatchObject({ ok: true, type: { ext: 'webp' }, width: 3, height: 3 });
  });

  it('refuses an image that declares more pixels than allowed (decompression bomb)', async () => {
    // The 1x1 PNG with its header rewritten to 10000 x 10000 (CRC recomputed): tiny file, 100 megapixels.
    const header = Buffer.from(realPng.subarray(16, 29));
    header.writeUInt32BE(10_000, 0);
    header.writeUInt32BE(10_000, 4);
    const bomb = Buffer.concat([realPng.subarray(0, 8), pngChunk('IHDR', header), realPng.subarray(33)]);
    expect(await reencode(bomb)).toEqual({ ok: false, reason: 'pixels', message: imageRefusals.pixels });
  });
});
