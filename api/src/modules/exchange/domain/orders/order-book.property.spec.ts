import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { ladderPrices } from '../price-ladder.js';
import { marketExposure } from './exposure.js';
import { cancelOrder, emptyBook, isCrossed, placeOrder, type SelectionBook } from './order-book.js';
import type { Fill, MatchedBet, UnmatchedBet } from './order-types.js';

/**
 * Random order streams over a three-runner market: players place backs and lays on a narrow band of
 * the ladder (so they meet often) and cancel. After every step the books are checked against the rules
 * the money rests on.
 */
const selections = [1, 2, 3];
const players = ['p1', 'p2', 'p3', 'p4'];
const band = ladderPrices.slice(90, 110).map((p) => Math.round(p * 100)); // around 2.0 - 2.4

type Step =
  | { kind: 'place'; owner: string; selectionId: number; side: 'back' | 'lay'; priceH: number; stake: bigint }
  | { kind: 'cancel'; pick: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('place' as const),
      owner: fc.constantFrom(...players),
      selectionId: fc.constantFrom(...selections),
      side: fc.constantFrom('back' as const, 'lay' as const),
      priceH: fc.constantFrom(...band),
      stake: fc.bigInt({ min: 1n, max: 50_000n }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }) },
);

interface Model {
  books: Map<number, SelectionBook>;
  fills: Fill[];
  sideOf: Map<string, { owner: string; selectionId: number; side: 'back' | 'lay'; stake: bigint }>;
  cancelled: Map<string, bigint>;
}

function run(steps: Step[], check: (model: Model, actor: string | null) => void): Model {
  const model: Model = { books: new Map(selections.map((s) => [s, emptyBook(s)])), fills: [], sideOf: new Map(), cancelled: new Map() };
  let seq = 0;
  for (const s of steps) {
    if (s.kind === 'place') {
      seq += 1;
      const orderId = `o${seq}`;
      model.sideOf.set(orderId, { owner: s.owner, selectionId: s.selectionId, side: s.side, stake: s.stake });
      const placed = placeOrder(model.books.get(s.selectionId)!, {
        orderId,
        ownerId: s.owner,
        selectionId: s.selectionId,
        side: s.side,
        priceH: s.priceH,
        stake: s.stake,
        seq,
      });
      model.books.set(s.selectionId, placed.book);
      model.fills.push(...placed.fills);
      check(model, s.owner);
    } else {
      const resting = [...model.books.values()].flatMap((b) => [...b.backs, ...b.lays]);
      if (resting.length === 0) continue;
      const target = resting[s.pick % resting.length]!;
      const cancelled = cancelOrder(model.books.get(target.selectionId)!, target.orderId);
      model.books.set(target.selectionId, cancelled.book);
      model.cancelled.set(target.orderId, cancelled.cancelled!.remaining);
      check(model, target.ownerId);
    }
  }
  return model;
}

function positionOf(model: Model, owner: string): { matched: MatchedBet[]; unmatched: UnmatchedBet[] } {
  const matched: MatchedBet[] = [];
  for (const f of model.fills) {
    if (f.backOwnerId === owner) matched.push({ selectionId: f.selectionId, side: 'back', priceH: f.priceH, stake: f.stake });
    if (f.layOwnerId === owner) matched.push({ selectionId: f.selectionId, side: 'lay', priceH: f.priceH, stake: f.stake });
  }
  const unmatched = [...model.books.values()]
    .flatMap((b) => [...b.backs, ...b.lays])
    .filter((o) => o.ownerId === owner)
    .map((o) => ({ selectionId: o.selectionId, side: o.side, priceH: o.priceH, remaining: o.remaining }));
  return { matched, unmatched };
}

const exposureOf = (model: Model, owner: string) => {
  const { matched, unmatched } = positionOf(model, owner);
  return marketExposure(selections, matched, unmatched);
};

const streams = fc.array(step, { minLength: 1, maxLength: 60 });

describe('order book properties', () => {
  it('random order streams never leave a book crossed, and resting orders keep price-time order', () => {
    fc.assert(
      fc.property(streams, (steps) => {
        run(steps, (model) => {
          for (const book of model.books.values()) {
            expect(isCrossed(book)).toBe(false);
            for (const list of [book.backs, book.lays])
              for (let i = 1; i < list.length; i += 1) {
                const [a, b] = [list[i - 1]!, list[i]!];
                expect(a.remaining > 0n && b.remaining > 0n).toBe(true);
                if (a.priceH === b.priceH) expect(a.seq).toBeLessThan(b.seq);
                else expect(a.side === 'back' ? a.priceH < b.priceH : a.priceH > b.priceH).toBe(true);
              }
          }
        });
      }),
      { seed: 18, numRuns: 300 },
    );
  });

  it('matched volumes balance between back and lay, and every stake is matched, resting or cancelled', () => {
    fc.assert(
      fc.property(streams, (steps) => {
        const model = run(steps, () => undefined);
        const matchedOf = new Map<string, bigint>();
        let backs = 0n;
        let lays = 0n;
        for (const f of model.fills) {
          expect(model.sideOf.get(f.backOrderId)!.side).toBe('back');
          expect(model.sideOf.get(f.layOrderId)!.side).toBe('lay');
          backs += f.stake;
          lays += f.stake;
          matchedOf.set(f.backOrderId, (matchedOf.get(f.backOrderId) ?? 0n) + f.stake);
          matchedOf.set(f.layOrderId, (matchedOf.get(f.layOrderId) ?? 0n) + f.stake);
        }
        const perSide = { back: 0n, lay: 0n };
        for (const [orderId, o] of model.sideOf) perSide[o.side] += matchedOf.get(orderId) ?? 0n;
        expect(perSide.back).toBe(backs);
        expect(perSide.lay).toBe(lays);
        const resting = new Map([...model.books.values()].flatMap((b) => [...b.backs, ...b.lays]).map((o) => [o.orderId, o.remaining]));
        for (const [orderId, o] of model.sideOf)
          expect((matchedOf.get(orderId) ?? 0n) + (resting.get(orderId) ?? 0n) + (model.cancelled.get(orderId) ?? 0n)).toBe(o.stake);
      }),
      { seed: 1818, numRuns: 300 },
    );
  });

  it("exposure never exceeds the held amount: what another player does never raises a player's exposure", () => {
    fc.assert(
      fc.property(streams, (steps) => {
        // held: set on the player's own order or cancel (the hold is recomputed then), lowered (released) whenever exposure falls
        const held = new Map<string, bigint>();
        run(steps, (model, actor) => {
          for (const owner of players) {
            const exposure = exposureOf(model, owner);
            if (owner === actor) held.set(owner, exposure);
            else expect(exposure).toBeLessThanOrEqual(held.get(owner) ?? 0n);
            if (exposure < (held.get(owner) ?? 0n)) held.set(owner, exposure);
          }
        });
      }),
      { seed: 181818, numRuns: 300 },
    );
  });
});
