import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { Pool } from 'pg';
import { APP_CONFIG } from '../../../platform/config/config.module.js';
import type { AppConfig } from '../../../platform/config/load-config.js';
import { DB_POOL } from '../../../platform/database/database.module.js';
import { lockKeyOf, SessionLocks } from '../../../platform/database/session-locks.js';

/** One staff request as the idempotency table knows it. */
export interface IdempotentRequest {
  staffId: string;
  key: string;
  /** 'POST /api/admin/players/:id/adjustments' */
  route: string;
  /** sha256 of route, parameters and body. */
  requestHash: string;
}

/** What a request finds when it claims its key. */
export type IdempotencyClaim =
  /** First (or taking over one whose process died): run the handler, then `complete` or `release`. */
  | { kind: 'run' }
  /** Done before: answer this again. */
  | { kind: 'replay'; status: number; body: string }
  /** The key was used for another route, parameters or body. */
  | { kind: 'mismatch' }
  /** The first request with this key is still running after the wait. */
  | { kind: 'busy' };

interface Row {
  route: string;
  request_hash: string;
  status: 'running' | 'done';
  response_status: number | null;
  response_body: string | null;
}

/**
 * Written into `locked_until` when a request claims its key. No longer what frees a key: a claim is
 * held by a session-level advisory lock of the claiming process (below), which Postgres drops the
 * moment that process dies; the column only records when the claim was made.
 */
export const IDEMPOTENCY_LEASE_SECONDS = 120;

const completeAttempts = 5;

/**
 * staff_idempotency_keys. `claim` is the only way in: an INSERT decides which of two racing requests
 * runs; the other waits for its answer (re-reading the row) instead of running the handler again.
 *
 * The claim dies with its request: while a request runs, its process holds an advisory lock on the key
 * (SessionLocks: one dedicated connection per process, not a pooled one). A request that finds the key
 * 'running' tries that lock: held means the first request is alive (wait for its answer); free means
 * its process died (kill -9, crash) or it lost the answer, so this one takes the key over at once,
 * instead of every retry getting 409 until a lease ran out. Two requests of one process never run one
 * key together (an in-process set; Postgres's session locks are re-entrant).
 */
@Injectable()
export class StaffIdempotencyRepository implements OnModuleDestroy {
  private readonly locks: SessionLocks;
  /** Keys a request of this process is running now. */
  private readonly running = new Set<string>();

  constructor(
    @Inject(DB_POOL) private readonly pool: Pool,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.locks = new SessionLocks({ databaseUrl: config.DATABASE_URL, applicationName: 'khela-idempotency' });
  }

  async onModuleDestroy(): Promise<void> {
    await this.locks.close();
  }

  /**
   * Claims the key or finds its first answer. A request that finds the key held by a live request
   * waits for it (re-reading with a growing pause, up to `waitMs`) so a double click gets the first
   * click's answer.
   */
  async claim(request: IdempotentRequest, waitMs = 10_000): Promise<IdempotencyClaim> {
    const deadline = Date.now() + waitMs;
    const name = nameOf(request);
    const lockKey = lockKeyOf(name);
    let pause = 20;
    for (;;) {
      if (await this.mine(name, lockKey)) {
        // nobody alive holds this key: claim it, take over a dead claim, or find the answer
        let claimed = false;
        try {
          const found = await this.claimLocked(request);
          claimed = found.kind === 'run';
          if (found.kind !== 'gone') return found;
        } finally {
          if (!claimed) await this.let(name, lockKey);
        }
        continue; // released meanwhile: claim it again
      }
      // a live request (here or in another process) runs it: wait for its answer
      const row = await this.read(request);
      if (row && (row.route !== request.route || row.request_hash !== request.requestHash)) return { kind: 'mismatch' };
      if (row?.status === 'done') return { kind: 'replay', status: row.response_status!, body: row.response_body! };
      if (Date.now() + pause > deadline) return { kind: 'busy' };
      await new Promise((resolve) => setTimeout(resolve, pause));
      pause = Math.min(pause * 2, 250);
    }
  }

  /** The handler answered: keep the answer for repeats (retried: a lost answer would make retries run it again). */
  async complete(request: IdempotentRequest, status: number, body: string): Promise<void> {
    try {
      await this.persist(() =>
        this.pool.query(
          `UPDATE staff_idempotency_keys SET status = 'done', response_status = $3, response_body = $4, completed_at = now()
            WHERE staff_id = $1 AND idempotency_key = $2 AND status = 'running'`,
          [request.staffId, request.key, status, body],
        ),
      );
    } finally {
      await this.let(nameOf(request), lockKeyOf(nameOf(request)));
    }
  }

  /** The handler refused or failed: nothing was done, so the key is free again (the same dialog may retry). */
  async release(request: IdempotentRequest): Promise<void> {
    try {
      await this.persist(() =>
        this.pool.query(`DELETE FROM staff_idempotency_keys WHERE staff_id = $1 AND idempotency_key = $2 AND status = 'running'`, [
          request.staffId,
          request.key,
        ]),
      );
    } finally {
      // even if the row stays 'running', the lock goes: the next request with the key takes it over
      await this.let(nameOf(request), lockKeyOf(nameOf(request)));
    }
  }

  private async claimLocked(request: IdempotentRequest): Promise<IdempotencyClaim | { kind: 'gone' }> {
    const inserted = await this.pool.query(
      `INSERT INTO staff_idempotency_keys (staff_id, idempotency_key, route, request_hash, status, locked_until)
       VALUES ($1, $2, $3, $4, 'running', now() + make_interval(secs => $5))
       ON CONFLICT (staff_id, idempotency_key) DO NOTHING`,
      [request.staffId, request.key, request.route, request.requestHash, IDEMPOTENCY_LEASE_SECONDS],
    );
    if (inserted.rowCount === 1) return { kind: 'run' };
    const row = await this.read(request);
    if (!row) return { kind: 'gone' }; // the first request was refused and released the key
    if (row.route !== request.route || row.request_hash !== request.requestHash) return { kind: 'mismatch' };
    if (row.status === 'done') return { kind: 'replay', status: row.response_status!, body: row.response_body! };
    // 'running' with nobody alive on it: its request died (or lost its answer); run it again
    await this.pool.query(
      `UPDATE staff_idempotency_keys SET locked_until = now() + make_interval(secs => $3)
        WHERE staff_id = $1 AND idempotency_key = $2 AND status = 'running'`,
      [request.staffId, request.key, IDEMPOTENCY_LEASE_SECONDS],
    );
    return { kind: 'run' };
  }

  private async read(request: IdempotentRequest): Promise<Row | undefined> {
    const { rows } = await this.pool.query<Row>(
      `SELECT route, request_hash, status, response_status, response_body
         FROM staff_idempotency_keys WHERE staff_id = $1 AND idempotency_key = $2`,
      [request.staffId, request.key],
    );
    return rows[0];
  }

  /** Takes the key for a request of this process: marked running here first (the check and the lock are not one step). */
  private async mine(name: string, lockKey: bigint): Promise<boolean> {
    if (this.running.has(name)) return false;
    this.running.add(name);
    let locked = false;
    try {
      locked = await this.locks.tryLock(lockKey);
      return locked;
    } finally {
      if (!locked) this.running.delete(name);
    }
  }

  private async let(name: string, lockKey: bigint): Promise<void> {
    this.running.delete(name);
    await this.locks.unlock(lockKey);
  }

  /** A write that must not be lost to a momentary failure (a busy pool, a dropped connection): a few tries. */
  private async persist(write: () => Promise<unknown>): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await write();
        return;
      } catch (error) {
        if (attempt >= completeAttempts) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  }
}

/** What a running request's process holds its advisory lock on (SessionLocks, `lockKeyOf`). */
export const claimLockName = (staffId: string, key: string) => `staff-idempotency\n${staffId}\n${key}`;
const nameOf = (request: IdempotentRequest) => claimLockName(request.staffId, request.key);
