import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { playerAccountKinds } from '@khela/contracts';
import { operationArbitrary, simulate } from '../../../../test/ledger/wallet-simulation.js';
import { LedgerModel } from '../../ledger/domain/ledger-model.js';
import type { AccountRef } from './account-ref.js';
import { walletStreamId } from './wallet-commands.js';
import type { WalletState } from './wallet-state.js';

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
  for (const p of players) for (const kind of playerAccountKinds) resolve(p, { owner: 'player', kind });
  const balanceOf = (id: string) => model.balances.get(id)!;
  return { model, ids, ledger: { append: model.append.bind(model), versionOf: model.versionOf.bind(model), resolve, balanceOf } };
}

interface Seen {
  splitStakes: number;
  bonusOnlyStakes: number;
  bonusRollbacks: number;
  exposuresSettled: number;
}

/** Every invariant, after one random run; `seen` counts how often the interesting cases came up. */
function checkInvariants(ledger: ReturnType<typeof modelLedger>, states: Map<string, WalletState>, seen: Seen): void {
  const { model, ids } = ledger;
  for (const event of model.events) expect(event.postings.reduce((sum, p) => sum + p.amount, 0n)).toBe(0n);
  for (const balance of model.balances.values()) expect(balance >= 0n).toBe(true);
  expect(model.replayBalances()).toEqual(model.balances);
  // Every stream's versions run 1..n.
  for (const p of players) {
    const versions = model.events.filter((e) => e.streamId === walletStreamId(p)).map((e) => e.version);
    expect(versions).toEqual(versions.map((_, i) => i + 1));
  }
  for (const p of players) {
    const state = states.get(p)!;
    if (!state.opened) throw new Error('wallet not open');
    // The deciders' view of holds agrees with the money: held = sum of holds still open ...
    const open = Object.values(state.holds)
      .filter((h) => h.status === 'held')
      .reduce((sum, h) => sum + h.amount, 0n);
    expect(model.balances.get(ids.get(`${p}:held`)!)).toBe(open);
    // ... and exposure = sum of reservations neither released nor settled (the two never mix), plus
    // the exchange's per-market adjustments (signed changes of its holds) and settlements (holds returned).
    const reserved = Object.values(state.exposures)
      .filter((x) => x.status === 'reserved')
      .reduce((sum, x) => sum + x.amount, 0n);
    const adjusted = model.events
      .filter((e) => e.streamId === walletStreamId(p) && (e.type === 'ExposureAdjusted' || e.type === 'ExchangeMarketSettled'))
      .flatMap((e) => e.postings.filter((posting) => posting.accountId === ids.get(`${p}:exposure`)))
      .reduce((sum, posting) => sum + posting.amount, 0n);
    expect(model.balances.get(ids.get(`${p}:exposure`)!)).toBe(reserved + adjusted);
    seen.exposuresSettled += Object.values(state.exposures).filter((x) => x.status === 'settled').length;
  }
  const kindOf = new Map([...ids].filter(([key]) => !key.startsWith('house:')).map(([key, id]) => [id, key.split(':')[1]!]));
  const playerPostings = (event: (typeof model.events)[number]) =>
    event.postings.filter((p) => kindOf.has(p.accountId)).map((p) => ({ kind: kindOf.get(p.accountId), amount: p.amount }));
  for (const event of model.events.filter((e) => e.type === 'StakeDebited')) {
    const posted = playerPostings(event);
    // A stake is paid from main and bonus only, never from held, exposure or cash rewards.
    expect(posted.every((p) => p.kind === 'main' || p.kind === 'bonus')).toBe(true);
    if (!posted.some((p) => p.kind === 'bonus')) continue;
    // Main first: a stake touches bonus only after taking all of main.
    const onMain = event.postings.find((p) => kindOf.get(p.accountId) === 'main');
    if (onMain) {
      expect(onMain.balanceAfter).toBe(0n);
      seen.splitStakes += 1;
    } else seen.bonusOnlyStakes += 1;
  }
  // A rollback gives back exactly what its stake took, account by account.
  for (const rollback of model.events.filter((e) => e.type === 'StakeRolledBack')) {
    const stake = model.events.find((e) => e.idempotencyKey === rollback.idempotencyKey!.replace(/^stake-rollback:/, 'stake:'))!;
    const negated = playerPostings(stake).map((p) => ({ ...p, amount: -p.amount }));
    expect(playerPostings(rollback)).toEqual(negated);
    if (negated.some((p) => p.kind === 'bonus')) seen.bonusRollbacks += 1;
  }
}

const noneSeen = (): Seen => ({ splitStakes: 0, bonusOnlyStakes: 0, bonusRollbacks: 0, exposuresSettled: 0 });

describe('wallet properties (pure deciders on the ledger model)', () => {
  it('keeps every event balanced, every balance at its replay and never below zero', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operationArbitrary(players.length), { minLength: 20, maxLength: 150 }), async (operations) => {
        const ledger = modelLedger();
        const { states } = await simulate(operations, players, ledger.ledger);
        checkInvariants(ledger, states, noneSeen());
      }),
      { numRuns: 300 },
    );
  });

  it('stakes take main first, then bonus; rollbacks return each part; exposure stays apart', async () => {
    // Only the money moves these rules are about, on two players, so their cases are common.
    const seen = noneSeen();
    const kinds = ['CreditDeposit', 'GrantBonus', 'DebitStake', 'CreditWin', 'RollBackStake', 'AdjustByStaff'] as const;
    const exposureKinds = ['ReserveExposure', 'ReleaseExposure', 'SettleExposure'] as const;
    await fc.assert(
      fc.asyncProperty(
        fc.array(operationArbitrary(2, [...kinds, ...exposureKinds]), { minLength: 10, maxLength: 80 }),
        async (operations) => {
          const ledger = modelLedger();
          const { states } = await simulate(operations, players, ledger.ledger);
          checkInvariants(ledger, states, seen);
        },
      ),
      // Seeded: the counts below ask that these 300 runs meet every case, and an unseeded run sometimes drew no
      // rollback of a bonus-funded stake (a CI run failed so). WALLET_PROPERTY_SEED=<n> explores other runs.
      { numRuns: 300, seed: Number(process.env.WALLET_PROPERTY_SEED ?? 20261126) },
    );
    // The test must not pass by never meeting the cases it is about.
    expect(seen.splitStakes).toBeGreaterThan(0);
    expect(seen.bonusOnlyStakes).toBeGreaterThan(0);
    expect(seen.bonusRollbacks).toBeGreaterThan(0);
    expect(seen.exposuresSettled).toBeGreaterThan(0);
  });
});
