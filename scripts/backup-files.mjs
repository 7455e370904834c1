// What the backup scripts share about a backup's files (issue 23): the manifest format and the dump's SHA-256.
// backup.mjs re-exports both; backup-prune.mjs imports them from here (importing backup.mjs, the script that runs
// it, would wait on itself).
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';

export const manifestFormat = 'khela-backup/1';

export function sha256File(path) {
  return new Promise((done, fail) => {
    const hash = createHash('sha256');
    createReadStream(path)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', fail)
      .on('end', () => done(hash.digest('hex')));
  });
}
