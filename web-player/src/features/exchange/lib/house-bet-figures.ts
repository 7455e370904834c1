import { betFigures, fromPoisha, toPoisha } from './bet-figures';

/**
 * What a bookmaker or fancy slip shows before placing, as the server works it (poisha, integers):
 * bookmaker at rate r is a bet at odds 1 + r / 100 (a lay's liability stake x r / 100, rounded up);
 * a fancy bet wins stake x rate / 100 (rounded down) and risks its stake.
 */
export function houseBetFigures(
  kind: 'bookmaker' | 'fancy',
  side: 'back' | 'lay' | 'yes' | 'no',
  rate: number,
  stakeText: string,
): { profit: string; liability: string } | null {
  if (kind === 'bookmaker') return betFigures(side === 'lay' ? 'lay' : 'back', 1 + rate / 100, stakeText);
  const stake = toPoisha(stakeText);
  if (stake === null || stake <= 0n) return null;
  return { profit: fromPoisha((stake * BigInt(rate)) / 100n), liability: fromPoisha(stake) };
}
