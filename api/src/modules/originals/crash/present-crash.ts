import type { CrashHistoryItem, CrashMyBet, CrashPublicBet, CrashRoundView } from '@khela/contracts';
import { takaFromMinor } from '../domain/money-text.js';
import type { CrashBet } from './persistence/crash-bets.repository.js';
import type { CrashRound } from './persistence/crash-rounds.repository.js';

/** Hundredths -> "2.35". */
export const multiplierText = (hundredths: number): string => (hundredths / 100).toFixed(2);

/** "demoplayer1" -> "de*******1": others' names are not shown whole. */
export const maskName = (username: string): string =>
  username.length <= 3
    ? `${username[0] ?? ''}**`
    : `${username.slice(0, 2)}${'*'.repeat(Math.min(8, username.length - 3))}${username.slice(-1)}`;

/** The round as everyone sees it: its hash and point only once crashed (before, they would tell the result). */
export function presentRound(round: CrashRound, nowMs: number): CrashRoundView {
  const crashed = round.state === 'crashed';
  return {
    round_id: round.id,
    game_number: round.gameNumber,
    state: round.state,
    betting_ends_at: new Date(round.bettingEndsAtMs).toISOString(),
    started_at: round.startedAtMs === null ? null : new Date(round.startedAtMs).toISOString(),
    server_time: nowMs,
    crash_point: crashed ? multiplierText(round.crashPoint) : null,
    hash: crashed ? round.gameHash : null,
    interrupted: round.interrupted,
  };
}

export const presentHistory = (round: CrashRound): CrashHistoryItem => ({
  round_id: round.id,
  game_number: round.gameNumber,
  crash_point: multiplierText(round.crashPoint),
  hash: round.gameHash,
});

export const presentPublicBet = (bet: CrashBet): CrashPublicBet => ({
  bet_id: bet.id,
  player: maskName(bet.username),
  stake: takaFromMinor(bet.stakeMinor),
  auto_cashout: bet.autoCashout === null ? null : multiplierText(bet.autoCashout),
  outcome: bet.outcome,
  cashout_at: bet.cashoutAt === null ? null : multiplierText(bet.cashoutAt),
  payout: takaFromMinor(bet.payoutMinor),
});

export const presentMyBet = (bet: CrashBet): CrashMyBet => ({
  ...presentPublicBet(bet),
  player: bet.username,
  round_id: bet.roundId,
  stake_state: bet.stakeState,
  placed_at: bet.createdAt.toISOString(),
});
