/**
 * What an uploaded file really is, read from its first bytes (its "magic number"). The file name and
 * the declared Content-Type are the uploader's claims and are never trusted. Only raster formats a
 * browser shows inertly are accepted: SVG (it can carry script), HTML, PHP and everything else are not.
 */
export interface ImageType {
  mime: 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif';
  /** The extension the stored file gets, so the static server sends the matching Content-Type. */
  ext: 'png' | 'jpg' | 'webp' | 'gif';
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const GIF87 = ascii('GIF87a');
const GIF89 = ascii('GIF89a');
const RIFF = ascii('RIFF');
const WEBP = ascii('WEBP');

/** The image type of these bytes, or null when they are not a PNG, JPEG, WebP or GIF. */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, PNG)) return { mime: 'image/png', ext: 'png' };
  if (startsWith(bytes, JPEG)) return { mime: 'image/jpeg', ext: 'jpg' };
  if (startsWith(bytes, GIF87) || startsWith(bytes, GIF89)) return { mime: 'image/gif', ext: 'gif' };
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return { mime: 'image/webp', ext: 'webp' };
  return null;
}

/** The most pixels an uploaded image may decode to: a small file can declare a huge canvas (a decompression bomb). */
export const maxImagePixels = 40_000_000;

export const imageRefusals = {
  type: 'Only PNG, JPEG, WebP or GIF images are accepted.',
  size: (maxBytes: number) => `The image is larger than ${formatMegabytes(maxBytes)}.`,
  empty: 'Choose an image file to upload.',
  /** The first bytes say image, but it does not decode as one (a disguised or damaged file). */
  unreadable: 'The image could not be read. Upload a valid PNG, JPEG, WebP or GIF file.',
  pixels: `The image is too large: at most ${maxImagePixels / 1_000_000} megapixels.`,
} as const;

const formatMegabytes = (bytes: number): string => {
  const mb = bytes / (1024 * 1024);
  if (mb < 1) return `${Math.round(bytes / 1024)} KB`;
  return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
};

export type ImageCheck = { ok: true; type: ImageType } | { ok: false; reason: 'empty' | 'type' | 'size'; message: string };

/** The whole acceptance rule for an uploaded image (content art, deposit receipts): size first, then type. */
export function checkImage(bytes: Uint8Array, maxBytes: number): ImageCheck {
  if (bytes.length === 0) return { ok: false, reason: 'empty', message: imageRefusals.empty };
  if (bytes.length > maxBytes) return { ok: false, reason: 'size', message: imageRefusals.size(maxBytes) };
  const type = detectImageType(bytes);
  return type ? { ok: true, type } : { ok: false, reason: 'type', message: imageRefusals.type };
}
