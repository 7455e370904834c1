import { Inject, Injectable, Optional } from '@nestjs/common';
import pg, { type Pool } from 'pg';
import { DB_POOL } from '../../../platform/database/database.module.js';
import type { JoinedTransaction } from '../../../platform/database/transaction.js';
import { currentRequestId } from '../../../platform/logging/request-context.js';
import { Metrics } from '../../../platform/metrics/index.js';
import { currentTraceparent } from '../../../platform/tracing/index.js';
import { BalanceCache } from '../balances/balance-cache.js';
import type { AccountId, AppendRequest, AppendResult, LedgerRefusalCode } from '../domain/append-request.js';
import { GroupCommit } from './group-commit.js';
import { LedgerAppendMetrics } from './ledger-append-metrics.js';
import { LedgerAppendSignal } from './ledger-append-signal.js';

interface AppendRow {
  item: number;
  status: 'appended' | 'duplicate' | LedgerRefusalCode;
  event_position: string | null;
  stream_version: number | null;
  account_ids: string[] | null;
  balances: string[] | null;
  detail: string | null;
}

// Named, so each pooled connection plans the call once and then only binds values.
const appendStatement = 'ledger-append-batch';
const appendSql = `SELECT * FROM ledger_append_batch($1::text[], $2::int[], $3::text[], $4::jsonb, $5::jsonb, $6::text[], $7::text[], $8::int[], $9::bigint[], $10::bigint[])`;

/**
 * Group commit limits (see `GroupCommit`): at most this many append statements run at once per
 * process, and appends that arrive meanwhile go together in the next one.
 */
export const appendsInFlight = 2;
const maxBatch = 64;

/** pg errors the function can raise that are answers, not faults. */
const insufficientFundsRaised = 'KH402';
const uniqueViolation = '23505';
const deadlockDetected = '40P01';

/**
 * The one way money is written: every money command ends in `append`, which joins the next call of
 * the `ledger_append_batch` function (see its migration for the rules): one round trip and one
 * transaction for all the appends waiting at that moment. Refusals come back as values.
 */
@Injectable()
export class LedgerStore {
  private readonly group = new GroupCommit<AppendRequest, AppendResult>({
    flush: (requests) => this.flush(requests),
    keyOf: (request) => request.streamId,
    maxInFlight: appendsInFlight,
    maxBatch,
  });

  constructor(
    @Inject(DB_POOL) private readonly pool: Pool,
    @Inject(LedgerAppendSignal) private readonly signal: LedgerAppendSignal,
    // Absent only where a script or test appends with no Redis (benches, the ledger's own tests).
    @Optional() @Inject(BalanceCache) private readonly balances?: BalanceCache,
    // Absent where a script builds the store by hand (benches, the ledger's own tests): nothing is counted.
    @Optional() @Inject(Metrics) metrics?: Metrics,
  ) {
    this.measured = metrics ? new LedgerAppendMetrics(metrics) : undefined;
  }

  private readonly measured?: LedgerAppendMetrics;

  /**
   * The caller gets its answer only once the balance cache no longer holds what the append changed, so
   * its next read (in any process) sees the append. When the append failed without an answer, whether it
   * committed is unknown: the accounts it would have moved are invalidated all the same.
   */
  async append(request: AppendRequest): Promise<AppendResult> {
    let result: AppendResult;
    try {
      result = await this.group.submit(request);
    } catch (error) {
      await this.balances?.invalidate(request.postings.map((posting) => posting.accountId));
      throw error;
    }
    if (result.ok && !result.duplicate) await this.balances?.invalidate(result.balances.keys());
    return result;
  }

  /**
   * Appends inside the caller's open transaction instead of the group commit (a provider's game call:
   * its round, claim and answer rows commit with the money, so the call pays one commit, not two). The
   * same function and rules as a batch of one; one round trip, the function's arguments written as
   * literals so that a savepoint travels in the same message: a refusal the function raises (insufficient
   * funds on a second account) undoes only the append, not the caller's transaction. The caller's
   * transaction holds the stream's lock until it commits; projectors are signalled and the balance cache
   * invalidated after that commit (the caller's `afterCommit`, which it must await before it answers).
   */
  async appendIn(tx: JoinedTransaction, request: AppendRequest): Promise<AppendResult> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        const results = (await tx.client.query(
          `SAVEPOINT ledger_append; ${appendLiteralSql([request])}`,
        )) as unknown as pg.QueryResult<AppendRow>[];
        const result = this.finish(results[1]!.rows[0]!);
        // A refusal wrote nothing, but the function locked the stream: undo to the savepoint so the lock
        // goes now, not at the caller's commit (the caller may read on the pool before it retries, and a
        // group-commit batch waiting on this stream would hold that pool connection).
        if (!result.ok) await tx.client.query('ROLLBACK TO SAVEPOINT ledger_append');
        else if (!result.duplicate)
          tx.afterCommit(() => {
            this.measured?.appended('transaction');
            this.signal.appended();
            return this.balances?.invalidate(result.balances.keys());
          });
        return result;
      } catch (error) {
        const code = (error as { code?: string }).code;
        // no SQLSTATE: the connection broke, and the caller's transaction with it
        if (!code) throw error;
        await tx.client.query('ROLLBACK TO SAVEPOINT ledger_append');
        if (code === insufficientFundsRaised)
          return { ok: false, error: 'insufficient_funds', detail: (error as { detail?: string }).detail };
        const constraint = (error as { constraint?: string }).constraint;
        const raced = (code === uniqueViolation && constraint === 'ledger_events_idempotency_key') || code === deadlockDetected;
        if (!raced || attempt > 1) throw error;
      }
    }
  }

  /**
   * Several appends (of different streams and accounts: the function's rule for a batch) inside the caller's
   * open transaction in ONE `ledger_append_batch` call: one round trip for all (the exchange re-holds the
   * exposure of every player an order touched). All or none: when an item is refused, the call is undone to
   * its savepoint and the answer is that item's index and refusal; otherwise each item's result, in order.
   * After the caller's commit, as `appendIn`: projectors signalled, the balance cache invalidated.
   */
  async appendAllIn(
    tx: JoinedTransaction,
    requests: readonly AppendRequest[],
  ): Promise<{ ok: true; results: AppendResult[] } | { ok: false; item: number; refusal: AppendResult & { ok: false } }> {
    if (requests.length === 0) return { ok: true, results: [] };
    for (let attempt = 1; ; attempt += 1) {
      try {
        const answers = (await tx.client.query(
          `SAVEPOINT ledger_append; ${appendLiteralSql(requests)}`,
        )) as unknown as pg.QueryResult<AppendRow>[];
        const results = answers[1]!.rows.map((row) => this.finish(row));
        const refused = results.findIndex((result) => !result.ok);
        if (refused >= 0) {
          await tx.client.query('ROLLBACK TO SAVEPOINT ledger_append');
          return { ok: false, item: refused, refusal: results[refused] as AppendResult & { ok: false } };
        }
        const moved = results.filter((result): result is Extract<AppendResult, { ok: true }> => result.ok && !result.duplicate);
        if (moved.length > 0)
          tx.afterCommit(() => {
            for (let i = 0; i < moved.length; i += 1) this.measured?.appended('transaction');
            this.signal.appended();
            return this.balances?.invalidate(moved.flatMap((result) => [...result.balances.keys()]));
          });
        return { ok: true, results };
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (!code) throw error;
        await tx.client.query('ROLLBACK TO SAVEPOINT ledger_append');
        // raised only for an item debiting two player accounts (not an exposure move); answered as item 0's
        if (code === insufficientFundsRaised)
          return { ok: false, item: 0, refusal: { ok: false, error: 'insufficient_funds', detail: (error as { detail?: string }).detail } };
        const constraint = (error as { constraint?: string }).constraint;
        const raced = (code === uniqueViolation && constraint === 'ledger_events_idempotency_key') || code === deadlockDetected;
        if (!raced || attempt > 1) throw error;
      }
    }
  }

  /** Whether an event was appended under this idempotency key (a repeat would be answered as a duplicate). */
  async hasIdempotencyKey(key: string): Promise<boolean> {
    const { rowCount } = await this.pool.query(`SELECT 1 FROM ledger_events WHERE idempotency_key = $1`, [key]);
    return (rowCount ?? 0) > 0;
  }

  private async flush(requests: AppendRequest[]): Promise<PromiseSettledResult<AppendResult>[]> {
    if (requests.length > 1) {
      try {
        return (await this.call(requests)).map((row) => ({ status: 'fulfilled', value: this.signalled(this.finish(row)) }));
      } catch (error) {
        // No SQLSTATE (the connection broke): whether the batch committed is unknown, so it is not
        // re-run; every caller gets the error, as a lone append would.
        if (!(error as { code?: string }).code) return requests.map(() => ({ status: 'rejected', reason: error }));
        // The server refused the statement, so the batch rolled back as a whole (one item's second
        // debit failed, two items shared a player account, a key raced on two streams, a deadlock):
        // each item goes again on its own and gets its own answer, or its own error.
      }
    }
    const outcomes: PromiseSettledResult<AppendResult>[] = [];
    for (const request of requests) {
      try {
        outcomes.push({ status: 'fulfilled', value: await this.appendAlone(request) });
      } catch (error) {
        outcomes.push({ status: 'rejected', reason: error });
      }
    }
    return outcomes;
  }

  private async appendAlone(request: AppendRequest): Promise<AppendResult> {
    try {
      return this.signalled(this.finish((await this.call([request]))[0]!));
    } catch (error) {
      const code = (error as { code?: string }).code;
      const constraint = (error as { constraint?: string }).constraint;
      if (code === insufficientFundsRaised)
        return { ok: false, error: 'insufficient_funds', detail: (error as { detail?: string }).detail };
      // The same key racing on two different streams, or a deadlock across streams: the first
      // writer has committed or aborted by now, so one more call answers from the stored result.
      if ((code === uniqueViolation && constraint === 'ledger_events_idempotency_key') || code === deadlockDetected) {
        return this.signalled(this.finish((await this.call([request]))[0]!));
      }
      throw error;
    }
  }

  /** One statement for the whole batch; rows come back one per request, in request order. */
  private async call(requests: AppendRequest[]): Promise<AppendRow[]> {
    const postingItems: number[] = [];
    const accountIds: string[] = [];
    const amounts: string[] = [];
    requests.forEach((request, i) => {
      for (const posting of request.postings) {
        postingItems.push(i + 1);
        accountIds.push(posting.accountId);
        amounts.push(posting.amount.toString());
      }
    });
    this.measured?.batchSent(requests.length);
    const { rows } = await this.pool.query<AppendRow>({
      name: appendStatement,
      text: appendSql,
      values: [
        requests.map((r) => r.streamId),
        requests.map((r) => (r.expectedVersion === 'any' ? null : r.expectedVersion)),
        requests.map((r) => r.type),
        JSON.stringify(requests.map((r) => r.data)),
        JSON.stringify(requests.map(metaOf)),
        requests.map((r) => r.idempotencyKey ?? null),
        requests.map((r) => r.currency ?? null),
        postingItems,
        accountIds,
        amounts,
      ],
    });
    return rows;
  }

  /** A committed append wakes the projectors. */
  private signalled(result: AppendResult): AppendResult {
    if (result.ok && !result.duplicate) {
      this.measured?.appended('batch');
      this.signal.appended();
    }
    return result;
  }

  private finish(row: AppendRow): AppendResult {
    if (row.status === 'appended' || row.status === 'duplicate') {
      const balances = new Map<AccountId, bigint>();
      (row.account_ids ?? []).forEach((id, i) => balances.set(id, BigInt(row.balances![i]!)));
      return {
        ok: true,
        position: BigInt(row.event_position!),
        version: row.stream_version!,
        balances,
        duplicate: row.status === 'duplicate',
      };
    }
    return {
      ok: false,
      error: row.status,
      ...(row.detail ? { detail: row.detail } : {}),
      ...(row.status === 'version_conflict' && row.stream_version !== null ? { currentVersion: row.stream_version } : {}),
    };
  }
}

/** `ledger_append_batch` for these requests (one item each) with SQL literals for its arguments (see `appendIn`). */
function appendLiteralSql(requests: readonly AppendRequest[]): string {
  const text = (value: string | null | undefined) => (value === null || value === undefined ? 'NULL' : pg.escapeLiteral(value));
  const array = (values: string[], type: string) => `ARRAY[${values.join(',')}]::${type}[]`;
  const version = (request: AppendRequest) => (request.expectedVersion === 'any' ? 'NULL' : String(Math.trunc(request.expectedVersion)));
  const postings = requests.flatMap((request, i) => request.postings.map((posting) => ({ item: i + 1, posting })));
  return `SELECT * FROM ledger_append_batch(${[
    array(
      requests.map((r) => text(r.streamId)),
      'text',
    ),
    array(requests.map(version), 'int'),
    array(
      requests.map((r) => text(r.type)),
      'text',
    ),
    `${text(JSON.stringify(requests.map((r) => r.data)))}::jsonb`,
    `${text(JSON.stringify(requests.map(metaOf)))}::jsonb`,
    array(
      requests.map((r) => text(r.idempotencyKey)),
      'text',
    ),
    array(
      requests.map((r) => text(r.currency)),
      'text',
    ),
    array(
      postings.map((p) => String(p.item)),
      'int',
    ),
    array(
      postings.map((p) => text(p.posting.accountId)),
      'bigint',
    ),
    array(
      postings.map((p) => p.posting.amount.toString()),
      'bigint',
    ),
  ].join(', ')})`;
}

function metaOf(request: AppendRequest): Record<string, unknown> {
  return {
    actor: request.actor,
    correlationId: request.correlationId ?? currentRequestId() ?? null,
    causationId: request.causationId ?? null,
    ip: request.ip ?? null,
    // the trace the append belongs to (traces on, a span active), so the reactors it wakes join that trace
    ...traceOf(),
  };
}

function traceOf(): { traceparent?: string } {
  const traceparent = currentTraceparent();
  return traceparent ? { traceparent } : {};
}
