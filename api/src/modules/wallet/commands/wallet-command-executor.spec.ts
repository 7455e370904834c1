import { describe, expect, it } from '@jest/globals';
import type { RealtimeNotifier } from '../../../platform/realtime/realtime-notifier.js';
import type { AppendRequest, AppendResult, LedgerAccounts, LedgerStore, PlayerAccounts } from '../../ledger/index.js';
import type { WalletEvent } from '../domain/wallet-events.js';
import type { WalletStreamReader } from '../persistence/wallet-stream.reader.js';
import { maxAttempts, WalletCommandExecutor } from './wallet-command-executor.js';

const wallet: PlayerAccounts = { playerId: 'p1', currency: 'BDT', ids: { main: '1', held: '2', bonus: '3', cash_rewards: '4' } };
const context = { actor: { kind: 'provider', id: 'evo' } } as const;
const appended = (main: bigint, duplicate = false): AppendResult => ({
  ok: true,
  position: 9n,
  version: 3,
  balances: new Map([['1', main]]),
  duplicate,
});

/** The executor with in-memory ports; `answers` are what the ledger returns, call by call. */
function executor(answers: AppendResult[], options: { opened?: boolean; streamEvents?: WalletEvent[] } = {}) {
  const appends: AppendRequest[] = [];
  const pushes: unknown[] = [];
  const ledger = {
    append: async (request: AppendRequest) => {
      appends.push(request);
      return answers[Math.min(appends.length, answers.length) - 1]!;
    },
  } as unknown as LedgerStore;
  const accounts = {
    playerAccounts: async () => (options.opened === false ? undefined : wallet),
    houseAccount: async (kind: string, _currency: string, name: string) => `${kind}:${name}`,
    playerBalances: async () => ({ main: 777n, held: 0n, bonus: 0n, cash_rewards: 0n }),
  } as unknown as LedgerAccounts;
  const stream = { load: async () => ({ version: 2, events: options.streamEvents ?? [] }) } as unknown as WalletStreamReader;
  const realtime = { toPlayer: (...args: unknown[]) => pushes.push(args) } as unknown as RealtimeNotifier;
  return { run: new WalletCommandExecutor(ledger, accounts, stream, realtime), appends, pushes };
}

describe('WalletCommandExecutor', () => {
  it('appends the decided postings once, with the key and actor, then pushes the new balance', async () => {
    const { run, appends, pushes } = executor([appended(9900n)]);
    const result = await run.execute({ kind: 'DebitStake', playerId: 'p1', provider: 'evo', transactionId: 't1', amount: 100n }, context);
    expect(result).toEqual({ ok: true, position: '9', version: 3, duplicate: false, balances: { main: 9900n } });
    expect(appends).toEqual([
      expect.objectContaining({
        streamId: 'wallet-p1',
        expectedVersion: 'any',
        type: 'StakeDebited',
        data: { provider: 'evo', transactionId: 't1', amount: '100' },
        postings: [
          { accountId: '1', amount: -100n },
          { accountId: 'provider:evo', amount: 100n },
        ],
        idempotencyKey: 'stake:evo:t1',
        currency: 'BDT',
        actor: context.actor,
      }),
    ]);
    expect(pushes).toEqual([['p1', 'balance', { balance: '99.00', currency: 'BDT' }]]);
  });

  it('pushes nothing for a duplicate (no money moved) or a refusal', async () => {
    const duplicate = executor([appended(9900n, true)]);
    expect(
      await duplicate.run.execute({ kind: 'CreditWin', playerId: 'p1', provider: 'evo', transactionId: 't1', amount: 5n }, context),
    ).toMatchObject({ ok: true, duplicate: true });
    expect(duplicate.pushes).toEqual([]);
    const refused = executor([{ ok: false, error: 'insufficient_funds' }]);
    expect(
      await refused.run.execute({ kind: 'DebitStake', playerId: 'p1', provider: 'evo', transactionId: 't2', amount: 5n }, context),
    ).toEqual({
      ok: false,
      error: 'insufficient_funds',
      message: 'Insufficient balance.',
    });
    expect(refused.pushes).toEqual([]);
  });

  it('reads the main balance to push when the event did not touch main', async () => {
    const { run, pushes } = executor([{ ok: true, position: 1n, version: 1, balances: new Map([['3', 500n]]), duplicate: false }]);
    await run.execute({ kind: 'GrantBonus', playerId: 'p1', grantId: 'g1', amount: 500n, to: 'bonus', reason: 'welcome' }, context);
    expect(pushes).toEqual([['p1', 'balance', { balance: '7.77', currency: 'BDT' }]]);
  });

  it('appends a hold settlement on the version it loaded, and retries a conflict', async () => {
    const hold: WalletEvent = { type: 'WithdrawalHeld', data: { withdrawalId: 'w1', amount: 300n } };
    const { run, appends } = executor([{ ok: false, error: 'version_conflict', currentVersion: 3 }, appended(300n)], {
      streamEvents: [hold],
    });
    expect(await run.execute({ kind: 'ReleaseHold', playerId: 'p1', withdrawalId: 'w1' }, context)).toMatchObject({ ok: true });
    expect(appends.map((a) => a.expectedVersion)).toEqual([2, 2]);
  });

  it(`gives up with 'busy' after ${maxAttempts} conflicting attempts`, async () => {
    const hold: WalletEvent = { type: 'WithdrawalHeld', data: { withdrawalId: 'w1', amount: 300n } };
    const { run, appends } = executor([{ ok: false, error: 'version_conflict' }], { streamEvents: [hold] });
    expect(await run.execute({ kind: 'PayOutHeld', playerId: 'p1', withdrawalId: 'w1', channel: 'bkash' }, context)).toMatchObject({
      ok: false,
      error: 'busy',
    });
    expect(appends).toHaveLength(maxAttempts);
  });

  it('refuses without touching the ledger when the wallet is not open or the command is invalid', async () => {
    const closed = executor([], { opened: false });
    expect(
      await closed.run.execute({ kind: 'DebitStake', playerId: 'p1', provider: 'evo', transactionId: 't', amount: 1n }, context),
    ).toMatchObject({ error: 'wallet_not_open' });
    const open = executor([]);
    expect(
      await open.run.execute({ kind: 'AdjustByStaff', playerId: 'p1', adjustmentId: 'a', staffId: 's', amount: 1n, reason: '' }, context),
    ).toMatchObject({ error: 'reason_required' });
    expect([...closed.appends, ...open.appends]).toEqual([]);
  });
});
