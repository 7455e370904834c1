import { playerOfLedgerStream } from '@khela/contracts';
import type { Pool, PoolClient } from 'pg';
import type { ProjectedEvent, Projection } from './projection.js';
import { connect, isConnectionError } from '../../../platform/database/transaction.js';
import { gapFreeBatchSql, gapFreeHeldBackSql } from '../../../platform/events/gap-free-read.js';

export const defaultBatchSize = 500;

interface EventRow {
  position: string;
  tx_id: string;
  stream_id: string;
  version: number;
  type: string;
  data: Record<string, unknown>;
  occurred_at: Date;
}

// Read gap-free in commit order (platform/events/gap-free-read.ts says why (tx_id, position) and not position alone).
const readEventsSql = gapFreeBatchSql('ledger_events', 'e.position, e.tx_id, e.stream_id, e.version, e.type, e.data, e.occurred_at');
const heldBackSql = gapFreeHeldBackSql('ledger_events');

// Serialises every process working on one projection (several workers, or a rebuild while a worker
// runs) without writing a row before the events are read.
const lockProjection = (client: PoolClient, name: string) => client.query(`SELECT pg_advisory_xact_lock(727002, hashtext($1))`, [name]);

export interface BatchResult {
  /** Events applied; fewer than the batch size means the projection has caught up with what it may read. */
  applied: number;
  /** Caught up, but committed events are held back behind an older open transaction: look again soon. */
  heldBack: boolean;
}

/** Applies the next batch of events to one projection and advances its checkpoint, in one transaction. */
export async function projectBatch(pool: Pool, projection: Projection, batchSize = defaultBatchSize): Promise<BatchResult> {
  // guarded: a terminated connection fails this batch (retried by the runner), never the process
  const client = await connect(pool);
  let broken: Error | undefined;
  try {
    await client.query('BEGIN');
    await lockProjection(client, projection.name);
    await client.query(`INSERT INTO projection_checkpoints (name) VALUES ($1) ON CONFLICT (name) DO NOTHING`, [projection.name]);
    const { rows: checkpoint } = await client.query<{ tx_id: string; position: string }>(
      `SELECT tx_id, position FROM projection_checkpoints WHERE name = $1`,
      [projection.name],
    );
    const from = checkpoint[0]!;
    const { rows } = await client.query<EventRow>(readEventsSql, [from.tx_id, from.position, batchSize]);
    if (rows.length > 0) {
      const events: ProjectedEvent[] = rows.map((r) => ({
        position: BigInt(r.position),
        streamId: r.stream_id,
        playerId: playerOfLedgerStream(r.stream_id),
        version: r.version,
        type: r.type,
        data: r.data,
        occurredAt: r.occurred_at,
      }));
      await projection.apply(events, client);
      const last = rows[rows.length - 1]!;
      await client.query(`UPDATE projection_checkpoints SET tx_id = $2, position = $3, updated_at = now() WHERE name = $1`, [
        projection.name,
        last.tx_id,
        last.position,
      ]);
    }
    let heldBack = false;
    if (rows.length < batchSize) {
      const after = rows[rows.length - 1] ?? from;
      const { rows: waiting } = await client.query<{ held_back: boolean }>(heldBackSql, [after.tx_id, after.position]);
      heldBack = waiting[0]!.held_back;
    }
    await client.query('COMMIT');
    return { applied: rows.length, heldBack };
  } catch (error) {
    if (isConnectionError(error)) broken = error as Error;
    await client.query('ROLLBACK').catch((rollbackError: Error) => (broken = rollbackError));
    throw error;
  } finally {
    client.release(broken); // a dropped connection is discarded, not handed out again
  }
}

/** Applies batches until the projection has caught up with every finished transaction. */
export async function catchUp(pool: Pool, projection: Projection, batchSize = defaultBatchSize): Promise<number> {
  let total = 0;
  for (;;) {
    const { applied } = await projectBatch(pool, projection, batchSize);
    total += applied;
    if (applied < batchSize) return total;
  }
}

/** Empties a projection and sets its checkpoint back to the start, atomically. */
export async function resetProjection(pool: Pool, projection: Projection): Promise<void> {
  // guarded: a terminated connection fails this batch (retried by the runner), never the process
  const client = await connect(pool);
  let broken: Error | undefined;
  try {
    await client.query('BEGIN');
    await lockProjection(client, projection.name);
    await projection.reset(client);
    await client.query(
      `INSERT INTO projection_checkpoints (name) VALUES ($1)
       ON CONFLICT (name) DO UPDATE SET tx_id = '0', position = 0, updated_at = now()`,
      [projection.name],
    );
    await client.query('COMMIT');
  } catch (error) {
    if (isConnectionError(error)) broken = error as Error;
    await client.query('ROLLBACK').catch((rollbackError: Error) => (broken = rollbackError));
    throw error;
  } finally {
    client.release(broken); // a dropped connection is discarded, not handed out again
  }
}

/**
 * Projects until every event that existed when called is applied, waiting while a transaction
 * elsewhere in the cluster holds the snapshot's xmin back (see gap-free-read.ts). For rebuilds and the
 * verifier, which must not stop at a momentary hold-up; gives up after `timeoutMs`.
 */
export async function catchUpTo(pool: Pool, projection: Projection, timeoutMs = 30_000): Promise<number> {
  const { rows } = await pool.query<{ target: string | null }>(`SELECT max(position) AS target FROM ledger_events`);
  const target = rows[0]!.target;
  let total = 0;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { applied } = await projectBatch(pool, projection);
    total += applied;
    if (applied === defaultBatchSize) continue;
    if (target === null || !(await hasUnprojected(pool, projection.name, target))) return total;
    if (Date.now() > deadline) throw new Error(`projection ${projection.name} did not catch up within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function hasUnprojected(pool: Pool, name: string, upTo: string): Promise<boolean> {
  const { rows } = await pool.query<{ behind: boolean }>(
    `SELECT EXISTS (
       SELECT 1 FROM ledger_events e, (SELECT coalesce((SELECT tx_id FROM projection_checkpoints WHERE name = $1), '0'::xid8) AS tx_id,
                                              coalesce((SELECT position FROM projection_checkpoints WHERE name = $1), 0) AS position) cp
        WHERE e.position <= $2 AND (e.tx_id, e.position) > (cp.tx_id, cp.position)) AS behind`,
    [name, upTo],
  );
  return rows[0]!.behind;
}
