import { describe, expect, it } from '@jest/globals';
import { decideCashOut, decideReveal, idleCashOut, type OpenBoard } from './mines-moves.js';

const board = (over: Partial<OpenBoard> = {}): OpenBoard => ({
  mines: 3,
  minePositions: [4, 12, 20],
  revealed: [],
  stakeMinor: 1_000n,
  ...over,
});
const noCap = 10n ** 12n;

describe('mines moves', () => {
  it('given a safe tile, when revealed, then it pays the multiplier of one more tile', () => {
    expect(decideReveal(board(), 0, noCap)).toEqual({ kind: 'safe', payoutMinor: 1_125n, allSafeRevealed: false }); // 0.99 x 25/22 = 1.125
  });

  it('given a mine under the tile, when revealed, then the game is lost', () => {
    expect(decideReveal(board({ revealed: [0] }), 12, noCap)).toEqual({ kind: 'mine' });
  });

  it('given a tile already revealed, when revealed again, then nothing changes', () => {
    expect(decideReveal(board({ revealed: [0] }), 0, noCap)).toEqual({ kind: 'already' });
  });

  it('given the last safe tile, when revealed, then the game is won outright', () => {
    const safe = [...Array(25).keys()].filter((t) => ![4, 12, 20].includes(t));
    expect(decideReveal(board({ revealed: safe.slice(0, 21) }), safe[21]!, noCap)).toMatchObject({ kind: 'safe', allSafeRevealed: true });
  });

  it('refuses a tile off the board, and a reveal whose win would pass the max win before looking at the tile', () => {
    expect(decideReveal(board(), 25, noCap)).toEqual({ kind: 'refused', refusal: 'tile' });
    expect(decideReveal(board(), -1, noCap)).toEqual({ kind: 'refused', refusal: 'tile' });
    // one more tile pays 11.25 on 10.00: a net win of 1.25 passes a cap of 1.00, mine or not
    expect(decideReveal(board(), 4, 100n)).toEqual({ kind: 'refused', refusal: 'above_max_win' });
    expect(decideReveal(board(), 0, 100n)).toEqual({ kind: 'refused', refusal: 'above_max_win' });
  });

  it('cashes out what the revealed tiles are worth; nothing to cash out before the first tile', () => {
    expect(decideCashOut(board())).toEqual({ ok: false, refusal: 'nothing_revealed' });
    expect(decideCashOut(board({ revealed: [0, 1] }))).toEqual({ ok: true, payoutMinor: 1_285n }); // 0.99 x 300/231
  });

  it('an idle game is cashed out at its multiplier, or its stake returned when no tile was revealed', () => {
    expect(idleCashOut(board())).toBe(1_000n);
    expect(idleCashOut(board({ revealed: [0, 1] }))).toBe(1_285n);
  });
});
