import { afterAll, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../../src/platform/paths.js';

const dir = mkdtempSync(join(tmpdir(), 'khela-backup-prune-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A backup as scripts/backup.mjs names and writes it; `damage` makes its manifest fail to verify. */
function fakeBackup(takenAt: string, damage?: 'content' | 'missing') {
  const name = `khela-khela_test-${takenAt.replace(/[:.]/g, '-')}`;
  const dump = Buffer.from(`PGDMP fake dump of ${takenAt}`);
  if (damage !== 'missing')
    writeFileSync(join(dir, `${name}.dump`), damage === 'content' ? Buffer.from(`QGDMP fake dump of ${takenAt}`) : dump);
  const manifest = {
    format: 'khela-backup/1',
    takenAt,
    dump: { file: `${name}.dump`, bytes: dump.length, sha256: createHash('sha256').update(dump).digest('hex') },
  };
  writeFileSync(join(dir, `${name}.manifest.json`), JSON.stringify(manifest));
  return name;
}

/** `npm run backup -- --prune-only ...` as an operator runs it (no database needed). */
function prune(...args: string[]) {
  const ran = spawnSync(process.execPath, [join(repoRoot, 'scripts/backup.mjs'), '--prune-only', '--dir', dir, ...args], {
    cwd: repoRoot,
    env: { ...process.env, BACKUP_KEEP_DAILY: '', BACKUP_KEEP_MONTHLY: '' },
    encoding: 'utf8',
  });
  return { code: ran.status, output: `${ran.stdout}${ran.stderr}` };
}

const manifests = () =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.manifest.json'))
    .map((f) => f.replace(/^khela-khela_test-/, '').replace('.manifest.json', ''))
    .sort();

/**
 * Pruning (scripts/backup-prune.mjs, run by `npm run backup`): 40 nightly backups at 02:30 Dhaka (20:30 UTC the
 * evening before), one more earlier on the newest day, one damaged and one whose dump is missing.
 */
describe('npm run backup: pruning keeps the last N days and M months (Dhaka time), the newest good one, and every unverified one', () => {
  const start = Date.parse('2026-11-26T20:30:00.000Z');
  for (let day = 0; day < 40; day += 1) fakeBackup(new Date(start - day * 86_400_000).toISOString());
  fakeBackup('2026-11-26T19:00:00.000Z'); // 01:00 Dhaka on the same Dhaka day as the newest: not the newest of its day
  const damaged = fakeBackup('2026-11-10T10:00:00.000Z', 'content'); // old enough to be pruned if it were good
  fakeBackup('2026-11-26T22:00:00.000Z', 'missing'); // newer than every good one
  const unrelated = ['khela-khela_test-2026-11-26T23-00-00-000Z.dump.partial', 'drill.report.json', 'orphan.dump'];
  for (const file of unrelated) writeFileSync(join(dir, file), 'x');

  it('refuses a count that is not a whole number', () => {
    const ran = prune('--keep-daily', '-1');
    expect(ran.code).toBe(2);
    expect(ran.output).toContain('--keep-daily / BACKUP_KEEP_DAILY must be a whole number');
    expect(manifests()).toHaveLength(43);
  });

  it('keeps 3 days and 2 months: October is Dhaka time (20:30 UTC on 31 October is already 1 November in Dhaka)', () => {
    const ran = prune('--keep-daily', '3', '--keep-monthly', '2');
    expect(ran.code).toBe(0);
    expect(manifests()).toEqual([
      '2026-10-30T20-30-00-000Z', // October's newest (Dhaka 31 October 02:30)
      '2026-11-10T10-00-00-000Z', // does not verify: kept
      '2026-11-24T20-30-00-000Z',
      '2026-11-25T20-30-00-000Z',
      '2026-11-26T20-30-00-000Z', // the newest good one (November's too)
      '2026-11-26T22-00-00-000Z', // does not verify: kept
    ]);
    expect(ran.output).toContain(
      `KEPT, does not verify: ${damaged}.manifest.json: dump ${damaged}.dump: SHA-256 differs from the manifest's`,
    );
    expect(ran.output).toMatch(/KEPT, does not verify: .*T22-00-00-000Z\.manifest\.json: dump .* is missing/);
    expect(ran.output).toContain('4 kept, 37 deleted, 2 not verified (kept)');
    // a deleted backup's dump goes with its manifest; files that are not a backup stay
    expect(readdirSync(dir).filter((f) => f.startsWith('khela-') && f.endsWith('.dump'))).toHaveLength(5); // 4 good + the damaged one
    for (const file of unrelated) expect(readdirSync(dir)).toContain(file);
  });

  it('keeps the newest good backup even with nothing else to keep, and never the unverified ones', () => {
    const ran = prune('--keep-daily', '0', '--keep-monthly', '0');
    expect(ran.code).toBe(0);
    expect(manifests()).toEqual(['2026-11-10T10-00-00-000Z', '2026-11-26T20-30-00-000Z', '2026-11-26T22-00-00-000Z']);
    expect(ran.output).toContain('1 kept, 3 deleted, 2 not verified (kept)');
  });
});
