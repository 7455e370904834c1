import { afterAll, describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DumpHashCache, newestGoodAgeSeconds, readBackupStatus, takenAtFromName } from './backup-status.js';

const root = mkdtempSync(join(tmpdir(), 'khela-backup-status-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

let dirs = 0;
const freshDir = () => {
  const dir = join(root, String((dirs += 1)));
  mkdirSync(dir);
  return dir;
};

/** A backup as scripts/backup.mjs writes it: a dump and a manifest naming its size and SHA-256. */
function fakeBackup(dir: string, takenAt: string, options: { damage?: 'bytes' | 'content' | 'missing' | 'format' } = {}) {
  const name = `khela-khela-${takenAt.replace(/[:.]/g, '-')}`;
  const dump = Buffer.from(`PGDMP fake dump of ${takenAt}`);
  if (options.damage !== 'missing') {
    const written = options.damage === 'content' ? Buffer.from(dump.toString().replace('P', 'Q')) : dump;
    writeFileSync(join(dir, `${name}.dump`), options.damage === 'bytes' ? Buffer.concat([written, Buffer.from('x')]) : written);
  }
  const manifest = {
    format: options.damage === 'format' ? 'something-else/1' : 'khela-backup/1',
    takenAt,
    dump: { file: `${name}.dump`, bytes: dump.length, sha256: createHash('sha256').update(dump).digest('hex') },
  };
  writeFileSync(join(dir, `${name}.manifest.json`), JSON.stringify(manifest));
  return `${name}.manifest.json`;
}

describe('backup status: the newest backup whose manifest verifies, and its age', () => {
  const now = new Date('2026-11-26T20:00:00.000Z');

  it('reads the time a backup name carries', () => {
    expect(takenAtFromName('khela-khela-2026-11-26T19-30-05-123Z.manifest.json')?.toISOString()).toBe('2026-11-26T19:30:05.123Z');
    expect(takenAtFromName('notes.manifest.json')).toBeUndefined();
  });

  it('an empty or missing folder has no good backup: the age is +Inf, so the alert fires', async () => {
    const missing = await readBackupStatus(join(root, 'no-such-folder'), new DumpHashCache());
    expect(missing).toEqual({ unverified: [] });
    expect(newestGoodAgeSeconds(missing, now)).toBe(Infinity);
    expect(await readBackupStatus(freshDir(), new DumpHashCache())).toEqual({ unverified: [] });
  });

  it('takes the newest good backup, counting the newer ones that do not verify, and ignores unfinished dumps', async () => {
    const dir = freshDir();
    fakeBackup(dir, '2026-11-24T20:30:00.000Z');
    const good = fakeBackup(dir, '2026-11-25T20:30:00.000Z');
    fakeBackup(dir, '2026-11-26T02:30:00.000Z', { damage: 'content' });
    fakeBackup(dir, '2026-11-26T08:30:00.000Z', { damage: 'bytes' });
    fakeBackup(dir, '2026-11-26T14:30:00.000Z', { damage: 'missing' });
    fakeBackup(dir, '2026-11-26T18:30:00.000Z', { damage: 'format' });
    writeFileSync(join(dir, 'khela-khela-2026-11-26T19-59-00-000Z.dump.partial'), 'half a dump');
    const status = await readBackupStatus(dir, new DumpHashCache());
    expect(status.newestGood).toEqual({ manifest: good, takenAt: new Date('2026-11-25T20:30:00.000Z') });
    expect(status.unverified.map((c) => c.problem)).toEqual([
      'not a Khela backup manifest (format something-else/1)',
      expect.stringMatching(/^dump .* is missing$/),
      expect.stringMatching(/has \d+ bytes, the manifest \d+$/),
      expect.stringMatching(/SHA-256 differs/),
    ]);
    expect(newestGoodAgeSeconds(status, now)).toBe(23.5 * 3600);
  });

  it('a fresh good backup makes the age small; a dump changed after it was hashed is hashed again', async () => {
    const dir = freshDir();
    const hashes = new DumpHashCache();
    const manifest = fakeBackup(dir, '2026-11-26T19:59:30.000Z');
    expect(newestGoodAgeSeconds(await readBackupStatus(dir, hashes), now)).toBe(30);
    const dumpPath = join(dir, manifest.replace('.manifest.json', '.dump'));
    const original = readFileSync(dumpPath);
    writeFileSync(dumpPath, Buffer.from(original.toString().replace('P', 'Q')));
    utimesSync(dumpPath, new Date(), new Date(Date.now() + 5000));
    const status = await readBackupStatus(dir, hashes);
    expect(status.newestGood).toBeUndefined();
    expect(status.unverified).toHaveLength(1);
  });
});
