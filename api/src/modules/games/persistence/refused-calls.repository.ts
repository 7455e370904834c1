import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../platform/database/database.module.js';

/** A provider call refused before it was decided on (see the game_refused_calls migration). */
export interface RefusedCall {
  providerCode: string;
  call: string;
  status: string;
  requestUuid: string | null;
  transactionUuid: string | null;
  roundId: string | null;
  /** The body as received, cut at `keptRequestBytes`. */
  request: string;
  requestBytes: number;
  answer: string;
  /** Why, in a few words, for staff (e.g. 'no signature'); null when the status says it. */
  reason: string | null;
}

export interface RefusedCallRow extends RefusedCall {
  id: string;
  receivedAt: Date;
}

/** The part of a refused body that is kept: enough to read what came, never an unbounded write. */
export const keptRequestBytes = 8192;

interface Row {
  id: string;
  provider_code: string;
  call: string;
  status: string;
  request_uuid: string | null;
  transaction_uuid: string | null;
  round_id: string | null;
  request: string;
  request_bytes: number;
  answer: string;
  reason: string | null;
  received_at: Date;
}

/** game_refused_calls: written by the provider API, read by the back-office, pruned hourly (`games.prune-refused-calls`). */
@Injectable()
export class RefusedCallsRepository {
  constructor(@Inject(DB_POOL) private readonly pool: Pool) {}

  async record(c: RefusedCall): Promise<void> {
    await this.pool.query({
      name: 'game-refused-call-insert',
      text: `INSERT INTO game_refused_calls (provider_code, call, status, request_uuid, transaction_uuid, round_id, request, request_bytes, answer, reason)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      values: [
        c.providerCode,
        c.call,
        c.status,
        c.requestUuid,
        c.transactionUuid,
        c.roundId,
        c.request,
        c.requestBytes,
        c.answer,
        c.reason,
      ],
    });
  }

  /** Newest first, received between `from` (inclusive) and `to` (exclusive), optionally of one provider. */
  async search(
    f: { provider?: string; from: Date; to: Date },
    page: number,
    perPage: number,
  ): Promise<{ rows: RefusedCallRow[]; total: number }> {
    const where = `received_at >= $1 AND received_at < $2 AND ($3::text IS NULL OR provider_code = $3)`;
    const values = [f.from, f.to, f.provider ?? null];
    const [{ rows }, counted] = await Promise.all([
      this.pool.query<Row>(
        `SELECT id::text, provider_code, call, status, request_uuid, transaction_uuid, round_id, request, request_bytes, answer, reason, received_at
           FROM game_refused_calls WHERE ${where} ORDER BY received_at DESC, id DESC LIMIT $4 OFFSET $5`,
        [...values, perPage, (page - 1) * perPage],
      ),
      this.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM game_refused_calls WHERE ${where}`, values),
    ]);
    return {
      total: counted.rows[0]!.n,
      rows: rows.map((r) => ({
        id: r.id,
        providerCode: r.provider_code,
        call: r.call,
        status: r.status,
        requestUuid: r.request_uuid,
        transactionUuid: r.transaction_uuid,
        roundId: r.round_id,
        request: r.request,
        requestBytes: r.request_bytes,
        answer: r.answer,
        reason: r.reason,
        receivedAt: r.received_at,
      })),
    };
  }

  /**
   * Deletes calls received more than `retentionDays` ago, oldest first, `batchSize` rows per statement until
   * none is left. `SKIP LOCKED`: two runs at once share the rows instead of waiting on each other.
   */
  async deleteOlderThan(retentionDays: number, batchSize: number): Promise<number> {
    let deleted = 0;
    for (;;) {
      const { rowCount } = await this.pool.query(
        `DELETE FROM game_refused_calls WHERE id IN (
           SELECT id FROM game_refused_calls WHERE received_at < now() - make_interval(days => $1::int)
            ORDER BY received_at, id LIMIT $2 FOR UPDATE SKIP LOCKED)`,
        [retentionDays, batchSize],
      );
      deleted += rowCount ?? 0;
      if ((rowCount ?? 0) < batchSize) return deleted;
    }
  }

  /**
   * Deletes all but the newest `maxRows` calls (by id, the order they were written in), `batchSize` rows per
   * statement: the row cap of a table anyone can write to (RefusedCallLog).
   */
  async deleteBeyond(maxRows: number, batchSize: number): Promise<number> {
    // ordered by the bigint id (an `id::text` column would order as text: '999' after '1000'); pg answers it as text
    const { rows } = await this.pool.query<{ id: string }>(`SELECT id FROM game_refused_calls ORDER BY id DESC OFFSET $1 LIMIT 1`, [
      maxRows,
    ]);
    if (rows.length === 0) return 0;
    let deleted = 0;
    for (;;) {
      const { rowCount } = await this.pool.query(
        `DELETE FROM game_refused_calls WHERE id IN (
           SELECT id FROM game_refused_calls WHERE id <= $1::bigint ORDER BY id LIMIT $2 FOR UPDATE SKIP LOCKED)`,
        [rows[0]!.id, batchSize],
      );
      deleted += rowCount ?? 0;
      if ((rowCount ?? 0) < batchSize) return deleted;
    }
  }
}
