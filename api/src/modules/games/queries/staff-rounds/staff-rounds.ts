import {
  formatMoney,
  type StaffGameReport,
  type StaffGameRound,
  type StaffGameRoundPage,
  type StaffGameRoundRecall,
} from '@khela/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock.js';
import { dhakaRange } from '../../domain/dhaka-days.js';
import { RoundRecallRepository, type RoundView } from '../../persistence/round-recall.repository.js';

export const roundsPerPage = 50;

const present = (r: RoundView): StaffGameRound => ({
  id: r.id,
  provider: r.provider,
  round_id: r.roundId,
  player_id: r.playerId,
  game_code: r.gameCode,
  game_name: r.gameName,
  platform: r.platform,
  status: r.status,
  bet: formatMoney(r.bet),
  win: formatMoney(r.win),
  rolled_back: formatMoney(r.rolledBack),
  opened_at: r.openedAt.toISOString(),
  closed_at: r.closedAt?.toISOString() ?? null,
});

/** Actual RTP: wins / bets in percent, two places (integer arithmetic, rounded half up). */
export function actualRtp(bets: bigint, wins: bigint): string | null {
  if (bets <= 0n) return null;
  const basisPoints = (wins * 20000n + bets) / (2n * bets); // wins / bets x 10000, rounded
  return `${basisPoints / 100n}.${String(basisPoints % 100n).padStart(2, '0')}`;
}

/** The back-office's view of game rounds: search, recall (every call, its answer, balances) and the report. */
@Injectable()
export class StaffRounds {
  constructor(
    @Inject(RoundRecallRepository) private readonly rounds: RoundRecallRepository,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  async search(f: {
    playerId?: string;
    gameCode?: string;
    provider?: string;
    from?: string;
    to?: string;
    page: number;
  }): Promise<StaffGameRoundPage | 'bad_range'> {
    const range = dhakaRange(this.clock.now(), f.from, f.to);
    if (range === 'invalid') return 'bad_range';
    const { rows, total } = await this.rounds.search(
      {
        ...range,
        ...(f.playerId ? { playerId: f.playerId } : {}),
        ...(f.gameCode ? { gameCode: f.gameCode } : {}),
        ...(f.provider ? { provider: f.provider } : {}),
      },
      f.page,
      roundsPerPage,
    );
    return {
      data: rows.map(present),
      page: f.page,
      per_page: roundsPerPage,
      total,
      last_page: Math.max(1, Math.ceil(total / roundsPerPage)),
    };
  }

  async recall(id: string): Promise<StaffGameRoundRecall | undefined> {
    if (!/^\d{1,18}$/.test(id)) return undefined;
    const round = await this.rounds.round(id);
    if (!round) return undefined;
    const calls = await this.rounds.calls(round.provider, round.roundId);
    return {
      round: present(round),
      calls: calls.map((c) => ({
        transaction_uuid: c.transactionUuid,
        kind: c.kind,
        reference_transaction_uuid: c.referenceUuid,
        amount: formatMoney(c.amount),
        status: c.status,
        request: c.request,
        answer: c.answer,
        balance_before: c.balanceBefore === null ? null : formatMoney(c.balanceBefore),
        balance_after: c.balanceAfter === null ? null : formatMoney(c.balanceAfter),
        created_at: c.createdAt.toISOString(),
      })),
    };
  }

  async report(from?: string, to?: string): Promise<StaffGameReport | 'bad_range'> {
    const range = dhakaRange(this.clock.now(), from, to);
    if (range === 'invalid') return 'bad_range';
    const rows = await this.rounds.report(range.from, range.to);
    return {
      data: rows.map((r) => ({
        day: r.day,
        provider: r.provider,
        platform: r.platform,
        game_code: r.gameCode,
        game_name: r.gameName,
        rounds: r.rounds,
        bets: formatMoney(r.bets),
        wins: formatMoney(r.wins),
        ggr: formatMoney(r.bets - r.wins),
        rtp: actualRtp(r.bets, r.wins),
        stated_rtp: r.statedRtp,
      })),
    };
  }
}
