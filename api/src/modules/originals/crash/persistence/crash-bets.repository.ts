import { Inject, Injectable } from '@nestjs/common';
import type { Pool, PoolClient } from 'pg';
import { DB_POOL } from '../../../../platform/database/database.module.js';
import { inTransaction, type Db } from '../../../../platform/database/transaction.js';
import type { BetOutcome } from '../domain/crash-settlement.js';

export interface CrashBet {
  id: string;
  roundId: string;
  playerId: string;
  username: string;
  stakeMinor: bigint;
  autoCashout: number | null;
  cap: number;
  stakeState: 'pending' | 'taken' | 'refused';
  refusal: string | null;
  outcome: BetOutcome;
  cashoutAt: number | null;
  payoutMinor: bigint;
  createdAt: Date;
  settled: boolean;
}

interface Row {
  id: string;
  round_id: string;
  player_id: string;
  username: string;
  stake_minor: string;
  auto_cashout: number | null;
  cap: number;
  stake_state: CrashBet['stakeState'];
  refusal: string | null;
  outcome: BetOutcome;
  cashout_at: number | null;
  payout_minor: string;
  created_at: Date;
  settled: boolean;
}

const columns = `id::text, round_id::text, player_id::text, username, stake_minor::text, auto_cashout, cap, stake_state, refusal, outcome,
  cashout_at, payout_minor::text, created_at, settled_at IS NOT NULL AS settled`;

const fromRow = (r: Row): CrashBet => ({
  id: r.id,
  roundId: r.round_id,
  playerId: r.player_id,
  username: r.username,
  stakeMinor: BigInt(r.stake_minor),
  autoCashout: r.auto_cashout,
  cap: r.cap,
  stakeState: r.stake_state,
  refusal: r.refusal,
  outcome: r.outcome,
  cashoutAt: r.cashout_at,
  payoutMinor: BigInt(r.payout_minor),
  createdAt: r.created_at,
  settled: r.settled,
});

/**
 * The effective auto cash-out in SQL, as `effectiveTarget` in crash-settlement.ts: the lower of the player's
 * target and the bet's cap, and the round's cap on the house's net payout when one is given ($n; LEAST skips a
 * NULL). Kept beside the pure function's tests by the integration test.
 */
const target = (roundCapParam: string) => `least(coalesce(auto_cashout, cap), cap, ${roundCapParam}::int)`;

export type InsertResult = { ok: true; id: string } | { ok: false; reason: 'key_taken' | 'already_in_round' };

/**
 * crash_bets. An outcome leaves 'open' once, by a conditional UPDATE (a cash-out, the driver's auto cash-out
 * sweep, or the crash), so whichever comes first decides and the others find nothing to change; the wallet win
 * follows with a transaction id derived from the bet id, so it is paid once however many times it is sent.
 */
@Injectable()
export class CrashBetsRepository {
  constructor(@Inject(DB_POOL) private readonly pool: Pool) {}

  async insert(
    client: PoolClient,
    b: {
      roundId: string;
      playerId: string;
      username: string;
      idempotencyKey: string;
      stakeMinor: bigint;
      autoCashout: number | null;
      cap: number;
    },
  ): Promise<InsertResult> {
    await client.query('SAVEPOINT crash_bet');
    try {
      const { rows } = await client.query<{ id: string }>(
        `INSERT INTO crash_bets (round_id, player_id, username, idempotency_key, stake_minor, auto_cashout, cap)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (player_id, idempotency_key) DO NOTHING RETURNING id::text`,
        [b.roundId, b.playerId, b.username, b.idempotencyKey, b.stakeMinor, b.autoCashout, b.cap],
      );
      return rows[0] ? { ok: true, id: rows[0].id } : { ok: false, reason: 'key_taken' };
    } catch (error) {
      // the partial unique index: this player has a bet in the round already
      if ((error as { code?: string }).code === '23505') {
        await client.query('ROLLBACK TO SAVEPOINT crash_bet');
        return { ok: false, reason: 'already_in_round' };
      }
      throw error;
    }
  }

  async byKey(playerId: string, idempotencyKey: string): Promise<CrashBet | null> {
    const { rows } = await this.pool.query<Row>(`SELECT ${columns} FROM crash_bets WHERE player_id = $1 AND idempotency_key = $2`, [
      playerId,
      idempotencyKey,
    ]);
    return rows[0] ? fromRow(rows[0]) : null;
  }

  async one(betId: string, db: Db = this.pool): Promise<CrashBet | null> {
    const { rows } = await db.query<Row>(`SELECT ${columns} FROM crash_bets WHERE id = $1`, [betId]);
    return rows[0] ? fromRow(rows[0]) : null;
  }

  /** The player's bet in a round that counts (not refused), if any. */
  async ofPlayerInRound(playerId: string, roundId: string): Promise<CrashBet | null> {
    const { rows } = await this.pool.query<Row>(
      `SELECT ${columns} FROM crash_bets WHERE player_id = $1 AND round_id = $2 AND stake_state <> 'refused'`,
      [playerId, roundId],
    );
    return rows[0] ? fromRow(rows[0]) : null;
  }

  /** The round's bets that count, oldest first (the live list). */
  async ofRound(roundId: string): Promise<CrashBet[]> {
    const { rows } = await this.pool.query<Row>(
      `SELECT ${columns} FROM crash_bets WHERE round_id = $1 AND stake_state <> 'refused' ORDER BY id`,
      [roundId],
    );
    return rows.map(fromRow);
  }

  /** The player's latest bets that count, newest first. */
  async ofPlayer(playerId: string, limit: number): Promise<CrashBet[]> {
    const { rows } = await this.pool.query<Row>(
      `SELECT ${columns} FROM crash_bets WHERE player_id = $1 AND stake_state <> 'refused' ORDER BY id DESC LIMIT $2`,
      [playerId, limit],
    );
    return rows.map(fromRow);
  }

  async markStake(betId: string, state: 'taken' | 'refused', refusal: string | null = null): Promise<void> {
    await this.pool.query(`UPDATE crash_bets SET stake_state = $2, refusal = $3 WHERE id = $1 AND stake_state = 'pending'`, [
      betId,
      state,
      refusal,
    ]);
  }

  /**
   * A player's cash-out at `multiplier` (or at the bet's own target if that is lower: the sweep would have taken
   * it there). Null when the bet is not the player's, its stake is not taken, or its outcome is decided.
   */
  async cashOut(betId: string, playerId: string, multiplier: number): Promise<CrashBet | null> {
    const { rows } = await this.pool.query<Row>(
      `UPDATE crash_bets SET outcome = 'cashed_out', cashout_at = ${target('$3')}, payout_minor = stake_minor * ${target('$3')} / 100
        WHERE id = $1 AND player_id = $2 AND outcome = 'open' AND stake_state = 'taken' RETURNING ${columns}`,
      [betId, playerId, multiplier],
    );
    return rows[0] ? fromRow(rows[0]) : null;
  }

  /** The driver's tick: every open bet whose effective target the curve reached is cashed out at that target. */
  async sweepAutoCashouts(roundId: string, multiplier: number, roundCap: number | null): Promise<CrashBet[]> {
    const { rows } = await this.pool.query<Row>(
      `UPDATE crash_bets SET outcome = 'cashed_out', cashout_at = ${target('$3')}, payout_minor = stake_minor * ${target('$3')} / 100
        WHERE round_id = $1 AND outcome = 'open' AND stake_state <> 'refused' AND ${target('$3')} <= $2 RETURNING ${columns}`,
      [roundId, multiplier, roundCap],
    );
    return rows.map(fromRow);
  }

  /** Open stakes and the net already won in a round (for the round's payout cap). */
  async roundTotals(roundId: string): Promise<{ openStakesMinor: bigint; cashedNetMinor: bigint }> {
    const { rows } = await this.pool.query<{ open: string; net: string }>(
      `SELECT coalesce(sum(stake_minor) FILTER (WHERE outcome = 'open'), 0)::text AS open,
              coalesce(sum(payout_minor - stake_minor) FILTER (WHERE outcome = 'cashed_out'), 0)::text AS net
         FROM crash_bets WHERE round_id = $1 AND stake_state <> 'refused'`,
      [roundId],
    );
    return { openStakesMinor: BigInt(rows[0]!.open), cashedNetMinor: BigInt(rows[0]!.net) };
  }

  /**
   * running -> crashed with every open bet decided, in one transaction (outcomeAtCrash in SQL): effective targets
   * at or below the point are paid at their target, the rest lose, or are refunded when the round was
   * interrupted. False when the round was crashed already (another driver).
   */
  async crash(roundId: string, crashedAt: Date, interrupted: boolean, roundCap: number | null): Promise<boolean> {
    return inTransaction(this.pool, async (client) => {
      const { rows } = await client.query<{ crash_point: number }>(
        `UPDATE crash_rounds SET state = 'crashed', crashed_at = $2, interrupted = $3 WHERE id = $1 AND state = 'running' RETURNING crash_point`,
        [roundId, crashedAt, interrupted],
      );
      if (!rows[0]) return false;
      const point = rows[0].crash_point;
      await client.query(
        `UPDATE crash_bets SET outcome = 'cashed_out', cashout_at = ${target('$3')}, payout_minor = stake_minor * ${target('$3')} / 100
          WHERE round_id = $1 AND outcome = 'open' AND stake_state <> 'refused' AND ${target('$3')} <= $2`,
        [roundId, point, roundCap],
      );
      await client.query(
        `UPDATE crash_bets SET outcome = CASE WHEN $2 THEN 'refunded' ELSE 'lost' END,
                payout_minor = CASE WHEN $2 THEN stake_minor ELSE 0 END
          WHERE round_id = $1 AND outcome = 'open' AND stake_state <> 'refused'`,
        [roundId, interrupted],
      );
      return true;
    });
  }

  /** Bets decided whose wallet win is not sent yet (whatever round), oldest first. */
  async unsettled(limit: number, roundId?: string): Promise<CrashBet[]> {
    const { rows } = await this.pool.query<Row>(
      `SELECT ${columns} FROM crash_bets WHERE settled_at IS NULL AND stake_state <> 'refused' AND outcome <> 'open'
         ${roundId ? 'AND round_id = $2' : ''} ORDER BY id LIMIT $1`,
      roundId ? [limit, roundId] : [limit],
    );
    return rows.map(fromRow);
  }

  /** Open bets whose stake call has no answer yet (the api stopped in between), oldest first. */
  async pendingStakes(olderThan: Date, limit: number): Promise<CrashBet[]> {
    const { rows } = await this.pool.query<Row>(
      `SELECT ${columns} FROM crash_bets WHERE stake_state = 'pending' AND created_at < $1 ORDER BY id LIMIT $2`,
      [olderThan, limit],
    );
    return rows.map(fromRow);
  }

  async markSettled(betId: string): Promise<void> {
    await this.pool.query(`UPDATE crash_bets SET settled_at = now() WHERE id = $1 AND settled_at IS NULL`, [betId]);
  }

  async maxRoundWin(gameCode: string): Promise<bigint | null> {
    const { rows } = await this.pool.query<{ max: string }>(
      `SELECT max_round_win_minor::text AS max FROM crash_settings WHERE game_code = $1`,
      [gameCode],
    );
    return rows[0] ? BigInt(rows[0].max) : null;
  }
}
