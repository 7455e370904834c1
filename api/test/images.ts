/** Image files for upload tests: real images, and the hostile ones an attacker would send. */

/** A real 1x1 PNG. */
export const realPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A real 1x1 transparent GIF. */
export const realGif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** The script the polyglot carries; a stored file must never contain it. */
export const polyglotScript = "alert('polyglot')";

/**
 * A GIF that is also JavaScript: a real, decodable GIF whose screen width bytes spell `/*` (so the file
 * reads as `GIF89a/* ... *\/=1;alert('polyglot');/* ... *\/`), with the script in a GIF comment block and
 * the closing comment after the trailer. Served as-is from the site's origin it runs as a script.
 */
export function gifJsPolyglot(): Buffer {
  const headerAndPalette = Buffer.from(realGif.subarray(0, 19)); // GIF89a, screen descriptor, 2-colour palette
  headerAndPalette[6] = 0x2f; // '/'
  headerAndPalette[7] = 0x2a; // '*'
  const script = Buffer.from(`*/=1;${polyglotScript};/*`);
  const comment = Buffer.concat([Buffer.from([0x21, 0xfe, script.length]), script, Buffer.from([0])]);
  const frames = realGif.subarray(19, realGif.length - 1);
  return Buffer.concat([headerAndPalette, comment, frames, Buffer.from(';*/')]);
}

/** Starts like a GIF, is nothing but script: the first-bytes check passes, decoding does not. */
export const gifMagicScript = Buffer.from(`GIF89a=1;${polyglotScript}//`);
