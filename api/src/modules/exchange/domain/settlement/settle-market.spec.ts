import { describe, expect, it } from '@jest/globals';
import {
  betResultUnits,
  commissionOn,
  floorDiv,
  mainChange,
  planSettlement,
  type MarketOutcome,
  type SettledBet,
} from './settle-market.js';

const win = (...winners: number[]): MarketOutcome => ({ kind: 'winners', winners });
const bet = (ownerId: string, side: 'back' | 'lay', selectionId: number, priceH: number, stake: bigint): SettledBet => ({
  ownerId,
  side,
  selectionId,
  priceH,
  stake,
});
const plan = (outcome: MarketOutcome, bets: SettledBet[], extra: Partial<Parameters<typeof planSettlement>[0]> = {}) =>
  planSettlement({ outcome, bets, commissionBp: 500, held: new Map(), previous: new Map(), ...extra });
const of = (p: ReturnType<typeof plan>, id: string) => p.players.find((x) => x.playerId === id)!;

describe('exchange settlement (pure)', () => {
  it('a back on the winner wins stake x (price - 1); the lay against it loses the same', () => {
    // given A backs runner 1 at 2.50 for 100.00 and B lays it; when runner 1 wins
    const p = plan(win(1), [bet('A', 'back', 1, 250, 10_000n), bet('B', 'lay', 1, 250, 10_000n)]);
    expect(of(p, 'A').pnl).toBe(15_000n);
    expect(of(p, 'B').pnl).toBe(-15_000n);
    // then commission is 5% of A's winnings only, the house clears nothing
    expect(of(p, 'A').commission).toBe(750n);
    expect(of(p, 'B').commission).toBe(0n);
    expect(p.housePnl).toBe(0n);
    expect(p.commission).toBe(750n);
  });

  it('a back on a loser loses its stake; the lay wins it (and pays commission)', () => {
    const p = plan(win(2), [bet('A', 'back', 1, 250, 10_000n), bet('B', 'lay', 1, 250, 10_000n)]);
    expect(of(p, 'A').pnl).toBe(-10_000n);
    expect(of(p, 'B').pnl).toBe(10_000n);
    expect(of(p, 'B').commission).toBe(500n);
  });

  it('commission is on net winnings per market: a player green on one runner and red on another pays on the sum', () => {
    // A backs 1 at 3.00 for 100 (wins 200) and backs 2 at 2.00 for 100 (loses 100): net +100, commission 5.00
    const p = plan(win(1), [
      bet('A', 'back', 1, 300, 10_000n),
      bet('A', 'back', 2, 200, 10_000n),
      bet('house', 'lay', 1, 300, 10_000n),
      bet('house', 'lay', 2, 200, 10_000n),
    ]);
    expect(of(p, 'A').pnl).toBe(10_000n);
    expect(of(p, 'A').commission).toBe(500n);
    expect(p.housePnl).toBe(-10_000n);
    expect(p.players.map((x) => x.playerId)).toEqual(['A']); // the house is not a player
  });

  it('dead heat of two winners: a back is paid on half its stake at its price and loses the other half', () => {
    // back 100 at 3.00 on runner 1, dead heat 1 and 2: 50 x 3.00 = 150 returned of 100 staked: +50
    const p = plan(win(1, 2), [bet('A', 'back', 1, 300, 10_000n), bet('B', 'lay', 1, 300, 10_000n)]);
    expect(of(p, 'A').pnl).toBe(5_000n);
    expect(of(p, 'B').pnl).toBe(-5_000n);
    // a back on the runner that did not share the heat loses all
    expect(betResultUnits(win(1, 2), bet('C', 'back', 3, 300, 10_000n))).toBe(-10_000n * 200n);
  });

  it('a dead heat rounds each player against them, so the house never pays the fraction', () => {
    // back 0.01 at 2.01 on 1, dead heat of 3: 0.01 x 2.01 / 3 - 0.01 = -0.0033: the backer loses a full poisha
    const p = plan(win(1, 2, 3), [bet('A', 'back', 1, 201, 1n), bet('B', 'lay', 1, 201, 1n)]);
    expect(of(p, 'A').pnl).toBe(-1n);
    expect(of(p, 'B').pnl).toBe(0n);
    expect(p.housePnl).toBe(1n);
  });

  it('void returns every stake: no result, no commission, the whole hold released', () => {
    const held = new Map([
      ['A', 10_000n],
      ['B', 15_000n],
    ]);
    const p = plan({ kind: 'void' }, [bet('A', 'back', 1, 250, 10_000n), bet('B', 'lay', 1, 250, 10_000n)], { held });
    expect(p.players.map((x) => [x.pnl, x.commission, x.release, mainChange(x)])).toEqual([
      [0n, 0n, 10_000n, 10_000n],
      [0n, 0n, 15_000n, 15_000n],
    ]);
  });

  it('first settlement releases the hold; the main balance moves by hold + result - commission', () => {
    const held = new Map([
      ['A', 10_000n],
      ['B', 15_000n],
    ]);
    const p = plan(win(1), [bet('A', 'back', 1, 250, 10_000n), bet('B', 'lay', 1, 250, 10_000n)], { held });
    expect(mainChange(of(p, 'A'))).toBe(10_000n + 15_000n - 750n);
    expect(mainChange(of(p, 'B'))).toBe(0n); // the liability held is exactly what was lost
  });

  it('a corrected result moves only the difference and releases nothing twice', () => {
    const bets = [bet('A', 'back', 1, 250, 10_000n), bet('B', 'lay', 1, 250, 10_000n)];
    const first = plan(win(1), bets, {
      held: new Map([
        ['A', 10_000n],
        ['B', 15_000n],
      ]),
    });
    const previous = new Map(first.players.map((x) => [x.playerId, { pnl: x.pnl, commission: x.commission }]));
    const corrected = plan(win(2), bets, { previous, held: new Map() });
    // A had +150 less 7.50 commission; now -100: moves -250 on the result and +7.50 of commission back
    expect(of(corrected, 'A')).toMatchObject({ pnl: -10_000n, release: 0n, pnlChange: -25_000n, commissionChange: -750n });
    expect(mainChange(of(corrected, 'A'))).toBe(-25_000n + 750n);
    expect(of(corrected, 'B')).toMatchObject({ pnl: 10_000n, commission: 500n, pnlChange: 25_000n, commissionChange: 500n });
    // the same result again moves nothing
    const again = plan(win(2), bets, {
      previous: new Map(corrected.players.map((x) => [x.playerId, { pnl: x.pnl, commission: x.commission }])),
    });
    expect(again.players.every((x) => mainChange(x) === 0n && x.pnlChange === 0n && x.commissionChange === 0n)).toBe(true);
  });

  it('lay against the house: the house takes the other side', () => {
    const p = plan(win(2), [bet('A', 'lay', 1, 400, 2_000n), bet('house', 'back', 1, 400, 2_000n)]);
    expect(of(p, 'A').pnl).toBe(2_000n);
    expect(p.housePnl).toBe(-2_000n);
    expect(p.houseExactH.numerator / p.houseExactH.denominator).toBe(-2_000n);
  });

  it('no commission on a loss, rounded down on a win, configurable rate', () => {
    expect(commissionOn(-500n, 500)).toBe(0n);
    expect(commissionOn(19n, 500)).toBe(0n);
    expect(commissionOn(20n, 500)).toBe(1n);
    expect(commissionOn(10_000n, 0)).toBe(0n);
    expect(floorDiv(-7n, 2n)).toBe(-4n);
    expect(floorDiv(7n, 2n)).toBe(3n);
  });
});

describe('one order’s result (records)', () => {
  it('a back matched at two prices wins on its matched value; a lay loses the same; void and unmatched are 0', async () => {
    const { orderResult } = await import('./settle-market.js');
    // 100.00 matched at 2.00 and 100.00 at 3.00: matchedValue = 10000 x 200 + 10000 x 300
    const order = { side: 'back' as const, selectionId: 1, matched: 20_000n, matchedValue: 10_000n * 200n + 10_000n * 300n };
    expect(orderResult(win(1), order)).toBe(30_000n);
    expect(orderResult(win(2), order)).toBe(-20_000n);
    expect(orderResult(win(1), { ...order, side: 'lay' })).toBe(-30_000n);
    expect(orderResult(win(1, 2), order)).toBe(5_000n); // dead heat: 250.00 returned on 200.00
    expect(orderResult({ kind: 'void' }, order)).toBe(0n);
    expect(orderResult(win(1), { ...order, matched: 0n, matchedValue: 0n })).toBe(0n);
  });
});
