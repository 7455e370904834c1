import type { FancyTab } from '@khela/contracts';
import { houseMarketMaker } from '../orders/order-types.js';
import type { MarketOutcome, SettledBet } from '../settlement/settle-market.js';
import { floorDiv } from '../settlement/settle-market.js';

/**
 * Fancy (session) bets, pure (issue 18). A bet is Yes or No at a run line and a per-100 rate, against the
 * house: it wins stake x rate / 100 when its side comes true on the line's result (the runs), else loses
 * its stake (spec 3: rates per 100, 100 = evens). What "comes true" means depends on the tab:
 * - fancy, ball by ball, khadda: Yes at or over its line, No under its line (a khadda's band between the
 *   two lines loses both sides);
 * - lottery: Yes when the runs' last digit is the line (No is not offered: its rate is 0);
 * - odd / even: Yes (line 1) when the runs are odd, No (line 0) when even.
 * Amounts are worked in hundredths of a minor unit, exactly, and rounded once per player against them,
 * as match odds are.
 */
export type FancySide = 'yes' | 'no';
export const fancySides = ['yes', 'no'] as const satisfies readonly FancySide[];

export interface FancyStake {
  side: FancySide;
  tab: FancyTab;
  line: number;
  rate: number;
  stake: bigint;
}

/** Whether a bet wins on the line's result. */
export function fancyWins(bet: Pick<FancyStake, 'side' | 'tab' | 'line'>, runs: number): boolean {
  if (bet.tab === 'lottery') return bet.side === 'yes' && runs % 10 === bet.line;
  if (bet.tab === 'oddeven') return (runs % 2 === 1) === (bet.side === 'yes');
  return bet.side === 'yes' ? runs >= bet.line : runs < bet.line;
}

/** One bet's result on `runs` in hundredths of a minor unit: + stake x rate on a win, - stake x 100 on a loss. */
export const fancyResultH = (bet: FancyStake, runs: number): bigint =>
  fancyWins(bet, runs) ? bet.stake * BigInt(bet.rate) : -bet.stake * 100n;

/** What one bet wins (rounded down) and risks (its stake): the bet slip's figures. */
export const fancyProfitAndLiability = (rate: number, stake: bigint) => ({ profit: (stake * BigInt(rate)) / 100n, liability: stake });

/**
 * The results worth trying for a set of bets: every bet's outcome changes only at its line (or with the last
 * digit / parity), so each line, the run under it, and 0..9 cover every distinct combination of outcomes.
 */
function fancyCandidateRuns(bets: readonly FancyStake[]): number[] {
  const runs = new Set<number>([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  for (const bet of bets) {
    runs.add(bet.line);
    if (bet.line > 0) runs.add(bet.line - 1);
  }
  return [...runs];
}

/** A player's worst-case loss over every result of the line (minor units, rounded up), 0 when none loses. */
export function fancyExposure(bets: readonly FancyStake[]): bigint {
  if (bets.length === 0) return 0n;
  let worst = 0n;
  for (const runs of fancyCandidateRuns(bets)) {
    const total = bets.reduce((sum, bet) => sum + fancyResultH(bet, runs), 0n);
    if (total < worst) worst = total;
  }
  return -floorDiv(worst, 100n);
}

/** One bet's own result on the line's outcome (minor units, rounded against the player); void: 0. */
export function fancyBetResult(bet: FancyStake, result: FancyResult): bigint {
  return result.kind === 'void' ? 0n : floorDiv(fancyResultH(bet, result.runs), 100n);
}

/** How a fancy line ended: the runs, or void (every stake returned). */
export type FancyResult = { kind: 'runs'; runs: number } | { kind: 'void' };

/**
 * A line's result as market results store it (exchange_market_results): the runs as the one "winner", so
 * corrections and versions work as for any market; void as void.
 */
export const fancyResultOf = (outcome: MarketOutcome): FancyResult =>
  outcome.kind === 'void' ? { kind: 'void' } : { kind: 'runs', runs: outcome.winners[0] ?? 0 };

/** Selection ids of the settlement plan's stand-in market: every winning bet backed 1, every losing one 0. */
const won = 1;
const lost = 0;

/**
 * A fancy line's bets as the settlement plan takes them (domain/settlement): each bet becomes a back at
 * 1 + rate / 100 on a stand-in runner that won (1) or lost (0), with the house laying it, settled with
 * outcome "1 won" (or void), so players' results, commission, release and resettlement differences are
 * worked by the same plan as every other market. Win: stake x rate / 100; loss: the stake.
 */
export function fancySettlementInput(
  bets: readonly (FancyStake & { playerId: string })[],
  result: FancyResult,
): { outcome: MarketOutcome; bets: SettledBet[] } {
  if (result.kind === 'void') return { outcome: { kind: 'void' }, bets: [] };
  const settled: SettledBet[] = [];
  for (const bet of bets) {
    const selectionId = fancyWins(bet, result.runs) ? won : lost;
    const common = { selectionId, priceH: 100 + bet.rate, stake: bet.stake };
    settled.push({ ownerId: bet.playerId, side: 'back', ...common }, { ownerId: houseMarketMaker, side: 'lay', ...common });
  }
  return { outcome: { kind: 'winners', winners: [won] }, bets: settled };
}

/** The market id of a fancy line: the key of its holds, result and settlements. */
export const fancyMarketId = (fancyId: string) => `fancy:${fancyId}`;
export const isFancyMarket = (marketId: string) => marketId.startsWith('fancy:');
