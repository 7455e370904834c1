import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';

/** The manifest format `npm run backup` writes (scripts/backup.mjs, manifestFormat). */
export const backupManifestFormat = 'khela-backup/1';

export interface BackupCheck {
  manifest: string;
  /** The snapshot's time from the manifest (undefined when the manifest cannot be read). */
  takenAt?: Date;
  /** Empty: the manifest verifies (its dump is there with the size and SHA-256 it records). */
  problem?: string;
}

export interface BackupStatus {
  /** The newest backup whose manifest verifies; undefined when none does. */
  newestGood?: { manifest: string; takenAt: Date };
  /** Backups newer than the newest good one (all, when none is good) whose manifest does not verify. */
  unverified: BackupCheck[];
}

/**
 * Remembers the SHA-256 of dump files by path, size and modification time, so a scrape every 15 s hashes
 * each dump once, not on every scrape; two reads of the same file at once share one hash.
 */
export class DumpHashCache {
  private readonly hashes = new Map<string, Promise<string>>();

  hash(path: string, size: number, mtimeMs: number): Promise<string> {
    const key = `${path}\0${size}\0${mtimeMs}`;
    let hash = this.hashes.get(key);
    if (!hash) {
      for (const old of this.hashes.keys()) if (old.startsWith(`${path}\0`)) this.hashes.delete(old);
      hash = sha256File(path);
      hash.catch(() => this.hashes.delete(key));
      this.hashes.set(key, hash);
    }
    return hash;
  }
}

function sha256File(path: string): Promise<string> {
  return new Promise((done, fail) => {
    const hash = createHash('sha256');
    createReadStream(path)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', fail)
      .on('end', () => done(hash.digest('hex')));
  });
}

/**
 * Checks one backup as the restore drill's first step does: the manifest is Khela's, names a dump beside it,
 * and that dump has the size and SHA-256 the manifest records.
 */
export async function checkBackup(manifestPath: string, hashes: DumpHashCache): Promise<BackupCheck> {
  const manifest = basename(manifestPath);
  let parsed: { format?: unknown; takenAt?: unknown; dump?: { file?: unknown; bytes?: unknown; sha256?: unknown } };
  try {
    parsed = JSON.parse(await readFile(manifestPath, 'utf8'));
  } catch (error) {
    return { manifest, problem: `manifest unreadable: ${error instanceof Error ? error.message : String(error)}` };
  }
  const takenAt = typeof parsed?.takenAt === 'string' ? new Date(parsed.takenAt) : undefined;
  if (parsed?.format !== backupManifestFormat)
    return { manifest, problem: `not a Khela backup manifest (format ${String(parsed?.format)})` };
  if (!takenAt || Number.isNaN(takenAt.getTime())) return { manifest, problem: 'manifest has no valid takenAt' };
  const { file, bytes, sha256 } = parsed.dump ?? {};
  if (typeof file !== 'string' || file !== basename(file) || typeof bytes !== 'number' || typeof sha256 !== 'string')
    return { manifest, takenAt, problem: 'manifest has no valid dump entry' };
  const dumpPath = join(manifestPath, '..', file);
  const info = await stat(dumpPath).catch(() => undefined);
  if (!info?.isFile()) return { manifest, takenAt, problem: `dump ${file} is missing` };
  if (info.size !== bytes) return { manifest, takenAt, problem: `dump ${file} has ${info.size} bytes, the manifest ${bytes}` };
  if ((await hashes.hash(dumpPath, info.size, info.mtimeMs)) !== sha256)
    return { manifest, takenAt, problem: `dump ${file}: SHA-256 differs from the manifest's` };
  return { manifest, takenAt };
}

/** The snapshot time a backup's name carries (khela-<db>-2026-11-26T20-05-32-123Z.manifest.json), to order them. */
export function takenAtFromName(name: string): Date | undefined {
  const match = /(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z\.manifest\.json$/.exec(name);
  if (!match) return undefined;
  const date = new Date(`${match[1]}T${match[2]}:${match[3]}:${match[4]}.${match[5]}Z`);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * The backups in `dir`, newest first (by the time in the name, else the manifest file's modification time),
 * checked one by one until one verifies: that is the newest good backup; the ones before it did not verify.
 * Older backups are not hashed (a scrape must stay cheap). A missing folder holds no backups.
 */
export async function readBackupStatus(dir: string, hashes: DumpHashCache): Promise<BackupStatus> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[];
    throw error;
  });
  const manifests = await Promise.all(
    names
      .filter((name) => name.endsWith('.manifest.json'))
      .map(async (name) => ({
        path: join(dir, name),
        order: takenAtFromName(name)?.getTime() ?? (await stat(join(dir, name)).catch(() => undefined))?.mtimeMs ?? 0,
      })),
  );
  manifests.sort((a, b) => b.order - a.order);
  const unverified: BackupCheck[] = [];
  for (const { path } of manifests) {
    const check = await checkBackup(path, hashes);
    if (!check.problem) return { newestGood: { manifest: check.manifest, takenAt: check.takenAt! }, unverified };
    unverified.push(check);
  }
  return { unverified };
}

/** Seconds from the newest good backup's snapshot to `now`; Infinity when there is none (the alert fires). */
export function newestGoodAgeSeconds(status: BackupStatus, now: Date): number {
  return status.newestGood ? Math.max(0, (now.getTime() - status.newestGood.takenAt.getTime()) / 1000) : Infinity;
}
