import { playerOfLedgerStream } from '@khela/contracts';
import type { PoolClient } from 'pg';
import type { EventSourceName } from './event-catalog.js';
import type { EventMeta } from './event-outbox.js';
import { gapFreeBatchSql, gapFreeHeldBackSql, gapFreeHorizonSql } from './gap-free-read.js';
import type { DeliveredEvent } from './on-event.decorator.js';

/** One event row as the relay reads it; `data` and `meta` only for the types the reactor wants. */
export interface SourceRow {
  position: string;
  tx_id: string;
  event_id: string;
  stream_id: string;
  type: string;
  occurred_at: Date;
  data: Record<string, unknown> | null;
  meta: Record<string, unknown> | null;
}

interface SourceTable {
  table: string;
  eventId: string;
  /** Prefix of event names as reactors spell them. */
  namePrefix: string;
  toMeta(meta: Record<string, unknown>): EventMeta;
}

/**
 * The two tables the relay follows. The ledger's is read, never written: its append is the money hot
 * path, and reading ledger_events in commit order is exactly what its projections already do.
 */
export const eventSources: Record<EventSourceName, SourceTable> = {
  outbox: {
    table: 'outbox_events',
    eventId: 'e.id::text',
    namePrefix: '',
    toMeta: (meta) => meta as EventMeta,
  },
  ledger: {
    table: 'ledger_events',
    eventId: `'ledger-' || e.position`,
    namePrefix: 'ledger.',
    // the ledger keeps actor, correlationId, causationId and ip (no request id), and traceparent when traced
    toMeta: ({ actor, correlationId, causationId, traceparent }) => ({
      ...(actor ? { actor: actor as EventMeta['actor'] } : {}),
      ...(typeof correlationId === 'string' ? { correlationId } : {}),
      ...(typeof causationId === 'string' ? { causationId } : {}),
      ...(typeof traceparent === 'string' ? { traceparent } : {}),
    }),
  },
};

const columns = (source: SourceTable) => `
  e.position, e.tx_id, ${source.eventId} AS event_id, e.stream_id, e.type, e.occurred_at,
  CASE WHEN e.type = ANY($4::text[]) THEN e.data END AS data,
  CASE WHEN e.type = ANY($4::text[]) THEN e.meta END AS meta`;

/** The next batch after a checkpoint, in gap-free commit order, payloads only for `types`. */
export async function readBatch(
  db: PoolClient,
  name: EventSourceName,
  after: { tx_id: string; position: string },
  size: number,
  types: readonly string[],
): Promise<SourceRow[]> {
  const source = eventSources[name];
  const { rows } = await db.query<SourceRow>(gapFreeBatchSql(source.table, columns(source)), [after.tx_id, after.position, size, types]);
  return rows;
}

/** Whether committed events past `after` wait only for an older transaction to end (see gap-free-read.ts). */
export async function heldBack(db: PoolClient, name: EventSourceName, after: { tx_id: string; position: string }): Promise<boolean> {
  const { rows } = await db.query<{ held_back: boolean }>(gapFreeHeldBackSql(eventSources[name].table), [after.tx_id, after.position]);
  return rows[0]!.held_back;
}

/** One event by position (a retry reads it again). */
export async function readOne(db: PoolClient, name: EventSourceName, position: string): Promise<SourceRow | undefined> {
  const source = eventSources[name];
  const { rows } = await db.query<SourceRow>(
    `SELECT e.position, e.tx_id, ${source.eventId} AS event_id, e.stream_id, e.type, e.occurred_at, e.data, e.meta
       FROM ${source.table} e WHERE e.position = $1`,
    [position],
  );
  return rows[0];
}

/** Creates the checkpoint of a reactor on a source if missing: at the start, or at what is readable now. */
export async function ensureCheckpoint(
  db: PoolClient,
  reactor: string,
  name: EventSourceName,
  startAt: 'beginning' | 'now',
): Promise<void> {
  if (startAt === 'beginning') {
    await db.query(`INSERT INTO event_reactor_checkpoints (reactor, source) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [reactor, name]);
    return;
  }
  await db.query(
    `INSERT INTO event_reactor_checkpoints (reactor, source, tx_id, position)
     SELECT $1, $2, coalesce(h.tx_id, '0'::xid8), coalesce(h.position, 0)
       FROM (SELECT 1) one LEFT JOIN LATERAL (${gapFreeHorizonSql(eventSources[name].table)}) h ON true
     ON CONFLICT DO NOTHING`,
    [reactor, name],
  );
}

export function toDelivered(name: EventSourceName, row: SourceRow): DeliveredEvent {
  const source = eventSources[name];
  const playerId = name === 'ledger' ? playerOfLedgerStream(row.stream_id) : undefined;
  return {
    ...(playerId === undefined ? {} : { playerId }),
    id: row.event_id,
    type: `${source.namePrefix}${row.type}`,
    source: name,
    streamId: row.stream_id,
    data: (row.data ?? {}) as never,
    meta: source.toMeta(row.meta ?? {}),
    occurredAt: row.occurred_at,
    position: BigInt(row.position),
  } as DeliveredEvent;
}
