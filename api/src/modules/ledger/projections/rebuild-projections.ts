import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { ledgerProjections } from './ledger-projections.js';
import { catchUpTo, resetProjection } from './project-batch.js';
import type { Projection } from './projection.js';

export interface RebuildReport {
  projection: string;
  events: number;
}

/** The pg pool under a TypeORM data source (as the platform's DB_POOL provider does). */
export function poolOf(db: Pool | DataSource): Pool {
  return db instanceof DataSource ? (db.driver as unknown as { master: Pool }).master : db;
}

/**
 * `npm run projections:rebuild`: empties each projection (all of `projections`, or those named) and
 * replays the whole ledger into it. `projections` defaults to the ledger's own; the CLI passes every
 * registered one (LedgerProjectionRegistry.rebuild). Safe while workers run: batches and the reset take
 * the same per-projection lock. Readers see the projection refill from empty while it runs.
 */
export async function rebuildProjections(
  db: Pool | DataSource,
  names?: readonly string[],
  projections: readonly Projection[] = ledgerProjections(),
): Promise<RebuildReport[]> {
  const pool = poolOf(db);
  const unknown = (names ?? []).filter((n) => !projections.some((p) => p.name === n));
  if (unknown.length) {
    throw new Error(`unknown projection(s): ${unknown.join(', ')} (known: ${projections.map((p) => p.name).join(', ')})`);
  }
  const chosen = projections.filter((p) => !names?.length || names.includes(p.name));
  const report: RebuildReport[] = [];
  for (const projection of chosen) {
    await resetProjection(pool, projection);
    report.push({ projection: projection.name, events: await catchUpTo(pool, projection) });
  }
  return report;
}
