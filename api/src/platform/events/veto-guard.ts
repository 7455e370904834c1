import { Inject, Injectable } from '@nestjs/common';
import type { Pool, PoolClient } from 'pg';
import { DB_POOL } from '../database/database.module.js';
import { lockKeyOf } from '../database/session-locks.js';
import { connect, isConnectionError, type JoinedTransaction } from '../database/transaction.js';
import { VetoPoint, type VetoAction, type VetoContexts, type VetoVerdict } from './veto-point.js';

export type GuardedOutcome<T> = { ok: true; value: T } | Extract<VetoVerdict, { ok: false }>;

/**
 * A money move and its veto check made atomic where a veto needs it. Most vetoes read facts a move does not
 * change (an exclusion), and `check` then `move` is enough. A limit that counts the moves themselves (wager
 * and loss limits counting stakes) is not: two stakes checked at the same instant would both fit the room
 * left and both be taken. Such a veto allows with a hold key (`allowHeld`, e.g. one per player); the guard
 * then checks again under a Postgres advisory lock on that key, held until the move has committed, so every
 * check sees every move of the key committed before it, on any api process.
 *
 * Moves with no hold key (every player without a limit) keep their path: one check, no lock, no
 * connection, the ledger's group commit as before. With a hold: the lock is transaction-scoped in the
 * caller's transaction when the move joins one (released by its commit), else session-scoped on a
 * connection of the pool released after the move returns (the ledger's append has committed by then).
 * Moves under one key in this process queue in memory first, so at most one of them at a time holds the
 * lock and needs a connection for its check (the others wait without taking one more from the pool).
 */
@Injectable()
export class VetoGuard {
  private readonly tails = new Map<string, Promise<void>>();

  constructor(
    @Inject(VetoPoint) private readonly vetoes: VetoPoint,
    @Inject(DB_POOL) private readonly pool: Pool,
  ) {}

  async run<A extends VetoAction, T>(
    action: A,
    context: VetoContexts[A],
    move: () => Promise<T>,
    transaction?: JoinedTransaction,
  ): Promise<GuardedOutcome<T>> {
    const first = await this.vetoes.check(action, context);
    if (!first.ok) return first;
    if (!first.holdKeys) return { ok: true, value: await move() };
    const keys = [...first.holdKeys].sort();
    const held = async (): Promise<GuardedOutcome<T>> => {
      // checked again under the lock: what the first check counted may have moved since
      const verdict = await this.vetoes.check(action, context);
      if (!verdict.ok) return verdict;
      return { ok: true, value: await move() };
    };
    return this.inLane(keys.join('\u0000'), async () => {
      if (!transaction) return this.underSessionLocks(keys, held);
      // the caller's commit releases it; the lane is let go before that, and the next move waits here
      for (const key of keys) await transaction.client.query(`SELECT pg_advisory_xact_lock($1::bigint)`, [holdLockKey(key)]);
      return held();
    });
  }

  private async underSessionLocks<T>(keys: readonly string[], work: () => Promise<T>): Promise<T> {
    const client: PoolClient = await connect(this.pool);
    let broken: Error | undefined;
    try {
      for (const key of keys) await client.query(`SELECT pg_advisory_lock($1::bigint)`, [holdLockKey(key)]);
      return await work();
    } catch (error) {
      if (isConnectionError(error)) broken = error as Error;
      throw error;
    } finally {
      // a failed unlock discards the connection, and its locks go with its session
      await client.query(`SELECT pg_advisory_unlock_all()`).catch((error: Error) => (broken = error));
      client.release(broken);
    }
  }

  /** One at a time per key in this process, in arrival order. */
  private inLane<T>(key: string, task: () => Promise<T>): Promise<T> {
    const result = (this.tails.get(key) ?? Promise.resolve()).then(task);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }
}

/** The advisory lock of a hold key (its own namespace, so it cannot meet another module's lock). */
const holdLockKey = (key: string): string => lockKeyOf(`veto-hold:${key}`).toString();
