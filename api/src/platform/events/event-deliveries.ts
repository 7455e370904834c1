import type { DeadLetterStatus, DeadLetterView, PlatformEventSource, ReactorView } from '@khela/contracts';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool, PoolClient } from 'pg';
import { DB_POOL } from '../database/database.module.js';
import { inTransaction } from '../database/transaction.js';
import { eventSources } from './event-sources.js';
import { outboxChannel } from './event-outbox.js';
import { ReactorRegistry } from './reactor-registry.js';

const lagCap = 10_000;

interface FailureRow {
  id: string;
  reactor: string;
  event_id: string;
  source: PlatformEventSource;
  event_type: string;
  stream_id: string;
  status: DeadLetterStatus;
  attempts: number;
  last_error: string | null;
  first_failed_at: Date;
  last_failed_at: Date;
  next_attempt_at: Date | null;
  resolved_at: Date | null;
  resolved_by: string | null;
}

const toView = (r: FailureRow): DeadLetterView => ({
  id: String(r.id),
  reactor: r.reactor,
  event_id: r.event_id,
  source: r.source,
  // as reactors name it: the ledger's events carry their prefix
  event_type: `${eventSources[r.source].namePrefix}${r.event_type}`,
  stream_id: r.stream_id,
  status: r.status,
  attempts: r.attempts,
  last_error: r.last_error,
  first_failed_at: r.first_failed_at.toISOString(),
  last_failed_at: r.last_failed_at.toISOString(),
  next_attempt_at: r.next_attempt_at?.toISOString() ?? null,
  resolved_at: r.resolved_at?.toISOString() ?? null,
  resolved_by: r.resolved_by,
});

export interface DeadLetterFilter {
  status?: DeadLetterStatus;
  reactor?: string;
  page: number;
  perPage: number;
}

/** Why a dead-letter action was refused (a value; the HTTP layer words it). */
export type DeadLetterRefusal = 'not_found' | 'not_dead';

export type DeadLetterChange = { ok: true; before: DeadLetterView; after: DeadLetterView } | { ok: false; error: DeadLetterRefusal };

/**
 * What staff see and do with event delivery: each reactor's checkpoint and lag, the failed deliveries,
 * and the two actions on a dead letter (deliver again, or close it as handled by hand). `record` runs
 * in the action's transaction, so the caller's audit row commits with the change or not at all.
 */
@Injectable()
export class EventDeliveries {
  constructor(
    @Inject(DB_POOL) private readonly pool: Pool,
    @Inject(ReactorRegistry) private readonly registry: ReactorRegistry,
  ) {}

  async reactors(): Promise<ReactorView[]> {
    const { rows: checkpoints } = await this.pool.query<{
      reactor: string;
      source: PlatformEventSource;
      tx_id: string;
      position: string;
      updated_at: Date;
    }>(`SELECT reactor, source, tx_id, position, updated_at FROM event_reactor_checkpoints`);
    const { rows: failures } = await this.pool.query<{ reactor: string; status: DeadLetterStatus; n: number }>(
      `SELECT reactor, status, count(*)::int AS n FROM event_delivery_failures WHERE status <> 'resolved' GROUP BY reactor, status`,
    );
    const count = (name: string, status: DeadLetterStatus) => failures.find((f) => f.reactor === name && f.status === status)?.n ?? 0;
    const counts = (name: string) => ({ retrying: count(name, 'retrying') + count(name, 'waiting'), dead: count(name, 'dead') });
    const views: ReactorView[] = [];
    for (const reactor of this.registry.list()) {
      const sources = [];
      for (const [source, types] of reactor.sources) {
        const checkpoint = checkpoints.find((c) => c.reactor === reactor.name && c.source === source);
        const { rows } = await this.pool.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM (
             SELECT 1 FROM ${eventSources[source].table} e
              WHERE (e.tx_id, e.position) > ($1::xid8, $2::bigint) AND e.type = ANY($3::text[]) LIMIT ${lagCap + 1}) pending`,
          [checkpoint?.tx_id ?? '0', checkpoint?.position ?? '0', types],
        );
        const lag = rows[0]!.n;
        sources.push({
          source,
          checkpoint_position: checkpoint?.position ?? '0',
          updated_at: checkpoint?.updated_at.toISOString() ?? null,
          lag: Math.min(lag, lagCap),
          lag_capped: lag > lagCap,
        });
      }
      views.push({ name: reactor.name, known: true, event_types: reactor.types, sources, ...counts(reactor.name) });
    }
    // reactors this process does not know (renamed, removed) that left a checkpoint or failures behind
    const unknown = new Set([...checkpoints.map((c) => c.reactor), ...failures.map((f) => f.reactor)]);
    for (const name of unknown) {
      if (this.registry.byName(name)) continue;
      const sources = checkpoints
        .filter((c) => c.reactor === name)
        .map((c) => ({
          source: c.source,
          checkpoint_position: c.position,
          updated_at: c.updated_at.toISOString(),
          lag: 0,
          lag_capped: false,
        }));
      views.push({ name, known: false, event_types: [], sources, ...counts(name) });
    }
    return views.sort((a, b) => a.name.localeCompare(b.name));
  }

  async deadLetters(filter: DeadLetterFilter): Promise<{ rows: DeadLetterView[]; total: number }> {
    const where: string[] = [];
    const values: unknown[] = [];
    if (filter.status) where.push(`status = $${values.push(filter.status)}`);
    if (filter.reactor) where.push(`reactor = $${values.push(filter.reactor)}`);
    const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
    // rows and total from one statement: a letter written between two reads would show in one and not the other
    const { rows } = await this.pool.query<FailureRow & { total: number }>(
      `SELECT *, count(*) OVER ()::int AS total FROM event_delivery_failures ${clause}
        ORDER BY last_failed_at DESC, id DESC LIMIT $${values.length + 1} OFFSET $${values.length + 2}`,
      [...values, filter.perPage, (filter.page - 1) * filter.perPage],
    );
    let total = rows[0]?.total ?? 0;
    if (!rows[0] && filter.page > 1) {
      const { rows: count } = await this.pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM event_delivery_failures ${clause}`,
        values,
      );
      total = count[0]!.n;
    }
    return { rows: rows.map(toView), total };
  }

  /** Puts a dead letter back in line: due at once, with a fresh set of attempts. Wakes every relay. */
  retry(
    id: string,
    record: (db: PoolClient, change: { before: DeadLetterView; after: DeadLetterView }) => Promise<void>,
  ): Promise<DeadLetterChange> {
    return this.change(
      id,
      `UPDATE event_delivery_failures SET status = 'retrying', attempts = 0, next_attempt_at = now() WHERE id = $1 RETURNING *`,
      [],
      record,
      true,
    );
  }

  /** Closes a dead letter as dealt with by hand: it is never delivered again. */
  resolve(
    id: string,
    resolvedBy: string,
    record: (db: PoolClient, change: { before: DeadLetterView; after: DeadLetterView }) => Promise<void>,
  ): Promise<DeadLetterChange> {
    return this.change(
      id,
      `UPDATE event_delivery_failures SET status = 'resolved', resolved_at = now(), resolved_by = $2, next_attempt_at = NULL WHERE id = $1 RETURNING *`,
      [resolvedBy],
      record,
      false,
    );
  }

  private change(
    id: string,
    sql: string,
    extra: unknown[],
    record: (db: PoolClient, change: { before: DeadLetterView; after: DeadLetterView }) => Promise<void>,
    notify: boolean,
  ): Promise<DeadLetterChange> {
    if (!/^\d{1,18}$/.test(id)) return Promise.resolve({ ok: false, error: 'not_found' });
    return inTransaction(this.pool, async (db) => {
      const { rows } = await db.query<FailureRow>(`SELECT * FROM event_delivery_failures WHERE id = $1 FOR UPDATE`, [id]);
      const row = rows[0];
      if (!row) return { ok: false, error: 'not_found' };
      if (row.status !== 'dead') return { ok: false, error: 'not_dead' };
      const { rows: updated } = await db.query<FailureRow>(sql, [id, ...extra]);
      const change = { before: toView(row), after: toView(updated[0]!) };
      await record(db, change);
      if (notify) await db.query(`SELECT pg_notify($1, '')`, [outboxChannel]);
      return { ok: true, ...change };
    });
  }
}
