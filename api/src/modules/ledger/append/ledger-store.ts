import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../platform/database/database.module.js';
import { currentRequestId } from '../../../platform/logging/request-context.js';
import type { AccountId, AppendRequest, AppendResult, LedgerRefusalCode } from '../domain/append-request.js';
import { LedgerAppendSignal } from './ledger-append-signal.js';

interface AppendRow {
  status: 'appended' | 'duplicate' | LedgerRefusalCode;
  event_position: string | null;
  stream_version: number | null;
  account_ids: string[] | null;
  balances: string[] | null;
  detail: string | null;
}

// Named, so each pooled connection plans the call once and then only binds values.
const appendStatement = 'ledger-append';
const appendSql = `SELECT * FROM ledger_append($1, $2, $3, $4, $5, $6, $7, $8::bigint[], $9::bigint[])`;

/** pg errors the function can raise that are answers, not faults. */
const insufficientFundsRaised = 'KH402';
const uniqueViolation = '23505';
const deadlockDetected = '40P01';

/**
 * The one way money is written: every money command ends in `append`, which is a single round trip
 * to the `ledger_append` function (see its migration for the rules). Refusals come back as values.
 */
@Injectable()
export class LedgerStore {
  constructor(
    @Inject(DB_POOL) private readonly pool: Pool,
    @Inject(LedgerAppendSignal) private readonly signal: LedgerAppendSignal,
  ) {}

  async append(request: AppendRequest): Promise<AppendResult> {
    try {
      return this.finish(await this.call(request));
    } catch (error) {
      const code = (error as { code?: string }).code;
      const constraint = (error as { constraint?: string }).constraint;
      if (code === insufficientFundsRaised)
        return { ok: false, error: 'insufficient_funds', detail: (error as { detail?: string }).detail };
      // The same key racing on two different streams, or a deadlock across streams: the first
      // writer has committed or aborted by now, so one more call answers from the stored result.
      if ((code === uniqueViolation && constraint === 'ledger_events_idempotency_key') || code === deadlockDetected) {
        return this.finish(await this.call(request));
      }
      throw error;
    }
  }

  private async call(request: AppendRequest): Promise<AppendRow> {
    const meta = {
      actor: request.actor,
      correlationId: request.correlationId ?? currentRequestId() ?? null,
      causationId: request.causationId ?? null,
      ip: request.ip ?? null,
    };
    const { rows } = await this.pool.query<AppendRow>({
      name: appendStatement,
      text: appendSql,
      values: [
        request.streamId,
        request.expectedVersion === 'any' ? null : request.expectedVersion,
        request.type,
        JSON.stringify(request.data),
        JSON.stringify(meta),
        request.idempotencyKey ?? null,
        request.currency ?? null,
        request.postings.map((p) => p.accountId),
        request.postings.map((p) => p.amount.toString()),
      ],
    });
    return rows[0]!;
  }

  private finish(row: AppendRow): AppendResult {
    if (row.status === 'appended' || row.status === 'duplicate') {
      const balances = new Map<AccountId, bigint>();
      (row.account_ids ?? []).forEach((id, i) => balances.set(id, BigInt(row.balances![i]!)));
      if (row.status === 'appended') this.signal.appended();
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
