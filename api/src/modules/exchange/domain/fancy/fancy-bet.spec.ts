import { describe, expect, it } from '@jest/globals';
import { planSettlement } from '../settlement/settle-market.js';
import { fancyBetResult, fancyExposure, fancySettlementInput, fancyWins, type FancyStake } from './fancy-bet.js';

const bet = (over: Partial<FancyStake>): FancyStake => ({ side: 'yes', tab: 'fancy', line: 50, rate: 100, stake: 10_000n, ...over });

describe('fancy bets', () => {
  it('Yes wins at or over its line, No under it', () => {
    expect(fancyWins(bet({ side: 'yes', line: 50 }), 50)).toBe(true);
    expect(fancyWins(bet({ side: 'yes', line: 50 }), 49)).toBe(false);
    expect(fancyWins(bet({ side: 'no', line: 49 }), 48)).toBe(true);
    expect(fancyWins(bet({ side: 'no', line: 49 }), 49)).toBe(false);
  });

  it('khadda: the band between the lines loses both sides', () => {
    expect(fancyWins(bet({ tab: 'khadda', side: 'no', line: 48 }), 50)).toBe(false);
    expect(fancyWins(bet({ tab: 'khadda', side: 'yes', line: 53 }), 50)).toBe(false);
  });

  it('lottery on the last digit, odd / even on parity', () => {
    expect(fancyWins(bet({ tab: 'lottery', line: 7 }), 57)).toBe(true);
    expect(fancyWins(bet({ tab: 'lottery', line: 7 }), 58)).toBe(false);
    expect(fancyWins(bet({ tab: 'oddeven', side: 'yes', line: 1 }), 51)).toBe(true);
    expect(fancyWins(bet({ tab: 'oddeven', side: 'no', line: 0 }), 51)).toBe(false);
    expect(fancyWins(bet({ tab: 'oddeven', side: 'no', line: 0 }), 52)).toBe(true);
  });

  it('exposure is the worst loss over every result', () => {
    expect(fancyExposure([])).toBe(0n);
    expect(fancyExposure([bet({ stake: 10_000n })])).toBe(10_000n);
    // Yes 50 and No 50, 100 each at evens: one always wins what the other loses
    expect(fancyExposure([bet({ side: 'yes', line: 50 }), bet({ side: 'no', line: 50 })])).toBe(0n);
    // Yes 51 and No 49: a result of 49 or 50 loses both
    expect(fancyExposure([bet({ side: 'yes', line: 51 }), bet({ side: 'no', line: 49 })])).toBe(20_000n);
    // Yes 49 and No 51 at 90: 49 or 50 wins both; otherwise one wins 90 and the other loses 100
    expect(fancyExposure([bet({ side: 'yes', line: 49, rate: 90 }), bet({ side: 'no', line: 51, rate: 90 })])).toBe(1_000n);
  });

  it('a bet is rounded against the player; void returns nothing', () => {
    expect(fancyBetResult(bet({ rate: 95, stake: 1_001n }), { kind: 'runs', runs: 60 })).toBe(950n);
    expect(fancyBetResult(bet({ stake: 1_001n }), { kind: 'runs', runs: 10 })).toBe(-1_001n);
    expect(fancyBetResult(bet({}), { kind: 'void' })).toBe(0n);
  });

  it('settles through the common plan: winners paid at the rate, losers lose the stake, the house takes the other side', () => {
    const bets = [
      { ...bet({ side: 'yes', line: 50, rate: 90, stake: 10_000n }), playerId: 'a' },
      { ...bet({ side: 'no', line: 50, rate: 110, stake: 5_000n }), playerId: 'b' },
    ];
    const input = fancySettlementInput(bets, { kind: 'runs', runs: 52 });
    const plan = planSettlement({
      ...input,
      commissionBp: 0,
      held: new Map([
        ['a', 10_000n],
        ['b', 5_000n],
      ]),
      previous: new Map(),
    });
    expect(plan.players.map((p) => [p.playerId, p.pnl, p.release])).toEqual([
      ['a', 9_000n, 10_000n],
      ['b', -5_000n, 5_000n],
    ]);
    expect(plan.housePnl).toBe(-4_000n);
    const voided = planSettlement({
      ...fancySettlementInput(bets, { kind: 'void' }),
      commissionBp: 0,
      held: new Map([['a', 10_000n]]),
      previous: new Map(),
    });
    expect(voided.players.map((p) => [p.playerId, p.pnl, p.release])).toEqual([['a', 0n, 10_000n]]);
  });
});
