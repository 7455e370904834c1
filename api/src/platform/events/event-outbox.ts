import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import pg, { type PoolClient } from 'pg';
import type { QueryRunner } from 'typeorm';
import { currentTraceparent } from '../tracing/trace-carrier.js';
import { isDeclaredEvent, knownEventTypes, type EventPayloads, type EventType } from './event-catalog.js';

/** The Postgres channel the relay LISTENs on; NOTIFY is transactional, so it arrives on commit. */
export const outboxChannel = 'khela_outbox_appended';

/** Who and what caused an event: kept in `meta`, given to reactors, copied into the events they cause. */
export interface EventMeta {
  actor?: { kind: 'player' | 'staff' | 'system' | 'provider'; id: string };
  /** The business flow the event belongs to (a request id, a deposit id): shared by everything it causes. */
  correlationId?: string;
  /** The event (or command) that directly caused this one. */
  causationId?: string;
  requestId?: string;
  /**
   * The W3C trace context of the span that appended the event (set by `append` when traces are on), so the
   * reactor deliveries it causes join that trace, across processes and however late they run.
   */
  traceparent?: string;
}

/** An event to append: a declared type with its payload, and the stream whose order it keeps. */
export type NewEvent = {
  [T in EventType]: {
    type: T;
    /** Events of one stream reach each reactor in order (`deposit-<id>`, `player-<id>`). */
    streamId: string;
    data: EventPayloads[T];
    meta?: EventMeta;
    /** Defaults to a new uuid; give one to know it before the commit. */
    id?: string;
  };
}[EventType];

interface AnyNewEvent {
  type: string;
  streamId: string;
  data: unknown;
  meta?: EventMeta;
  id?: string;
}

export interface AppendedEvent {
  id: string;
  type: string;
  streamId: string;
  position: bigint;
}

/** The connection of the caller's open transaction: `inTransaction`'s client or a TypeORM query runner. */
export type TransactionDb = PoolClient | QueryRunner;

/** A misuse of the outbox (unknown type, no transaction, a payload JSON cannot carry): a programming error. */
export class EventOutboxError extends Error {}

const appendSql = `
  WITH inserted AS (
    INSERT INTO outbox_events (id, stream_id, type, data, meta)
    SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[], $4::jsonb[], $5::jsonb[])
    RETURNING id, stream_id, type, position)
  SELECT i.id, i.stream_id, i.type, i.position, pg_notify($6, '') AS notified FROM inserted i ORDER BY i.position`;

function json(value: unknown, what: string): string {
  try {
    return JSON.stringify(value ?? {});
  } catch (error) {
    throw new EventOutboxError(`${what} cannot be stored as JSON (${(error as Error).message}); carry money as a decimal string.`);
  }
}

/**
 * The transactional outbox: a module appends its domain events through the client of the transaction
 * that makes the change, so the events exist exactly when the change does (a rollback leaves none).
 * The relay delivers them to `@OnEvent` reactors after commit (see EventRelay).
 */
@Injectable()
export class EventOutbox {
  async append(db: TransactionDb, typed: readonly NewEvent[]): Promise<AppendedEvent[]> {
    // the untyped view: with no module events declared yet, NewEvent is `never`
    const events = typed as readonly AnyNewEvent[];
    if (events.length === 0) return [];
    if (db instanceof pg.Pool) {
      throw new EventOutboxError('EventOutbox.append needs the client of an open transaction (inTransaction), not the pool.');
    }
    if ('isTransactionActive' in db && !db.isTransactionActive) {
      throw new EventOutboxError('EventOutbox.append needs a query runner inside a transaction (startTransaction first).');
    }
    for (const event of events) {
      if (!isDeclaredEvent(event.type)) {
        throw new EventOutboxError(
          `Unknown event type "${String(event.type)}": declare it with declareEvents. Known: ${knownEventTypes().join(', ')}.`,
        );
      }
      if (typeof event.streamId !== 'string' || event.streamId.length === 0)
        throw new EventOutboxError(`Event "${event.type}" has no streamId.`);
    }
    const traceparent = currentTraceparent(); // undefined with traces off
    const params = [
      events.map((e) => e.id ?? randomUUID()),
      events.map((e) => e.streamId),
      events.map((e) => e.type),
      events.map((e) => json(e.data, `The data of "${e.type}"`)),
      events.map((e) => json(withTrace(e.meta, traceparent), `The meta of "${e.type}"`)),
      outboxChannel,
    ];
    const rows = await query<{ id: string; stream_id: string; type: string; position: string }>(db, appendSql, params);
    return rows.map((r) => ({ id: r.id, type: r.type, streamId: r.stream_id, position: BigInt(r.position) }));
  }
}

const withTrace = (meta: EventMeta | undefined, traceparent: string | undefined): EventMeta | undefined =>
  traceparent && !meta?.traceparent ? { ...meta, traceparent } : meta;

async function query<R>(db: TransactionDb, sql: string, params: unknown[]): Promise<R[]> {
  if ('manager' in db) return (await db.query(sql, params)) as R[];
  return (await db.query(sql, params)).rows as R[];
}
