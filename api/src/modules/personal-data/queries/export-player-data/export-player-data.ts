import type { PlayerDataExportSection, StaffPlayerDataExport } from '@khela/contracts';
import type { PoolClient } from 'pg';
import { exportRowCap, playerDataCatalogue, type CatalogueEntry } from '../../catalogue/personal-data-catalogue.js';

/** One table's rows of the player, as JSON-safe values (bigint and numeric as strings, times as ISO). */
async function sectionOf(db: PoolClient, entry: CatalogueEntry, playerId: string): Promise<PlayerDataExportSection> {
  const { rows, fields } = await db.query<Record<string, unknown>>(
    `SELECT ${entry.select ?? '*'} FROM ${entry.table} WHERE ${entry.where} ORDER BY ${entry.orderBy} LIMIT ${exportRowCap + 1}`,
    [playerId],
  );
  const omit = new Set(entry.omit ?? []);
  const dates = new Set(fields.filter((f) => f.dataTypeID === pgDate).map((f) => f.name));
  const kept = rows.slice(0, exportRowCap).map((row) =>
    Object.fromEntries(
      Object.entries(row)
        .filter(([k]) => !omit.has(k))
        .map(([k, v]) => [k, dates.has(k) ? calendarDay(v) : jsonValue(v)]),
    ),
  );
  return { table: entry.table, purpose: entry.purpose, rows: kept, truncated: rows.length > exportRowCap };
}

const pgDate = 1082;

/** A `date` column as the day it is (pg reads it as local midnight; ISO in UTC could show the day before). */
function calendarDay(value: unknown): unknown {
  if (!(value instanceof Date)) return value;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
}

function jsonValue(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return value.toString();
  if (Buffer.isBuffer(value)) return `\\x${value.toString('hex')}`;
  return value;
}

/**
 * Everything held about one player, table by table (the catalogue's order), read in the caller's
 * transaction, which is REPEATABLE READ so every section is of the same moment. Files (KYC images,
 * receipts, chat images) are listed, not included: they are identity documents and payment proofs that
 * staff hand over, if asked, through the pages that already show them.
 */
export async function exportPlayerData(db: PoolClient, playerId: string, exportedBy: string, now: Date): Promise<StaffPlayerDataExport> {
  const sections: PlayerDataExportSection[] = [];
  const { rows: present } = await db.query<{ table: string }>(
    `SELECT t AS table FROM unnest($1::text[]) AS t WHERE to_regclass('public.' || t) IS NOT NULL`,
    [playerDataCatalogue.map((e) => e.table)],
  );
  const existing = new Set(present.map((r) => r.table));
  for (const entry of playerDataCatalogue) if (existing.has(entry.table)) sections.push(await sectionOf(db, entry, playerId));
  const { rows: files } = await db.query<{ table: string; kind: string; created_at: Date | null }>(
    `SELECT 'kyc_submissions' AS table, side AS kind, submitted_at AS created_at
       FROM kyc_submissions, unnest(ARRAY['id_front', 'id_back', 'selfie']) AS side WHERE player_id = $1::text::bigint
     UNION ALL
     SELECT 'deposit_receipts', 'receipt', r.created_at FROM deposit_receipts r
       JOIN deposit_requests d ON d.id = r.deposit_id WHERE d.player_id = $1::text
     UNION ALL
     SELECT 'chat_messages', 'chat_image', m.created_at FROM chat_messages m
       JOIN chat_conversations c ON c.id = m.conversation_id WHERE c.player_id = $1::text::bigint AND m.image_path IS NOT NULL
     ORDER BY 3, 1, 2`,
    [playerId],
  );
  return {
    format: 'khela-player-data/1',
    player_id: playerId,
    exported_at: now.toISOString(),
    exported_by: exportedBy,
    sections,
    files: files.map((f) => ({ table: f.table, kind: f.kind, created_at: f.created_at?.toISOString() ?? null })),
  };
}
