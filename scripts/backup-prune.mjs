// Pruning of old backups (issue 23; README, Operations, Backups and the restore drill). `npm run backup` runs it
// after a backup succeeded; `npm run backup -- --prune-only` runs it alone.
//
// Keeps, among the backups whose manifest verifies (the dump is there with the size and SHA-256 the manifest
// records, the restore drill's first step), the newest of each of the last `keepDaily` days and the newest of
// each of the last `keepMonthly` months that have one (days and months in Asia/Dhaka time), and always the newest
// good backup, whatever the settings. Deletes the other good ones (the manifest first, so an interrupted prune
// leaves at worst a dump without manifest: an unfinished backup, which nothing counts). Never deletes a backup
// whose manifest does not verify: it keeps it and says why, for a person to look at. Files that are not a
// manifest and its dump (`.partial` files of a backup in progress, drill reports, dumps without a manifest)
// are left alone.
import { existsSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { manifestFormat, sha256File } from './backup-files.mjs';

export const defaultKeepDaily = 14;
export const defaultKeepMonthly = 12;

const dhakaOffsetMs = 6 * 3600 * 1000; // Asia/Dhaka is UTC+6 all year (no daylight saving time)
const dhakaDay = (date) => new Date(date.getTime() + dhakaOffsetMs).toISOString().slice(0, 10);

/** A count of backups to keep from an option or an environment variable: a whole number, 0 or more. */
export function keepCount(value, name, fallback) {
  if (value === undefined || value === '') return fallback;
  if (!/^\d+$/.test(String(value))) throw new Error(`${name} must be a whole number (0 or more), not "${value}"`);
  return Number(value);
}

/** One backup in `dir`: its manifest checked as the restore drill's first step checks it. */
async function checkBackup(dir, manifestFile) {
  const manifestPath = join(dir, manifestFile);
  const backup = { manifest: manifestFile, dump: undefined, takenAt: undefined, problem: undefined };
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  } catch (error) {
    return { ...backup, problem: `manifest unreadable: ${error.message}` };
  }
  const takenAt = typeof manifest?.takenAt === 'string' ? new Date(manifest.takenAt) : undefined;
  if (manifest?.format !== manifestFormat) return { ...backup, problem: `not a Khela backup manifest (format ${manifest?.format})` };
  if (!takenAt || Number.isNaN(takenAt.getTime())) return { ...backup, problem: 'manifest has no valid takenAt' };
  const { file, bytes, sha256 } = manifest.dump ?? {};
  if (typeof file !== 'string' || file !== basename(file) || typeof bytes !== 'number' || typeof sha256 !== 'string')
    return { ...backup, takenAt, problem: 'manifest has no valid dump entry' };
  const dumpPath = join(dir, file);
  const checked = { ...backup, takenAt, dump: file };
  if (!existsSync(dumpPath)) return { ...checked, problem: `dump ${file} is missing` };
  const size = statSync(dumpPath).size;
  if (size !== bytes) return { ...checked, problem: `dump ${file} has ${size} bytes, the manifest ${bytes}` };
  if ((await sha256File(dumpPath)) !== sha256) return { ...checked, problem: `dump ${file}: SHA-256 differs from the manifest's` };
  return checked;
}

/**
 * Decides and (unless `dryRun`) deletes; returns { kept, deleted, unverified } (manifest file names) and logs
 * one line per backup deleted or not verified. Reads every dump once to check it.
 */
export async function pruneBackups({
  dir,
  keepDaily = defaultKeepDaily,
  keepMonthly = defaultKeepMonthly,
  dryRun = false,
  log = (line) => console.log(line),
}) {
  if (!existsSync(dir)) {
    log(`Pruning: no backup folder ${dir}, nothing to prune`);
    return { kept: [], deleted: [], unverified: [] };
  }
  const backups = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.manifest.json'))) backups.push(await checkBackup(dir, file));
  const good = backups.filter((b) => !b.problem).sort((a, b) => b.takenAt - a.takenAt || (a.manifest < b.manifest ? 1 : -1));
  const unverified = backups.filter((b) => b.problem);

  const keep = new Set();
  if (good.length) keep.add(good[0].manifest); // the newest good backup, always
  const newestPer = (period, count) => {
    const seen = new Set();
    for (const backup of good) {
      const key = period(backup.takenAt);
      if (seen.has(key)) continue;
      if (seen.size >= count) break;
      seen.add(key);
      keep.add(backup.manifest);
    }
  };
  newestPer(dhakaDay, keepDaily);
  newestPer((date) => dhakaDay(date).slice(0, 7), keepMonthly);

  const deleted = [];
  for (const backup of good) {
    if (keep.has(backup.manifest)) continue;
    if (!dryRun) {
      rmSync(join(dir, backup.manifest), { force: true });
      rmSync(join(dir, backup.dump), { force: true });
    }
    deleted.push(backup.manifest);
    log(`${dryRun ? 'Would delete' : 'Deleted'} backup ${backup.manifest} (${backup.takenAt.toISOString()}) and its dump`);
  }
  for (const backup of unverified)
    log(
      `KEPT, does not verify: ${backup.manifest}: ${backup.problem}. Not deleted: look at it (npm run restore-drill -- --manifest <file>), then delete it by hand.`,
    );
  log(
    `Pruning ${dir} (keep the newest of the last ${keepDaily} days and ${keepMonthly} months, Dhaka time): ` +
      `${keep.size} kept, ${deleted.length} ${dryRun ? 'to delete' : 'deleted'}, ${unverified.length} not verified (kept)`,
  );
  return { kept: good.filter((b) => keep.has(b.manifest)).map((b) => b.manifest), deleted, unverified: unverified.map((b) => b.manifest) };
}
