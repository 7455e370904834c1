import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { operationArbitrary, simulate } from '../../../../test/ledger/wallet-simulation.js';
import { LedgerModel } from '../../ledger/domain/ledger-model.js';
import type { AccountRef } from './account-ref.js';
import { walletStreamId } from './wallet-commands.js';

const players = ['alice', 'bob', 'chandra', 'dipa'];

/** The pure ledger with four open wallets; house accounts appear on first use. */
function modelLedger() {
  const model = new LedgerModel();
  const ids = new Map<string, string>();
  const resolve = (playerId: string, ref: AccountRef) => {
    const key = ref.owner === 'player' ? `${playerId}:${ref.kind}` : `house:${ref.kind}:${'name' in ref ? ref.name : ''}`;
    let id = ids.get(key);
    if (!id) {
      id = String(ids.size + 1);
      ids.set(key, id);
      model.addAccount({ id, owner: ref.owner, currency: 'BDT' });
    }
    return id;
  };
  for (const p of players) for (const kind of ['main', 'held', 'bonus', 'cash_rewards'] as const) resolve(p, { owner: 'player', kind });
  return { model, ids, ledger: { append: model.append.bind(model), versionOf: model.versionOf.bind(model), resolve } };
}

describe('wallet properties (pure deciders on the ledger model)', () => {
  it('keeps every event balanced, every balance at its replay and never below zero', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operationArbitrary(players.length), { minLength: 20, maxLength: 150 }), async (operations) => {
        const { model, ids, ledger } = modelLedger();
        const { states } = await simulate(operations, players, ledger);

        for (const event of model.events) expect(event.postings.reduce((sum, p) => sum + p.amount, 0n)).toBe(0n);
        for (const balance of model.balances.values()) expect(balance >= 0n).toBe(true);
        expect(model.replayBalances()).toEqual(model.balances);
        // Every stream's versions run 1..n.
        for (const p of players) {
          const versions = model.events.filter((e) => e.streamId === walletStreamId(p)).map((e) => e.version);
          expect(versions).toEqual(versions.map((_, i) => i + 1));
        }
        // The deciders' view of holds agrees with the money: held = sum of holds still open.
        for (const p of players) {
          const state = states.get(p)!;
          if (!state.opened) throw new Error('wallet not open');
          const open = Object.values(state.holds)
            .filter((h) => h.status === 'held')
            .reduce((sum, h) => sum + h.amount, 0n);
          expect(model.balances.get(ids.get(`${p}:held`)!)).toBe(open);
        }
      }),
      { numRuns: 300 },
    );
  });
});
