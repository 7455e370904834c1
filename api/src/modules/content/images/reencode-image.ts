import sharp from 'sharp';
import { imageRefusals, maxImagePixels, type ImageType } from '../domain/image-type.js';

// Uploads are untrusted: none of their decoded pixels stay in libvips' operation cache.
sharp.cache(false);

export type ReencodedImage =
  | { ok: true; bytes: Buffer; type: ImageType; width: number; height: number }
  | { ok: false; reason: 'unreadable' | 'pixels'; message: string };

/**
 * Decodes an uploaded image (already of an accepted type by its first bytes) and encodes it again in
 * the same format. What is stored and served is then only what sharp wrote: nothing of the upload's own
 * bytes survives (a script hidden in a GIF comment or after its trailer, a polyglot header, EXIF with
 * the uploader's location or camera). Anything sharp cannot decode is refused. JPEGs are first turned
 * upright by their EXIF orientation, since the metadata that carried it is dropped; GIF and WebP keep
 * their animation.
 */
export async function reencodeImage(bytes: Uint8Array, type: ImageType): Promise<ReencodedImage> {
  const animated = type.ext === 'gif' || type.ext === 'webp';
  try {
    const decoded = sharp(bytes, { animated, limitInputPixels: maxImagePixels, failOn: 'error' });
    // Formats sniffed by libvips must agree with the magic bytes we accepted: no second reading of the same file.
    const { format } = await decoded.metadata();
    if (format !== sharpFormat[type.ext]) return unreadable();
    const encoded =
      type.ext === 'png'
        ? decoded.png()
        : type.ext === 'jpg'
          ? decoded.rotate().jpeg({ quality: 90, mozjpeg: true })
          : type.ext === 'webp'
            ? decoded.webp({ quality: 90 })
            : decoded.gif();
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { ok: true, bytes: data, type, width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      return { ok: false, reason: 'pixels', message: imageRefusals.pixels };
    }
    return unreadable();
  }
}

const sharpFormat: Record<ImageType['ext'], string> = { png: 'png', jpg: 'jpeg', webp: 'webp', gif: 'gif' };

const unreadable = (): ReencodedImage => ({ ok: false, reason: 'unreadable', message: imageRefusals.unreadable });
