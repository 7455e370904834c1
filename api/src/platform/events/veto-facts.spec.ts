import { describe, expect, it } from '@jest/globals';
import { takeVetoFacts, withVetoFacts } from './veto-facts.js';

describe('withVetoFacts / takeVetoFacts', () => {
  it('gives the facts once, to the veto and key they were given for, inside the work only', async () => {
    const taken = await withVetoFacts({ 'player-protection.stakes': { key: 'p1', value: [{ a: 1 }] } }, async () => {
      await Promise.resolve(); // across an await, as a command handler runs
      const otherKey = takeVetoFacts('player-protection.stakes', 'p2');
      const otherVeto = takeVetoFacts('another.veto', 'p1');
      const first = takeVetoFacts('player-protection.stakes', 'p1');
      const again = takeVetoFacts('player-protection.stakes', 'p1'); // a check repeated under a hold reads afresh
      return { otherKey, otherVeto, first, again };
    });
    expect(taken).toEqual({ otherKey: undefined, otherVeto: undefined, first: { value: [{ a: 1 }] }, again: undefined });
    expect(takeVetoFacts('player-protection.stakes', 'p1')).toBeUndefined();
  });

  it('keeps concurrent moves apart: each takes its own facts', async () => {
    const run = (key: string, value: number) =>
      withVetoFacts({ v: { key, value } }, async () => {
        await new Promise((resolve) => setTimeout(resolve, value));
        return takeVetoFacts('v', key)?.value;
      });
    expect(await Promise.all([run('a', 5), run('b', 1)])).toEqual([5, 1]);
  });
});
