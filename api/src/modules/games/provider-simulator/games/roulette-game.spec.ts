import { describe, expect, it } from '@jest/globals';
import { evaluateRoulette, parseRouletteBets, rouletteBetKinds, rouletteStatedRtp, type RouletteBet } from './roulette-game.js';

describe('simulator roulette', () => {
  it('every kind of bet returns 36/37 of its stake over the 37 pockets: the stated RTP', () => {
    for (const kind of rouletteBetKinds) {
      const bet: RouletteBet = { kind, amount: 1000, ...(kind === 'number' ? { number: 17 } : {}) };
      let returned = 0;
      for (let pocket = 0; pocket <= 36; pocket++) returned += evaluateRoulette([bet], pocket).win;
      expect(returned).toBe(36 * 1000);
    }
    expect(`${((100 * 36) / 37).toFixed(2)}%`).toBe(rouletteStatedRtp);
  });

  it('zero loses every outside bet and pays a straight bet on zero 35 to 1', () => {
    const bets: RouletteBet[] = [
      { kind: 'red', amount: 1000 },
      { kind: 'even', amount: 1000 },
      { kind: 'number', number: 0, amount: 1000 },
    ];
    expect(evaluateRoulette(bets, 0)).toEqual({ pocket: 0, color: 'green', stake: 3000, win: 36000 });
    expect(evaluateRoulette(bets, 2)).toMatchObject({ color: 'black', win: 2000 });
    expect(evaluateRoulette([{ kind: 'dozen3', amount: 5000 }], 36)).toMatchObject({ color: 'red', win: 15000 });
  });

  it('refuses bets it does not offer', () => {
    expect(parseRouletteBets([{ kind: 'red', amount: 16000 }])).toEqual([{ kind: 'red', amount: 16000 }]);
    expect(parseRouletteBets([{ kind: 'black', amount: 1_001_000 }])).toBe('bad_bets');
    for (const bad of [
      [],
      'red',
      [{ kind: 'red', amount: 1 }],
      [{ kind: 'blue', amount: 1000 }],
      [{ kind: 'number', number: 37, amount: 1000 }],
    ])
      expect(parseRouletteBets(bad)).toBe('bad_bets');
  });
});
