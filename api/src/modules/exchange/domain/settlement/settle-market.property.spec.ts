import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { mainChange, planSettlement, type MarketOutcome, type SettledBet } from './settle-market.js';

/**
 * Random fills on a three-runner market between players and the house market maker, random outcomes (a
 * winner, a dead heat, void), random commission: the postings settlement would make (each player's main,
 * exposure, the house clearing account and the commission account) sum to exactly zero; the house's rounding
 * residue is never against it and under a poisha per player; a resettlement from any earlier result ends
 * where a first settlement of the new result would.
 */
const owners = ['p1', 'p2', 'p3', 'p4', 'house'];
const fill = fc.record({
  back: fc.constantFrom(...owners),
  lay: fc.constantFrom(...owners),
  selectionId: fc.constantFrom(1, 2, 3),
  priceH: fc.integer({ min: 101, max: 1000 }),
  stake: fc.bigInt({ min: 1n, max: 1_000_000n }),
});
const outcome: fc.Arbitrary<MarketOutcome> = fc.oneof(
  fc.constant({ kind: 'void' as const }),
  fc.subarray([1, 2, 3], { minLength: 1 }).map((winners) => ({ kind: 'winners' as const, winners })),
);

const toBets = (fills: { back: string; lay: string; selectionId: number; priceH: number; stake: bigint }[]): SettledBet[] =>
  fills
    .filter((f) => f.back !== f.lay)
    .flatMap((f) => [
      { ownerId: f.back, side: 'back' as const, selectionId: f.selectionId, priceH: f.priceH, stake: f.stake },
      { ownerId: f.lay, side: 'lay' as const, selectionId: f.selectionId, priceH: f.priceH, stake: f.stake },
    ]);

describe('exchange settlement (property)', () => {
  it('players, house and commission postings sum to exactly zero; the house rounding residue is small and in its favour', () => {
    fc.assert(
      fc.property(
        fc.array(fill, { maxLength: 30 }),
        outcome,
        fc.integer({ min: 0, max: 1000 }),
        fc.bigInt({ min: 0n, max: 5_000_000n }),
        (fills, result, bp, hold) => {
          const bets = toBets(fills);
          const held = new Map(['p1', 'p2', 'p3', 'p4'].map((p) => [p, hold]));
          const plan = planSettlement({ outcome: result, bets, commissionBp: bp, held, previous: new Map() });
          let sum = 0n;
          for (const p of plan.players) {
            sum += mainChange(p); // player main
            sum -= p.release; // player exposure
            sum -= p.pnlChange; // house clearing, the other side of the result
            sum += p.commissionChange; // house commission
          }
          expect(sum).toBe(0n);
          // the house's exact result from its own fills, against what it clears after rounding
          const houseExact = plan.houseExactH.numerator;
          const cleared = plan.housePnl * plan.houseExactH.denominator;
          expect(cleared >= houseExact).toBe(true);
          expect(cleared - houseExact < BigInt(plan.players.length + 1) * plan.houseExactH.denominator).toBe(true);
          if (result.kind === 'void') expect(plan.players.every((p) => p.pnl === 0n && p.commission === 0n)).toBe(true);
        },
      ),
    );
  });

  it('resettling from any earlier result ends where settling the new result first would', () => {
    fc.assert(
      fc.property(fc.array(fill, { maxLength: 20 }), outcome, outcome, (fills, first, second) => {
        const bets = toBets(fills);
        const held = new Map(['p1', 'p2', 'p3', 'p4'].map((p) => [p, 1_000_000n]));
        const a = planSettlement({ outcome: first, bets, commissionBp: 500, held, previous: new Map() });
        const previous = new Map(a.players.map((p) => [p.playerId, { pnl: p.pnl, commission: p.commission }]));
        // the first settlement returned every hold
        const b = planSettlement({ outcome: second, bets, commissionBp: 500, held: new Map(), previous });
        const direct = planSettlement({ outcome: second, bets, commissionBp: 500, held, previous: new Map() });
        for (const p of direct.players) {
          const before = a.players.find((x) => x.playerId === p.playerId)!;
          const after = b.players.find((x) => x.playerId === p.playerId)!;
          expect(mainChange(before) + mainChange(after)).toBe(mainChange(p));
        }
      }),
    );
  });
});
