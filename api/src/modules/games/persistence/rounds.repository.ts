import { Injectable } from '@nestjs/common';
import type { PoolClient } from 'pg';
import type { BetFacts, RoundFacts } from '../domain/wallet-decisions.js';

export interface RoundRow extends RoundFacts {
  id: string;
  betTotal: bigint;
  winTotal: bigint;
  rolledBackTotal: bigint;
}

/** A transaction row found under the same (provider, transaction_uuid) as a new call. */
export interface ExistingTransaction {
  kind: BetFacts['kind'];
  requestHash: Buffer | null;
  answer: string;
  playerId: string | null;
}

export interface NewTransaction {
  providerCode: string;
  transactionUuid: string;
  kind: 'bet' | 'win' | 'rollback';
  roundId: string;
  referenceUuid: string | null;
  playerId: string | null;
  amount: bigint;
  requestHash: Buffer;
  request: string;
}

interface RoundDbRow {
  id: string;
  player_id: string;
  game_code: string;
  status: 'open' | 'closed';
  bet_total: string;
  win_total: string;
  rolled_back_total: string;
}
const toRound = (r: RoundDbRow): RoundRow => ({
  id: r.id,
  playerId: r.player_id,
  gameCode: r.game_code,
  status: r.status,
  betTotal: BigInt(r.bet_total),
  winTotal: BigInt(r.win_total),
  rolledBackTotal: BigInt(r.rolled_back_total),
});

/**
 * Rounds and provider transactions (`game_rounds`, `game_transactions`), always through the client of the
 * call's transaction: the round row is locked first, so the calls of one round are decided one at a time,
 * and the unique (provider, transaction_uuid) makes a concurrent repeat wait for the first one's answer.
 */
@Injectable()
export class RoundsRepository {
  async lockRound(db: PoolClient, providerCode: string, roundId: string): Promise<RoundRow | undefined> {
    const { rows } = await db.query<RoundDbRow>(
      `SELECT id, player_id, game_code, status, bet_total, win_total, rolled_back_total FROM game_rounds
       WHERE provider_code = $1 AND round_id = $2 FOR UPDATE`,
      [providerCode, roundId],
    );
    return rows[0] && toRound(rows[0]);
  }

  /** Opens the round (first bet) or, when another call just did, locks the existing one. */
  async openRound(db: PoolClient, r: { providerCode: string; roundId: string; playerId: string; gameCode: string }): Promise<RoundRow> {
    await db.query(
      `INSERT INTO game_rounds (provider_code, round_id, player_id, game_code) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
      [r.providerCode, r.roundId, r.playerId, r.gameCode],
    );
    return (await this.lockRound(db, r.providerCode, r.roundId))!;
  }

  async saveRound(
    db: PoolClient,
    id: string,
    r: { betTotal: bigint; winTotal: bigint; rolledBackTotal: bigint; closes: boolean },
  ): Promise<Date | null> {
    const { rows } = await db.query<{ closed_at: Date | null }>(
      `UPDATE game_rounds SET bet_total = $2, win_total = $3, rolled_back_total = $4,
         status = CASE WHEN $5 THEN 'closed' ELSE status END, closed_at = CASE WHEN $5 THEN now() ELSE closed_at END
       WHERE id = $1 RETURNING closed_at`,
      [id, r.betTotal.toString(), r.winTotal.toString(), r.rolledBackTotal.toString(), r.closes],
    );
    return rows[0]?.closed_at ?? null;
  }

  /**
   * Claims the transaction id for this call ('pending' until `finish`, in the same transaction). When the
   * id is taken, the row that holds it (a concurrent holder is waited for: its insert locks the key).
   */
  async claim(db: PoolClient, t: NewTransaction): Promise<{ id: string } | { existing: ExistingTransaction }> {
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO game_transactions (provider_code, transaction_uuid, kind, round_id, reference_uuid, player_id, amount, request_hash, request, status)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'pending') ON CONFLICT DO NOTHING RETURNING id`,
      [t.providerCode, t.transactionUuid, t.kind, t.roundId, t.referenceUuid, t.playerId, t.amount.toString(), t.requestHash, t.request],
    );
    if (rows[0]) return { id: rows[0].id };
    const found = await db.query<{ kind: BetFacts['kind']; request_hash: Buffer | null; answer: string; player_id: string | null }>(
      `SELECT kind, request_hash, answer, player_id FROM game_transactions WHERE provider_code = $1 AND transaction_uuid = $2`,
      [t.providerCode, t.transactionUuid],
    );
    const row = found.rows[0]!;
    return { existing: { kind: row.kind, requestHash: row.request_hash, answer: row.answer, playerId: row.player_id } };
  }

  /** Records the call's outcome and the exact answer its repeats get. */
  async finish(
    db: PoolClient,
    id: string,
    r: { status: string; answer: string; playerId: string | null; balanceBefore: bigint | null; balanceAfter: bigint | null },
  ): Promise<void> {
    await db.query(
      `UPDATE game_transactions SET status = $2, answer = $3, player_id = coalesce($4, player_id), balance_before = $5, balance_after = $6 WHERE id = $1`,
      [id, r.status, r.answer, r.playerId, r.balanceBefore?.toString() ?? null, r.balanceAfter?.toString() ?? null],
    );
  }

  /**
   * A rollback of a bet we have not seen: the bet's id is taken by a tombstone, so the bet, should it
   * come late, finds it and is refused. False when the id is already taken (by the bet itself, or an
   * earlier tombstone); a bet still being written is waited for.
   */
  async tombstone(db: PoolClient, t: { providerCode: string; betUuid: string; roundId: string; rollbackUuid: string }): Promise<boolean> {
    const { rowCount } = await db.query(
      `INSERT INTO game_transactions (provider_code, transaction_uuid, kind, round_id, status, rolled_back_by)
       VALUES ($1, $2, 'tombstone', $3, 'RS_ERROR_TRANSACTION_ROLLED_BACK', $4) ON CONFLICT DO NOTHING`,
      [t.providerCode, t.betUuid, t.roundId, t.rollbackUuid],
    );
    return (rowCount ?? 0) > 0;
  }

  /** The transaction a win or rollback names, with whether a win named it. */
  async referenced(db: PoolClient, providerCode: string, uuid: string): Promise<(BetFacts & { amount: bigint }) | undefined> {
    const { rows } = await db.query<{
      kind: BetFacts['kind'];
      status: string;
      player_id: string | null;
      round_id: string | null;
      rolled_back_by: string | null;
      amount: string;
      won: boolean;
    }>(
      `SELECT t.kind, t.status, t.player_id, t.round_id, t.rolled_back_by, t.amount,
              EXISTS (SELECT 1 FROM game_transactions w WHERE w.provider_code = t.provider_code AND w.round_id = t.round_id
                      AND w.kind = 'win' AND w.reference_uuid = t.transaction_uuid AND w.status = 'RS_OK') AS won
       FROM game_transactions t WHERE t.provider_code = $1 AND t.transaction_uuid = $2`,
      [providerCode, uuid],
    );
    const r = rows[0];
    return (
      r && {
        kind: r.kind,
        status: r.status,
        playerId: r.player_id,
        roundId: r.round_id,
        rolledBackBy: r.rolled_back_by,
        won: r.won,
        amount: BigInt(r.amount),
      }
    );
  }

  async markRolledBack(db: PoolClient, providerCode: string, betUuid: string, rollbackUuid: string): Promise<void> {
    await db.query(`UPDATE game_transactions SET rolled_back_by = $3 WHERE provider_code = $1 AND transaction_uuid = $2`, [
      providerCode,
      betUuid,
      rollbackUuid,
    ]);
  }
}
