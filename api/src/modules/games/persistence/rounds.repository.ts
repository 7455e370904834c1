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
 * call's transaction (the common steps, lock, claim and record, are one statement each in
 * ProviderCallsRepository; these are the rollback's and a late round opening's): the round row is locked first, so the calls of one round are decided one at a time,
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
