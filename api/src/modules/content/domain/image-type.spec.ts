import { describe, expect, it } from '@jest/globals';
import { checkImage, detectImageType } from './image-type.js';

const bytes = (...parts: (number[] | string)[]): Uint8Array =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p, 'latin1')] : p)));

const png = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], [0, 0, 0, 13], 'IHDR');
const jpeg = bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16], 'JFIF');
const gif = bytes('GIF89a', [1, 0, 1, 0, 0, 0, 0]);
const webp = bytes('RIFF', [36, 0, 0, 0], 'WEBPVP8 ');

describe('detectImageType', () => {
  it('recognises PNG, JPEG, GIF (87a and 89a) and WebP by their first bytes', () => {
    expect(detectImageType(png)).toEqual({ mime: 'image/png', ext: 'png' });
    expect(detectImageType(jpeg)).toEqual({ mime: 'image/jpeg', ext: 'jpg' });
    expect(detectImageType(gif)).toEqual({ mime: 'image/gif', ext: 'gif' });
    expect(detectImageType(bytes('GIF87a', [0]))).toEqual({ mime: 'image/gif', ext: 'gif' });
    expect(detectImageType(webp)).toEqual({ mime: 'image/webp', ext: 'webp' });
  });

  it('refuses a PHP script, SVG, HTML, a PDF and a RIFF that is not WebP (a WAV)', () => {
    expect(detectImageType(bytes('<?php system($_GET["c"]); ?>'))).toBeNull();
    expect(detectImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))).toBeNull();
    expect(detectImageType(bytes('<?xml version="1.0"?><svg/>'))).toBeNull();
    expect(detectImageType(bytes('<!doctype html><html>'))).toBeNull();
    expect(detectImageType(bytes('%PDF-1.7'))).toBeNull();
    expect(detectImageType(bytes('RIFF', [36, 0, 0, 0], 'WAVEfmt '))).toBeNull();
  });

  it('refuses truncated signatures and empty input', () => {
    expect(detectImageType(new Uint8Array())).toBeNull();
    expect(detectImageType(png.slice(0, 7))).toBeNull();
    expect(detectImageType(bytes([0xff, 0xd8]))).toBeNull();
    expect(detectImageType(bytes('GIF89'))).toBeNull();
    expect(detectImageType(bytes('RIFF', [0, 0, 0, 0], 'WEB'))).toBeNull();
  });
});

describe('checkImage', () => {
  it('accepts an image within the cap and names its type', () => {
    expect(checkImage(png, 1024)).toEqual({ ok: true, type: { mime: 'image/png', ext: 'png' } });
  });

  it('refuses an image over the cap with the cap in the message', () => {
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(png);
    expect(checkImage(big, 2 * 1024 * 1024)).toEqual({ ok: false, reason: 'size', message: 'The image is larger than 2 MB.' });
    expect(checkImage(big, 1.5 * 1024 * 1024)).toMatchObject({ message: 'The image is larger than 1.5 MB.' });
    expect(checkImage(big, 500 * 1024)).toMatchObject({ message: 'The image is larger than 500 KB.' });
  });

  it('refuses anything that is not one of the four formats, and an empty file', () => {
    expect(checkImage(bytes('<?php echo 1;'), 1024)).toEqual({
      ok: false,
      reason: 'type',
      message: 'Only PNG, JPEG, WebP or GIF images are accepted.',
    });
    expect(checkImage(new Uint8Array(), 1024)).toMatchObject({ ok: false, reason: 'empty' });
  });
});
