import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Pool, PoolClient } from 'pg';
import { DB_POOL } from '../database/database.module.js';
import { connect, isConnectionError } from '../database/transaction.js';
import { ReactorRegistry } from './reactor-registry.js';

/*
 * Data retention of the relay's tables (issue 23). Why each delete is safe, from relay-tick.ts:
 *
 * - The relay reads a source only after a reactor's checkpoint, in gap-free (tx_id, position) order: an
 *   event at or before the checkpoint is committed and was read (gap-free-read.ts), so nothing sorts
 *   before a checkpoint later. Behind its checkpoint a reactor reads one thing: the events its open
 *   delivery failures name (retryDue reads them by position; a missing one becomes a dead letter "The
 *   event no longer exists"). So an outbox event may go once every reactor's checkpoint on the outbox is
 *   past it and no open failure (retrying, waiting, dead: staff may deliver a dead letter again) names it.
 *
 * - A handled row (reactor, event) is consulted in two places only: deliverNew skips events after the
 *   checkpoint that are handled, and retryDue drops a failure whose event is handled. The handled row
 *   commits in the same transaction that moves the checkpoint past its event (deliverNew), or is written
 *   for an event already behind it (retryDue), so in practice it only ever names an event at or before its
 *   reactor's checkpoint, which deliverNew never reads again. Deleting it is therefore safe once its
 *   reactor's checkpoint on that source is past the event (or the event itself is gone: nothing can deliver
 *   it) and no open failure of that reactor names the event. Only the reactor's own checkpoint matters
 *   here: handled rows are per reactor. Nothing in the code moves a checkpoint back; an operator who
 *   deletes a checkpoint row by hand to replay a reactor gets, for ledger events older than the period,
 *   a redelivery (reactors are idempotent by their own keys, but this is why we never delete checkpoints).
 *
 * - A resolved failure is never read by the relay (retryDue reads 'retrying' only, staff act on 'dead'
 *   only): it is a record for staff, kept for the period after it was resolved.
 *
 * Everything goes in batches of `batchSize` rows per statement (each its own short transaction, found
 * through an index on the row's age), so no run holds many locks or a long transaction that would hold
 * back the gap-free readers' xmin. A run takes a session advisory lock first: a second run at the same
 * time (two workers, a manual run) finds it taken and does nothing. The deletes are idempotent anyway.
 */

/** What one run did, for the log, the job's result and tests. */
export interface EventRetentionRun {
  /** Another run held the lock: nothing was done. */
  skipped: boolean;
  outboxEvents: number;
  handledRows: number;
  resolvedFailures: number;
  /** Reactors whose checkpoint on the outbox is behind events older than the period: they hold retention back. */
  heldBackBy: string[];
}

export interface EventRetentionSettings {
  /** Rows older than this many days may go (0: everything up to now, for tests and an operator's one-off run). */
  retentionDays: number;
  /** Rows per DELETE statement. */
  batchSize: number;
}

interface Checkpoint {
  reactor: string;
  tx_id: string;
  position: string;
  updated_at: Date;
}

interface Horizon {
  tx_id: string;
  position: string;
}

const retentionLockClass = 727004;
const retentionLockName = 'events.apply-retention';
const uuidPattern = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';

const cutoffSql = (param: string) => `now() - make_interval(days => ${param}::int)`;

/** An open failure of any reactor naming an outbox event: the event stays (it may be delivered again). */
const openFailureOfEvent = (eventIdSql: string) => `
  NOT EXISTS (SELECT 1 FROM event_delivery_failures f
               WHERE f.event_id = ${eventIdSql} AND f.status <> 'resolved')`;

/** An open failure of the handled row's own reactor naming its event: the handled row stays. */
const openFailureOfHandled = `
  NOT EXISTS (SELECT 1 FROM event_delivery_failures f
               WHERE f.reactor = h.reactor AND f.event_id = h.event_id AND f.status <> 'resolved')`;

const compare = (a: Horizon, b: Horizon) => {
  const tx = BigInt(a.tx_id) - BigInt(b.tx_id);
  if (tx !== 0n) return tx < 0n ? -1 : 1;
  const position = BigInt(a.position) - BigInt(b.position);
  return position === 0n ? 0 : position < 0n ? -1 : 1;
};

@Injectable()
export class EventRetention {
  private readonly logger = new Logger(EventRetention.name);

  constructor(
    @Inject(DB_POOL) private readonly pool: Pool,
    @Inject(ReactorRegistry) private readonly registry: ReactorRegistry,
  ) {}

  async run(settings: EventRetentionSettings): Promise<EventRetentionRun> {
    const db = await connect(this.pool);
    let locked = false;
    let broken: Error | undefined;
    try {
      const { rows } = await db.query<{ locked: boolean }>(`SELECT pg_try_advisory_lock($1, hashtext($2)) AS locked`, [
        retentionLockClass,
        retentionLockName,
      ]);
      locked = rows[0]!.locked;
      if (!locked) {
        this.logger.log('event retention: another run is in progress, nothing done');
        return { skipped: true, outboxEvents: 0, handledRows: 0, resolvedFailures: 0, heldBackBy: [] };
      }
      const handledRows =
        (await this.inBatches(db, settings, deleteHandledOutboxSql)) + (await this.inBatches(db, settings, deleteHandledLedgerSql));
      const { horizon, heldBackBy } = await this.outboxHorizon(db, settings.retentionDays);
      const outboxEvents = horizon ? await this.inBatches(db, settings, deleteOutboxSql, [horizon.tx_id, horizon.position]) : 0;
      const resolvedFailures = await this.inBatches(db, settings, deleteResolvedFailuresSql);
      const run = { skipped: false, outboxEvents, handledRows, resolvedFailures, heldBackBy };
      this.logger.log(
        `event retention (${settings.retentionDays} days): ${outboxEvents} outbox events, ${handledRows} handled rows, ` +
          `${resolvedFailures} resolved failures deleted`,
      );
      return run;
    } catch (error) {
      if (isConnectionError(error)) broken = error as Error;
      throw error;
    } finally {
      if (locked && !broken)
        await db.query(`SELECT pg_advisory_unlock($1, hashtext($2))`, [retentionLockClass, retentionLockName]).catch((error: Error) => {
          broken = error; // discarded below: its session, and the lock with it, ends
        });
      db.release(broken);
    }
  }

  /**
   * The last outbox position every reactor has passed: the lowest checkpoint of the reactors registered
   * on the outbox (one with no checkpoint yet holds everything back), and of reactors this process does not
   * know whose checkpoint moved within the period (another version of the worker may run them during a
   * deploy; one renamed or removed long ago stops holding retention back). Logs each reactor that holds
   * events older than the period back.
   */
  private async outboxHorizon(db: PoolClient, retentionDays: number): Promise<{ horizon: Horizon | null; heldBackBy: string[] }> {
    const { rows: checkpoints } = await db.query<Checkpoint & { recent: boolean }>(
      `SELECT reactor, tx_id::text AS tx_id, position::text AS position, updated_at, updated_at >= ${cutoffSql('$1')} AS recent
         FROM event_reactor_checkpoints WHERE source = 'outbox'`,
      [retentionDays],
    );
    const registered = this.registry.list().filter((reactor) => reactor.sources.has('outbox'));
    const holders: { reactor: string; at: Horizon }[] = [];
    const notStarted: string[] = [];
    for (const reactor of registered) {
      const checkpoint = checkpoints.find((c) => c.reactor === reactor.name);
      if (checkpoint) holders.push({ reactor: reactor.name, at: checkpoint });
      else notStarted.push(reactor.name);
    }
    for (const checkpoint of checkpoints)
      if (checkpoint.recent && !registered.some((reactor) => reactor.name === checkpoint.reactor))
        holders.push({ reactor: checkpoint.reactor, at: checkpoint });

    // A holder holds old events back when the next event past its checkpoint is older than the period: events
    // are stamped at their transaction's start, so in commit order that is its oldest unread one (one index
    // step per reactor, where looking for any old event past it would scan every kept event per reactor).
    const heldBackBy = [...notStarted];
    for (const holder of holders) {
      const { rows } = await db.query<{ behind: boolean }>(
        `SELECT e.occurred_at < ${cutoffSql('$3')} AS behind FROM outbox_events e
          WHERE (e.tx_id, e.position) > ($1::xid8, $2::bigint)
          ORDER BY e.tx_id, e.position LIMIT 1`,
        [holder.at.tx_id, holder.at.position, retentionDays],
      );
      if (rows[0]?.behind) heldBackBy.push(holder.reactor);
    }
    if (heldBackBy.length > 0)
      this.logger.warn(
        `event retention: outbox events older than ${retentionDays} days are kept until these reactors pass them ` +
          `(lagging, stopped or not started yet): ${heldBackBy.sort().join(', ')}`,
      );
    if (notStarted.length > 0) return { horizon: null, heldBackBy };
    if (holders.length === 0) return { horizon: null, heldBackBy }; // no reactor follows the outbox: keep everything
    const lowest = holders.map((h) => h.at).reduce((a, b) => (compare(a, b) <= 0 ? a : b));
    return { horizon: { tx_id: lowest.tx_id, position: lowest.position }, heldBackBy };
  }

  /** Runs one bounded DELETE until it deletes fewer rows than a batch. */
  private async inBatches(db: PoolClient, settings: EventRetentionSettings, sql: string, extra: unknown[] = []): Promise<number> {
    let total = 0;
    for (;;) {
      const { rowCount } = await db.query(sql, [settings.retentionDays, settings.batchSize, ...extra]);
      total += rowCount ?? 0;
      if ((rowCount ?? 0) < settings.batchSize) return total;
    }
  }
}

// $1 retention days, $2 batch size in every statement below.

/** Outbox events older than the period, at or before the horizon ($3 tx_id, $4 position), no open failure. */
const deleteOutboxSql = `
  DELETE FROM outbox_events WHERE position IN (
    SELECT e.position FROM outbox_events e
     WHERE e.occurred_at < ${cutoffSql('$1')}
       AND (e.tx_id, e.position) <= ($3::xid8, $4::bigint)
       AND ${openFailureOfEvent('e.id::text')}
     ORDER BY e.occurred_at
     LIMIT $2)`;

/** Handled rows of outbox events its reactor's checkpoint is past (or that are gone), older than the period. */
const deleteHandledOutboxSql = `
  DELETE FROM event_reactor_handled d USING (
    SELECT h.reactor, h.event_id FROM event_reactor_handled h
      JOIN event_reactor_checkpoints c ON c.reactor = h.reactor AND c.source = 'outbox'
      LEFT JOIN outbox_events e ON e.id = (CASE WHEN h.event_id ~ '${uuidPattern}' THEN h.event_id::uuid END)
     WHERE h.handled_at < ${cutoffSql('$1')}
       AND h.event_id ~ '${uuidPattern}'
       AND (e.position IS NULL OR (e.tx_id, e.position) <= (c.tx_id, c.position))
       AND ${openFailureOfHandled}
     ORDER BY h.handled_at
     LIMIT $2) old
   WHERE d.reactor = old.reactor AND d.event_id = old.event_id`;

/** Handled rows of ledger events ('ledger-<position>') its reactor's checkpoint on the ledger is past, older than the period. */
const deleteHandledLedgerSql = `
  DELETE FROM event_reactor_handled d USING (
    SELECT h.reactor, h.event_id FROM event_reactor_handled h
      JOIN event_reactor_checkpoints c ON c.reactor = h.reactor AND c.source = 'ledger'
      JOIN ledger_events e ON e.position = (CASE WHEN h.event_id ~ '^ledger-[0-9]{1,18}$' THEN substr(h.event_id, 8)::bigint END)
     WHERE h.handled_at < ${cutoffSql('$1')}
       AND h.event_id ~ '^ledger-[0-9]{1,18}$'
       AND (e.tx_id, e.position) <= (c.tx_id, c.position)
       AND ${openFailureOfHandled}
     ORDER BY h.handled_at
     LIMIT $2) old
   WHERE d.reactor = old.reactor AND d.event_id = old.event_id`;

/** Failures staff resolved longer ago than the period. */
const deleteResolvedFailuresSql = `
  DELETE FROM event_delivery_failures WHERE id IN (
    SELECT id FROM event_delivery_failures
     WHERE status = 'resolved' AND resolved_at < ${cutoffSql('$1')}
     ORDER BY resolved_at
     LIMIT $2)`;
