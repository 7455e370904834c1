import { SpanKind, SpanStatusCode } from '@opentelemetry/api';
import type { Pool, PoolClient } from 'pg';
import { connect, isConnectionError } from '../database/transaction.js';
import { requestContext } from '../logging/request-context.js';
import { contextFromTraceparent } from '../tracing/trace-carrier.js';
import type { Tracing } from '../tracing/tracing.js';
import type { EventSourceName } from './event-catalog.js';
import { ensureCheckpoint, heldBack, readBatch, readOne, toDelivered, type SourceRow } from './event-sources.js';
import type { DeliveredEvent, ReactorContext } from './on-event.decorator.js';
import type { Reactor } from './reactor-registry.js';

export interface RelaySettings {
  /** Attempts at one event before it becomes a dead letter. */
  maxAttempts: number;
  retryMinMs: number;
  retryMaxMs: number;
  /** Events read per source per tick. */
  batchSize: number;
  /**
   * A tick commits after this long even with events left: its transaction holds back the snapshot
   * xmin every gap-free reader (projections included) waits on, so it is kept short.
   */
  budgetMs: number;
  /** A span per delivery when traces are on (EventRelay gives it; tests calling relayTick may leave it out). */
  tracing?: Tracing;
}

export interface TickResult {
  /** Another process holds this reactor's lock: nothing was done. */
  busy: boolean;
  /** Work is left (a full batch, or the budget ran out): run again without waiting. */
  more: boolean;
  /**
   * Events have committed that the gap-free read cannot see yet (an older transaction somewhere is still
   * open): look again shortly instead of at the next poll, since their NOTIFY has already come and gone.
   */
  heldBack: boolean;
  delivered: number;
}

/** The wait before attempt `attempt + 1`: retryMinMs doubled per attempt made, at most retryMaxMs. */
export function backoffMs(attempt: number, settings: Pick<RelaySettings, 'retryMinMs' | 'retryMaxMs'>): number {
  return Math.min(settings.retryMaxMs, settings.retryMinMs * 2 ** Math.max(0, attempt - 1));
}

// Per-reactor lock, held by the round's connection (session level) for the round. A try-lock: a second
// process skips instead of queueing. Postgres releases it when the connection dies with its process.
const reactorLockClass = 727003;
const errorTextLimit = 4000;

const purposePattern = /^[A-Za-z0-9_-]{1,60}$/;

function describe(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, errorTextLimit);
}

function contextFor(reactor: Reactor, event: DeliveredEvent, attempt: number, db: PoolClient): ReactorContext {
  return {
    reactor: reactor.name,
    attempt,
    db,
    idempotencyKey: (purpose?: string) => {
      if (purpose !== undefined && !purposePattern.test(purpose))
        throw new Error(`idempotency key purpose "${purpose}": letters, digits, _ and - only`);
      return `${reactor.name}.${event.id}${purpose ? `.${purpose}` : ''}`;
    },
    causedBy: () => ({
      correlationId: event.meta.correlationId ?? event.id,
      causationId: event.id,
      actor: { kind: 'system', id: reactor.name },
    }),
  };
}

/**
 * One short transaction on the round's connection: a delivery with its handled row and checkpoint, or a
 * parked failure. Row locks a reactor takes through `context.db` last only this long, so a request
 * waiting on the same row (an approval's SELECT ... FOR UPDATE) waits for one delivery, never a round.
 */
async function step<T>(db: PoolClient, work: () => Promise<T>): Promise<T> {
  await db.query('BEGIN');
  try {
    const result = await work();
    await db.query('COMMIT');
    return result;
  } catch (error) {
    await db.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

const moveCheckpoint = (db: PoolClient, reactor: string, source: EventSourceName, row: SourceRow) =>
  db.query(`UPDATE event_reactor_checkpoints SET tx_id = $3, position = $4, updated_at = now() WHERE reactor = $1 AND source = $2`, [
    reactor,
    source,
    row.tx_id,
    row.position,
  ]);

/** Runs the reactor on one event inside a savepoint: a throw undoes only the reactor's own writes. */
async function deliver(
  db: PoolClient,
  reactor: Reactor,
  event: DeliveredEvent,
  attempt: number,
  tracing: Tracing | undefined,
): Promise<{ ok: true } | { ok: false; error: string }> {
  if (!tracing?.enabled) return deliverInSavepoint(db, reactor, event, attempt);
  // a child of the span that appended the event (its meta's traceparent: a request, a job, another delivery)
  return tracing.inSpan(
    `reactor ${reactor.name}`,
    {
      kind: SpanKind.CONSUMER,
      attributes: {
        'khela.reactor': reactor.name,
        'khela.event.id': event.id,
        'khela.event.type': event.type,
        'khela.event.source': event.source,
        'khela.event.stream_id': event.streamId,
        'khela.delivery.attempt': attempt,
        ...(event.meta.requestId ? { 'khela.request_id': event.meta.requestId } : {}),
      },
    },
    contextFromTraceparent(event.meta.traceparent),
    async (span) => {
      const result = await deliverInSavepoint(db, reactor, event, attempt);
      if (!result.ok && span) span.setStatus({ code: SpanStatusCode.ERROR, message: result.error });
      return result;
    },
  );
}

async function deliverInSavepoint(
  db: PoolClient,
  reactor: Reactor,
  event: DeliveredEvent,
  attempt: number,
): Promise<{ ok: true } | { ok: false; error: string }> {
  await db.query('SAVEPOINT reactor_delivery');
  try {
    // the request that caused the event names the reactor's log lines (and the ledger appends it makes)
    const requestId = event.meta.requestId;
    const handle = () => reactor.handle(event, contextFor(reactor, event, attempt, db));
    await (requestId ? requestContext.run({ requestId }, handle) : handle());
  } catch (error) {
    await db.query('ROLLBACK TO SAVEPOINT reactor_delivery');
    await db.query('RELEASE SAVEPOINT reactor_delivery');
    return { ok: false, error: describe(error) };
  }
  await db.query('RELEASE SAVEPOINT reactor_delivery');
  return { ok: true };
}

const markHandled = (db: PoolClient, reactor: string, eventId: string) =>
  db.query(`INSERT INTO event_reactor_handled (reactor, event_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [reactor, eventId]);

/** After a stream's retrying event is settled (delivered or dead), the next one waiting behind it is due at once. */
async function promoteNextWaiting(db: PoolClient, reactor: string, source: string, streamId: string): Promise<void> {
  await db.query(
    `UPDATE event_delivery_failures SET status = 'retrying', next_attempt_at = now()
      WHERE id = (SELECT id FROM event_delivery_failures
                   WHERE reactor = $1 AND source = $2 AND stream_id = $3 AND status = 'waiting'
                   ORDER BY tx_id, position LIMIT 1)
        AND NOT EXISTS (SELECT 1 FROM event_delivery_failures
                         WHERE reactor = $1 AND source = $2 AND stream_id = $3 AND status = 'retrying')`,
    [reactor, source, streamId],
  );
}

interface FailureRow {
  id: string;
  event_id: string;
  source: EventSourceName;
  position: string;
  stream_id: string;
  attempts: number;
}

/** Delivers the reactor's failed events that are due again, one at a time, oldest due first, each in its own transaction. */
async function retryDue(
  db: PoolClient,
  reactor: Reactor,
  settings: RelaySettings,
  started: number,
): Promise<{ delivered: number; more: boolean }> {
  let delivered = 0;
  for (;;) {
    if (Date.now() - started > settings.budgetMs) return { delivered, more: true };
    const outcome = await step(db, async (): Promise<'none' | 'settled' | 'delivered' | 'failed'> => {
      const { rows } = await db.query<FailureRow>(
        `SELECT id, event_id, source, position, stream_id, attempts FROM event_delivery_failures
          WHERE reactor = $1 AND status = 'retrying' AND next_attempt_at <= now()
          ORDER BY next_attempt_at, tx_id, position LIMIT 1`,
        [reactor.name],
      );
      const failure = rows[0];
      if (!failure) return 'none';
      const { rows: handled } = await db.query(`SELECT 1 FROM event_reactor_handled WHERE reactor = $1 AND event_id = $2`, [
        reactor.name,
        failure.event_id,
      ]);
      const row = handled.length ? undefined : await readOne(db, failure.source, failure.position);
      if (handled.length || !row) {
        // Already handled (nothing to do), or the event is gone (retention): either way not deliverable.
        if (handled.length) await db.query(`DELETE FROM event_delivery_failures WHERE id = $1`, [failure.id]);
        else
          await db.query(
            `UPDATE event_delivery_failures SET status = 'dead', next_attempt_at = NULL, last_error = 'The event no longer exists.', last_failed_at = now() WHERE id = $1`,
            [failure.id],
          );
        await promoteNextWaiting(db, reactor.name, failure.source, failure.stream_id);
        return 'settled';
      }
      const attempt = failure.attempts + 1;
      const result = await deliver(db, reactor, toDelivered(failure.source, row), attempt, settings.tracing);
      if (result.ok) {
        await db.query(`DELETE FROM event_delivery_failures WHERE id = $1`, [failure.id]);
        await markHandled(db, reactor.name, failure.event_id);
      } else if (attempt >= settings.maxAttempts) {
        await db.query(
          `UPDATE event_delivery_failures SET status = 'dead', attempts = $2, last_error = $3, last_failed_at = now(), next_attempt_at = NULL WHERE id = $1`,
          [failure.id, attempt, result.error],
        );
      } else {
        await db.query(
          `UPDATE event_delivery_failures
              SET attempts = $2, last_error = $3, last_failed_at = now(), next_attempt_at = now() + $4 * interval '1 millisecond'
            WHERE id = $1`,
          [failure.id, attempt, result.error, backoffMs(attempt, settings)],
        );
        return 'failed'; // the stream stays blocked; other streams' due events go on
      }
      await promoteNextWaiting(db, reactor.name, failure.source, failure.stream_id);
      return result.ok ? 'delivered' : 'settled';
    });
    if (outcome === 'none') return { delivered, more: false };
    if (outcome === 'delivered') delivered += 1;
  }
}

async function parkFailure(
  db: PoolClient,
  reactor: string,
  source: EventSourceName,
  row: SourceRow,
  park: { status: 'retrying' | 'waiting' | 'dead'; attempts: number; error: string | null; retryInMs: number | null },
): Promise<void> {
  await db.query(
    `INSERT INTO event_delivery_failures (reactor, event_id, source, tx_id, position, stream_id, event_type, status, attempts, last_error, next_attempt_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, CASE WHEN $11::bigint IS NULL THEN NULL ELSE now() + $11::bigint * interval '1 millisecond' END)
     ON CONFLICT (reactor, event_id) DO NOTHING`,
    [
      reactor,
      row.event_id,
      source,
      row.tx_id,
      row.position,
      row.stream_id,
      row.type,
      park.status,
      park.attempts,
      park.error,
      park.retryInMs,
    ],
  );
}

/** Delivers the events after the reactor's checkpoint on one source and moves the checkpoint past them. */
async function deliverNew(
  db: PoolClient,
  reactor: Reactor,
  source: EventSourceName,
  types: readonly string[],
  settings: RelaySettings,
  started: number,
): Promise<{ delivered: number; more: boolean; heldBack: boolean }> {
  await ensureCheckpoint(db, reactor.name, source, reactor.startAt);
  const { rows: checkpoint } = await db.query<{ tx_id: string; position: string }>(
    `SELECT tx_id, position FROM event_reactor_checkpoints WHERE reactor = $1 AND source = $2`,
    [reactor.name, source],
  );
  const rows = await readBatch(db, source, checkpoint[0]!, settings.batchSize, types);
  const wanted = rows.filter((r) => types.includes(r.type));
  const handled = new Set<string>();
  const blocked = new Set<string>();
  if (wanted.length > 0) {
    const ids = wanted.map((r) => r.event_id);
    const streams = [...new Set(wanted.map((r) => r.stream_id))];
    for (const r of (
      await db.query<{ event_id: string }>(`SELECT event_id FROM event_reactor_handled WHERE reactor = $1 AND event_id = ANY($2)`, [
        reactor.name,
        ids,
      ])
    ).rows)
      handled.add(r.event_id);
    for (const r of (
      await db.query<{ stream_id: string }>(
        `SELECT DISTINCT stream_id FROM event_delivery_failures
          WHERE reactor = $1 AND source = $2 AND status IN ('retrying', 'waiting') AND stream_id = ANY($3)`,
        [reactor.name, source, streams],
      )
    ).rows)
      blocked.add(r.stream_id);
  }

  let last: SourceRow | undefined;
  let committed: SourceRow | undefined;
  let delivered = 0;
  let outOfTime = false;
  for (const row of rows) {
    if (Date.now() - started > settings.budgetMs) {
      outOfTime = true;
      break;
    }
    last = row;
    if (!types.includes(row.type) || handled.has(row.event_id)) continue;
    if (blocked.has(row.stream_id)) {
      // An earlier event of this stream is still failing: this one waits behind it, in order.
      await step(db, async () => {
        await parkFailure(db, reactor.name, source, row, { status: 'waiting', attempts: 0, error: null, retryInMs: null });
        await moveCheckpoint(db, reactor.name, source, row);
      });
      committed = row;
      continue;
    }
    // the delivery, its handled row (or parked failure) and the checkpoint past it commit together
    const outcome = await step(db, async () => {
      const result = await deliver(db, reactor, toDelivered(source, row), 1, settings.tracing);
      if (result.ok) await markHandled(db, reactor.name, row.event_id);
      else {
        const dead = settings.maxAttempts <= 1;
        await parkFailure(db, reactor.name, source, row, {
          status: dead ? 'dead' : 'retrying',
          attempts: 1,
          error: result.error,
          retryInMs: dead ? null : backoffMs(1, settings),
        });
      }
      await moveCheckpoint(db, reactor.name, source, row);
      return result;
    });
    committed = row;
    if (outcome.ok) delivered += 1;
    else if (settings.maxAttempts > 1) blocked.add(row.stream_id);
  }
  // events this reactor does not want (or already handled) after the last committed step
  if (last && last !== committed) await moveCheckpoint(db, reactor.name, source, last);
  const more = outOfTime || rows.length === settings.batchSize;
  // caught up with what is readable: is anything committed still out of sight behind an older transaction?
  const waiting = !more && (await heldBack(db, source, last ?? checkpoint[0]!));
  return { delivered, more, heldBack: waiting };
}

/**
 * One round of one reactor, under the reactor's lock: due retries first, then new events of each source
 * it follows. Each delivery is its own short transaction: whatever the reactor wrote through
 * `context.db`, its handled row (or parked failure) and the checkpoint past it commit together, so a
 * crash anywhere loses at most the delivery in flight, which is delivered again; a delivery that had
 * committed is never repeated (the handled row and the checkpoint say so). No transaction stays open
 * across a round, so a reactor holds a row lock only while one delivery runs. A dropped connection
 * fails the round (rolled back, retried by the next round), never the process.
 */
export async function relayTick(pool: Pool, reactor: Reactor, settings: RelaySettings): Promise<TickResult> {
  const db = await connect(pool);
  let locked = false;
  let broken: Error | undefined;
  try {
    const { rows } = await db.query<{ locked: boolean }>(`SELECT pg_try_advisory_lock($1, hashtext($2)) AS locked`, [
      reactorLockClass,
      reactor.name,
    ]);
    if (!rows[0]!.locked) return { busy: true, more: false, heldBack: false, delivered: 0 };
    locked = true;
    const started = Date.now();
    const retried = await retryDue(db, reactor, settings, started);
    let delivered = retried.delivered;
    let more = retried.more;
    let waiting = false;
    for (const [source, types] of reactor.sources) {
      const fresh = await deliverNew(db, reactor, source, types, settings, started);
      delivered += fresh.delivered;
      more ||= fresh.more;
      waiting ||= fresh.heldBack;
    }
    return { busy: false, more, heldBack: waiting, delivered };
  } catch (error) {
    if (isConnectionError(error)) broken = error as Error;
    throw error;
  } finally {
    if (locked && !broken)
      await db.query(`SELECT pg_advisory_unlock($1, hashtext($2))`, [reactorLockClass, reactor.name]).catch((error: Error) => {
        broken = error; // discarded below: its session (and the lock with it) ends
      });
    db.release(broken);
  }
}
