import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { DB_POOL } from '../../../platform/database/database.module.js';

export interface RoundView {
  id: string;
  provider: string;
  roundId: string;
  playerId: string;
  gameCode: string;
  gameName: string;
  platform: string;
  status: 'open' | 'closed';
  bet: bigint;
  win: bigint;
  rolledBack: bigint;
  openedAt: Date;
  closedAt: Date | null;
}

export interface CallView {
  transactionUuid: string;
  kind: 'bet' | 'win' | 'rollback' | 'tombstone';
  referenceUuid: string | null;
  amount: bigint;
  status: string;
  request: string;
  answer: string;
  balanceBefore: bigint | null;
  balanceAfter: bigint | null;
  createdAt: Date;
}

export interface ReportRow {
  day: string;
  provider: string;
  platform: string;
  gameCode: string;
  gameName: string;
  rounds: number;
  bets: bigint;
  wins: bigint;
  /** The game's stated RTP, "95.81"; null when it states none. */
  statedRtp: string | null;
}

export interface RoundFilter {
  playerId?: string;
  gameCode?: string;
  provider?: string;
  from: Date;
  to: Date;
}

const roundColumns = `r.id::text, r.provider_code, r.round_id, r.player_id, r.game_code, coalesce(g.name, r.game_code) AS game_name,
  coalesce(g.platform, '') AS platform, r.status, r.bet_total::text, r.win_total::text, r.rolled_back_total::text, r.opened_at, r.closed_at`;

interface RoundRow {
  id: string;
  provider_code: string;
  round_id: string;
  player_id: string;
  game_code: string;
  game_name: string;
  platform: string;
  status: 'open' | 'closed';
  bet_total: string;
  win_total: string;
  rolled_back_total: string;
  opened_at: Date;
  closed_at: Date | null;
}
const toRound = (r: RoundRow): RoundView => ({
  id: r.id,
  provider: r.provider_code,
  roundId: r.round_id,
  playerId: r.player_id,
  gameCode: r.game_code,
  gameName: r.game_name,
  platform: r.platform,
  status: r.status,
  bet: BigInt(r.bet_total),
  win: BigInt(r.win_total),
  rolledBack: BigInt(r.rolled_back_total),
  openedAt: r.opened_at,
  closedAt: r.closed_at,
});

/** Staff reads over rounds and provider calls: search, recall, and the per-day report. */
@Injectable()
export class RoundRecallRepository {
  constructor(@Inject(DB_POOL) private readonly pool: Pool) {}

  /** Rounds opened in [from, to), newest first, with the total for paging. */
  async search(f: RoundFilter, page: number, perPage: number): Promise<{ rows: RoundView[]; total: number }> {
    const where = `r.opened_at >= $1 AND r.opened_at < $2 AND ($3::text IS NULL OR r.player_id = $3)
      AND ($4::text IS NULL OR r.game_code = $4) AND ($5::text IS NULL OR r.provider_code = $5)`;
    const params = [f.from, f.to, f.playerId ?? null, f.gameCode ?? null, f.provider ?? null];
    // rows and total from one statement, so a round opened between two reads cannot make them disagree
    const { rows } = await this.pool.query<RoundRow & { total: number }>(
      `SELECT ${roundColumns}, count(*) OVER ()::int AS total FROM game_rounds r LEFT JOIN games g ON g.code = r.game_code WHERE ${where}
       ORDER BY r.opened_at DESC, r.id DESC LIMIT $6 OFFSET $7`,
      [...params, perPage, (page - 1) * perPage],
    );
    let total = rows[0]?.total ?? 0;
    if (!rows[0] && page > 1) {
      const count = await this.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM game_rounds r WHERE ${where}`, params);
      total = count.rows[0]!.n;
    }
    return { rows: rows.map(toRound), total };
  }

  async round(id: string): Promise<RoundView | undefined> {
    const { rows } = await this.pool.query<RoundRow>(
      `SELECT ${roundColumns} FROM game_rounds r LEFT JOIN games g ON g.code = r.game_code WHERE r.id = $1`,
      [id],
    );
    return rows[0] && toRound(rows[0]);
  }

  /** Every call of a round (tombstones included), in the order they came. */
  async calls(provider: string, roundId: string): Promise<CallView[]> {
    const { rows } = await this.pool.query<{
      transaction_uuid: string;
      kind: CallView['kind'];
      reference_uuid: string | null;
      amount: string;
      status: string;
      request: string;
      answer: string;
      balance_before: string | null;
      balance_after: string | null;
      created_at: Date;
    }>(
      `SELECT transaction_uuid, kind, reference_uuid, amount::text, status, request, answer, balance_before::text, balance_after::text, created_at
       FROM game_transactions WHERE provider_code = $1 AND round_id = $2 ORDER BY id`,
      [provider, roundId],
    );
    return rows.map((r) => ({
      transactionUuid: r.transaction_uuid,
      kind: r.kind,
      referenceUuid: r.reference_uuid,
      amount: BigInt(r.amount),
      status: r.status,
      request: r.request,
      answer: r.answer,
      balanceBefore: r.balance_before === null ? null : BigInt(r.balance_before),
      balanceAfter: r.balance_after === null ? null : BigInt(r.balance_after),
      createdAt: r.created_at,
    }));
  }

  /** Closed rounds per Asia/Dhaka day of closing, provider and game: bets (less rollbacks) and wins. */
  async report(from: Date, to: Date): Promise<ReportRow[]> {
    const { rows } = await this.pool.query<{
      day: string;
      provider_code: string;
      platform: string;
      game_code: string;
      game_name: string;
      rounds: number;
      bets: string;
      wins: string;
      stated_rtp: string | null;
    }>(
      `SELECT to_char(r.closed_at AT TIME ZONE 'Asia/Dhaka', 'YYYY-MM-DD') AS day, r.provider_code, coalesce(g.platform, '') AS platform,
              r.game_code, coalesce(g.name, r.game_code) AS game_name, count(*)::int AS rounds,
              sum(r.bet_total - r.rolled_back_total)::text AS bets, sum(r.win_total)::text AS wins,
              g.stated_rtp::text AS stated_rtp
       FROM game_rounds r LEFT JOIN games g ON g.code = r.game_code
       WHERE r.status = 'closed' AND r.closed_at >= $1 AND r.closed_at < $2
       GROUP BY 1, 2, 3, 4, 5, g.stated_rtp ORDER BY 1 DESC, 2, 4`,
      [from, to],
    );
    return rows.map((r) => ({
      day: r.day,
      provider: r.provider_code,
      platform: r.platform,
      gameCode: r.game_code,
      gameName: r.game_name,
      rounds: r.rounds,
      bets: BigInt(r.bets),
      wins: BigInt(r.wins),
      statedRtp: r.stated_rtp,
    }));
  }
}
