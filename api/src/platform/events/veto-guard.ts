import { Inject, Injectable } from '@nestjs/common';
import type { Pool, PoolClient } from 'pg';
import { DB_POOL } from '../database/database.module.js';
import { lockKeyOf } from '../database/session-locks.js';
import { connect, isConnectionError, type JoinedTransaction } from '../database/transaction.js';
import { VetoPoint, type VetoAction, type VetoContexts, type VetoVerdict } from './veto-point.js';

type Refusal = Extract<VetoVerdict, { ok: false }>;
export type GuardedOutcome<T> = { ok: true; value: T } | Refusal;
/** An allowed move's hold: `release` once the move has committed (or failed), in a `finally`. */
export type VetoHold = { ok: true; release: () => Promise<void> } | Refusal;

const released = async (): Promise<void> => undefined;

/**
 * A money move and its veto check made atomic where a veto needs it. Most vetoes read facts a move does not
 * change (an exclusion), and `check` then `move` is enough. A limit that counts the moves themselves (wager
 * and loss limits counting stakes and exchange liability) is not: two stakes checked at the same instant
 * would both fit the room left and both be taken. Such a veto allows with a hold key (`allowHeld`, e.g. one
 * per player); the guard then checks again under a Postgres advisory lock on that key, held until the move
 * has committed, so every check sees every move of the key committed before it, on any api process.
 *
 * Moves with no hold key (every player without a limit) keep their path: one check, no lock, no
 * connection, the ledger's group commit as before. With a hold: the lock is transaction-scoped in the
 * caller's transaction when the move joins one (released by its commit), else session-scoped on a
 * connection of the pool released after the move returns (the ledger's append has committed by then).
 * Moves under one key in this process queue in memory first, so at most one of them at a time holds the
 * lock and needs a connection for its check (the others wait without taking one more from the pool). A move
 * must not itself pass the guard under its own key (an order's transaction placing a stake of the same
 * player): it would wait for its own lane.
 */
@Injectable()
export class VetoGuard {
  private readonly tails = new Map<string, Promise<void>>();

  constructor(
    @Inject(VetoPoint) private readonly vetoes: VetoPoint,
    @Inject(DB_POOL) private readonly pool: Pool,
  ) {}

  /** Checks, then runs `move` (under the holds the vetoes asked for, checked again under them). */
  async run<A extends VetoAction, T>(
    action: A,
    context: VetoContexts[A],
    move: () => Promise<T>,
    transaction?: JoinedTransaction,
  ): Promise<GuardedOutcome<T>> {
    const first = await this.vetoes.check(action, context);
    if (!first.ok) return first;
    if (!first.holdKeys) return { ok: true, value: await move() };
    if (transaction) {
      const keys = [...first.holdKeys].sort();
      return this.inLane(keys.join('\u0000'), async () => {
        // the caller's commit releases it; the lane is let go before that, and the next move waits here
        for (const key of keys) await transaction.client.query(`SELECT pg_advisory_xact_lock($1::bigint)`, [holdLockKey(key)]);
        const verdict = await this.vetoes.check(action, context);
        return verdict.ok ? { ok: true, value: await move() } : verdict;
      });
    }
    const hold = await this.hold(action, context, first);
    if (!hold.ok) return hold;
    try {
      return { ok: true, value: await move() };
    } finally {
      await hold.release();
    }
  }

  /**
   * For a mover that checked (`vetoes.check`) and commits its move in a transaction of its own, later (an
   * exchange order: the veto, then the in-play delay, then the market's transaction): when the verdict asked
   * for holds, takes them (queued in this process, then the advisory lock on a connection of its own) and
   * checks again; the caller moves, then releases in a `finally`, after its commit. No holds: nothing taken.
   */
  async hold<A extends VetoAction>(action: A, context: VetoContexts[A], verdict: VetoVerdict): Promise<VetoHold> {
    if (!verdict.ok) return verdict;
    if (!verdict.holdKeys) return { ok: true, release: released };
    const keys = [...verdict.holdKeys].sort();
    const leaveLane = await this.enterLane(keys.join('\u0000'));
    let client: PoolClient | undefined;
    let broken: Error | undefined;
    const release = async (): Promise<void> => {
      // a failed unlock discards the connection, and its locks go with its session
      if (client) await client.query(`SELECT pg_advisory_unlock_all()`).catch((error: Error) => (broken = error));
      client?.release(broken);
      client = undefined;
      leaveLane();
    };
    try {
      client = await connect(this.pool);
      for (const key of keys) await client.query(`SELECT pg_advisory_lock($1::bigint)`, [holdLockKey(key)]);
      // checked again under the lock: what the first check counted may have moved since
      const now = await this.vetoes.check(action, context);
      if (!now.ok) {
        await release();
        return now;
      }
      return { ok: true, release };
    } catch (error) {
      if (isConnectionError(error)) broken = error as Error;
      await release();
      throw error;
    }
  }

  /** One at a time per key in this process, in arrival order. */
  private inLane<T>(key: string, task: () => Promise<T>): Promise<T> {
    return this.enterLane(key).then(async (leave) => {
      try {
        return await task();
      } finally {
        leave();
      }
    });
  }

  /** Waits for the key's lane; answers the function that lets the next in. */
  private async enterLane(key: string): Promise<() => void> {
    let leave!: () => void;
    const mine = new Promise<void>((resolve) => (leave = resolve));
    const before = this.tails.get(key) ?? Promise.resolve();
    this.tails.set(key, mine);
    void mine.then(() => {
      if (this.tails.get(key) === mine) this.tails.delete(key);
    });
    await before;
    return leave;
  }
}

/** The advisory lock of a hold key (its own namespace, so it cannot meet another module's lock). */
const holdLockKey = (key: string): string => lockKeyOf(`veto-hold:${key}`).toString();
