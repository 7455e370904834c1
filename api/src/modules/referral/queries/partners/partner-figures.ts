import type { QueryBus } from '@nestjs/cqrs';
import { MoneyTotalsQuery } from '../../../wallet/index.js';

/** One player's money in a period, as a partner's commission counts it (minor units). */
export interface PlayerFigures {
  playerId: string;
  /** Stakes less rollbacks. */
  turnoverMinor: bigint;
  /** Stakes less rollbacks less wins (negative when the player won). */
  ngrMinor: bigint;
  depositsMinor: bigint;
}

/**
 * Each player's turnover, net gaming revenue and deposits in [start, end), from the wallet's `MoneyTotalsQuery`
 * (one indexed read of each player's ledger stream: a partner's players, not the whole platform). The query counts
 * (since, until]; one millisecond back on both ends makes it [start, end). Used by the commission job and the
 * staff report alike, so both show the same figures.
 */
export async function partnerFigures(queries: QueryBus, playerIds: readonly string[], start: Date, end: Date): Promise<PlayerFigures[]> {
  const figures: PlayerFigures[] = [];
  for (const playerId of playerIds) {
    const [t] = await queries.execute(new MoneyTotalsQuery(playerId, [new Date(start.getTime() - 1)], new Date(end.getTime() - 1)));
    const turnover = t!.staked - t!.rolledBack;
    figures.push({
      playerId,
      turnoverMinor: turnover > 0n ? turnover : 0n,
      ngrMinor: t!.staked - t!.rolledBack - t!.won,
      depositsMinor: t!.deposited,
    });
  }
  return figures;
}

export const sumFigures = (figures: readonly PlayerFigures[]) =>
  figures.reduce(
    (sum, f) => ({
      turnoverMinor: sum.turnoverMinor + f.turnoverMinor,
      ngrMinor: sum.ngrMinor + f.ngrMinor,
      depositsMinor: sum.depositsMinor + f.depositsMinor,
    }),
    { turnoverMinor: 0n, ngrMinor: 0n, depositsMinor: 0n },
  );
