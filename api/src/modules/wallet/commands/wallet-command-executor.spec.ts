import { describe, expect, it } from '@jest/globals';
import type { RealtimeNotifier } from '../../../platform/realtime/realtime-notifier.js';
import type { AppendRequest, AppendResult, LedgerAccounts, LedgerStore, PlayerAccounts } from '../../ledger/index.js';
import { balancePushedByReactor, pushesBalanceAtOnce } from '../domain/balance-pushes.js';
import type { WalletEvent } from '../domain/wallet-events.js';
import type { Funds } from '../domain/wallet-state.js';
import type { WalletStreamReader } from '../persistence/wallet-stream.reader.js';
import { maxAttempts, WalletCommandExecutor } from './wallet-command-executor.js';

const wallet: PlayerAccounts = {
  playerId: 'p1',
  currency: 'BDT',
  ids: { main: '1', held: '2', bonus: '3', cash_rewards: '4', exposure: '5' },
};
const context = { actor: { kind: 'provider', id: 'evo' } } as const;
const appended = (main: bigint, duplicate = false): AppendResult => ({
  ok: true,
  position: 9n,
  version: 3,
  balances: new Map([['1', main]]),
  duplicate,
});

/** The executor with in-memory ports; `answers` are what the ledger returns, call by call. */
function executor(answers: AppendResult[], options: { opened?: boolean; streamEvents?: WalletEvent[]; funds?: Funds[] } = {}) {
  const appends: AppendRequest[] = [];
  const pushes: unknown[] = [];
  const reads: string[] = [];
  // balances as the stream reader finds them, read by read (the last one repeats)
  const funds = options.funds ?? [{ main: 0n, bonus: 0n }];
  const ledger = {
    append: async (request: AppendRequest) => {
      appends.push(request);
      return answers[Math.min(appends.length, answers.length) - 1]!;
    },
  } as unknown as LedgerStore;
  const accounts = {
    playerAccounts: async () => (options.opened === false ? undefined : wallet),
    houseAccount: async (kind: string, _currency: string, name: string) => `${kind}:${name}`,
    playerBalances: async () => ({ main: 777n, held: 0n, exposure: 250n, bonus: 0n, cash_rewards: 0n }),
  } as unknown as LedgerAccounts;
  const stream = {
    load: async () => {
      reads.push('load');
      return { version: 2, events: options.streamEvents ?? [] };
    },
    loadWithFunds: async () => {
      reads.push('loadWithFunds');
      const n = reads.filter((r) => r === 'loadWithFunds').length;
      return { version: 2 + n, events: options.streamEvents ?? [], funds: funds[Math.min(n, funds.length) - 1]! };
    },
  } as unknown as WalletStreamReader;
  const realtime = { toPlayer: (...args: unknown[]) => pushes.push(args) } as unknown as RealtimeNotifier;
  return { run: new WalletCommandExecutor(ledger, accounts, stream, realtime), appends, pushes, reads };
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
        data: { provider: 'evo', transactionId: 't1', amount: '100', fromMain: '100', fromBonus: '0' },
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

  it('reads the balances to push (exposure too) when the event did not touch main', async () => {
    // a lost lay bet: exposure -> the exchange's house account, main untouched
    const { run, pushes } = executor([{ ok: true, position: 1n, version: 3, balances: new Map([['5', 0n]]), duplicate: false }], {
      streamEvents: [{ type: 'ExposureReserved', data: { reservationId: 'lay-1', amount: 250n } }],
    });
    expect(
      await run.execute({ kind: 'SettleExposure', playerId: 'p1', reservationId: 'lay-1', provider: 'exchange' }, context),
    ).toMatchObject({ ok: true });
    expect(pushes).toEqual([['p1', 'balance', { balance: '7.77', currency: 'BDT', exposure: '2.50' }]]);
  });

  it('leaves the push of payment-side money to the balance-pushes reactor (at least once, after the commit)', async () => {
    const bonus = executor([{ ok: true, position: 1n, version: 1, balances: new Map([['3', 500n]]), duplicate: false }]);
    await bonus.run.execute({ kind: 'GrantBonus', playerId: 'p1', grantId: 'g1', amount: 500n, to: 'bonus', reason: 'welcome' }, context);
    const deposit = executor([appended(10_000n)]);
    await deposit.run.execute({ kind: 'CreditDeposit', playerId: 'p1', depositId: 'd1', channel: 'bkash', amount: 100n }, context);
    expect([...bonus.pushes, ...deposit.pushes]).toEqual([]);
    expect(balancePushedByReactor).toEqual(expect.arrayContaining(['BonusGranted', 'DepositCredited']));
    for (const atOnce of [
      'StakeDebited',
      'WinCredited',
      'StakeRolledBack',
      'ExposureReserved',
      'ExposureReleased',
      'ExposureSettled',
    ] as const)
      expect(pushesBalanceAtOnce(atOnce)).toBe(true);
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

  describe('a stake main cannot cover (main first, then bonus)', () => {
    const stake = { kind: 'DebitStake', playerId: 'p1', provider: 'evo', transactionId: 't9', amount: 100n } as const;
    const short: AppendResult = { ok: false, error: 'insufficient_funds', detail: '1' };

    it('the common stake reads nothing: one append, any version', async () => {
      const { run, appends, reads } = executor([appended(900n)]);
      expect(await run.execute(stake, context)).toMatchObject({ ok: true });
      expect(reads).toEqual([]);
      expect(appends.map((a) => a.expectedVersion)).toEqual(['any']);
    });

    it('refused for want of main: reads main and bonus once, appends the split on the version read with them', async () => {
      const { run, appends, reads, pushes } = executor(
        [
          short,
          {
            ok: true,
            position: 10n,
            version: 4,
            balances: new Map([
              ['1', 0n],
              ['3', 430n],
            ]),
            duplicate: false,
          },
        ],
        { funds: [{ main: 30n, bonus: 500n }] },
      );
      expect(await run.execute(stake, context)).toEqual({
        ok: true,
        position: '10',
        version: 4,
        duplicate: false,
        balances: { main: 0n, bonus: 430n },
      });
      expect(reads).toEqual(['loadWithFunds']);
      expect(appends[1]).toMatchObject({
        expectedVersion: 3,
        idempotencyKey: 'stake:evo:t9',
        data: { amount: '100', fromMain: '30', fromBonus: '70' },
        postings: [
          { accountId: '1', amount: -30n },
          { accountId: '3', amount: -70n },
          { accountId: 'provider:evo', amount: 100n },
        ],
      });
      expect(pushes).toEqual([['p1', 'balance', { balance: '0.00', currency: 'BDT' }]]);
    });

    it('a split whose stream moved on is decided again on fresh balances', async () => {
      const { run, appends, reads } = executor([short, { ok: false, error: 'version_conflict' }, appended(0n)], {
        funds: [
          { main: 30n, bonus: 500n },
          { main: 10n, bonus: 500n },
        ],
      });
      expect(await run.execute(stake, context)).toMatchObject({ ok: true });
      expect(reads).toEqual(['loadWithFunds', 'loadWithFunds']);
      expect(appends.map((a) => [a.expectedVersion, a.data.fromMain, a.data.fromBonus])).toEqual([
        ['any', '100', '0'],
        [3, '30', '70'],
        [4, '10', '90'],
      ]);
    });

    it('main and bonus together short: insufficient funds as a value, after one read and no second append', async () => {
      const { run, appends, reads } = executor([short], { funds: [{ main: 30n, bonus: 69n }] });
      expect(await run.execute(stake, context)).toEqual({ ok: false, error: 'insufficient_funds', message: 'Insufficient balance.' });
      expect(reads).toEqual(['loadWithFunds']);
      expect(appends).toHaveLength(1);
    });

    it('other commands refused for want of funds are answered at once', async () => {
      const { run, appends, reads } = executor([short]);
      expect(await run.execute({ kind: 'ReserveExposure', playerId: 'p1', reservationId: 'bet-1', amount: 5n }, context)).toMatchObject({
        ok: false,
        error: 'insufficient_funds',
      });
      expect(reads).toEqual([]);
      expect(appends).toHaveLength(1);
    });
  });

  it('pushes exposure along with main when the event changed it', async () => {
    const { run, pushes } = executor([
      {
        ok: true,
        position: 1n,
        version: 2,
        balances: new Map([
          ['1', 600n],
          ['5', 400n],
        ]),
        duplicate: false,
      },
    ]);
    await run.execute({ kind: 'ReserveExposure', playerId: 'p1', reservationId: 'bet-1', amount: 400n }, context);
    expect(pushes).toEqual([['p1', 'balance', { balance: '6.00', currency: 'BDT', exposure: '4.00' }]]);
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
