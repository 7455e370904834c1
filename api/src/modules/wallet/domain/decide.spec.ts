import { describe, expect, it } from '@jest/globals';
import {
  bonusExpense,
  channel,
  houseCash,
  playerBonus,
  playerCashRewards,
  playerExposure,
  exchangeClearing,
  exchangeCommission,
  exchangeReceivable,
  playerHeld,
  playerMain,
  provider,
} from './account-ref.js';
import { decide, decidesAgainWithFunds, dependsOn, fallsBackToBonus } from './decide.js';
import type { WalletCommand } from './wallet-commands.js';
import type { WalletEvent } from './wallet-events.js';
import { fold, type Funds, type WalletState } from './wallet-state.js';

// Given past events (and, where a decision rests on them, balances), when a command arrives, then
// this decision (or refusal).
const given = (...events: WalletEvent[]) => withState(fold(events));
const withState = (state: WalletState) => ({
  withFunds: (funds: Funds) => withState(state.opened ? { ...state, funds } : state),
  when: (command: WalletCommand) => ({
    then: (expected: unknown) => expect(decide(command, state)).toEqual(expected),
    thenRefused: (error: string) => expect(decide(command, state)).toMatchObject({ ok: false, error }),
  }),
});

const player = 'p1';
const opened: WalletEvent = { type: 'WalletOpened', data: { currency: 'BDT' } };
const held = (withdrawalId: string, amount: bigint): WalletEvent => ({ type: 'WithdrawalHeld', data: { withdrawalId, amount } });
const staked = (transactionId: string, amount: bigint, fromBonus = 0n): WalletEvent => ({
  type: 'StakeDebited',
  data: { provider: 'evo', transactionId, amount, fromMain: amount - fromBonus, fromBonus },
});
const reserved = (reservationId: string, amount: bigint): WalletEvent => ({ type: 'ExposureReserved', data: { reservationId, amount } });
const stake = (amount: bigint): WalletCommand => ({ kind: 'DebitStake', playerId: player, provider: 'evo', transactionId: 't1', amount });

describe('wallet decide', () => {
  describe('open wallet', () => {
    it('opens in the chosen currency with no postings', () =>
      given()
        .when({ kind: 'OpenWallet', playerId: player, currency: 'INR' })
        .then({
          ok: true,
          event: { type: 'WalletOpened', data: { currency: 'INR' } },
          postings: [],
          idempotencyKey: 'wallet-open:p1',
          consistency: 'any',
        }));
    it('repeats harmlessly in the same currency (same key)', () =>
      given(opened)
        .when({ kind: 'OpenWallet', playerId: player, currency: 'BDT' })
        .then(expect.objectContaining({ ok: true, idempotencyKey: 'wallet-open:p1' })));
    it('refuses another currency once open', () =>
      given(opened).when({ kind: 'OpenWallet', playerId: player, currency: 'PKR' }).thenRefused('wallet_open_in_other_currency'));
    it('refuses an unknown currency', () =>
      given()
        .when({ kind: 'OpenWallet', playerId: player, currency: 'USD' as 'BDT' })
        .thenRefused('invalid_command'));
  });

  it('refuses every money command before the wallet is open', () =>
    given()
      .when({ kind: 'CreditDeposit', playerId: player, depositId: 'd1', channel: 'bkash', amount: 100n })
      .thenRefused('wallet_not_open'));

  describe('credit deposit', () => {
    it('moves channel -> player main', () =>
      given(opened)
        .when({ kind: 'CreditDeposit', playerId: player, depositId: 'd1', channel: 'bkash', amount: 250000n })
        .then({
          ok: true,
          event: { type: 'DepositCredited', data: { depositId: 'd1', channel: 'bkash', amount: 250000n } },
          postings: [
            { account: channel('bkash'), amount: -250000n },
            { account: playerMain, amount: 250000n },
          ],
          idempotencyKey: 'deposit:d1',
          consistency: 'any',
        }));
    it('refuses a zero or negative amount', () => {
      given(opened)
        .when({ kind: 'CreditDeposit', playerId: player, depositId: 'd1', channel: 'bkash', amount: 0n })
        .thenRefused('invalid_amount');
      given(opened)
        .when({ kind: 'CreditDeposit', playerId: player, depositId: 'd1', channel: 'bkash', amount: -1n })
        .thenRefused('invalid_amount');
    });
    it('refuses a missing deposit id or channel', () => {
      given(opened)
        .when({ kind: 'CreditDeposit', playerId: player, depositId: '', channel: 'bkash', amount: 1n })
        .thenRefused('invalid_command');
      given(opened)
        .when({ kind: 'CreditDeposit', playerId: player, depositId: 'd1', channel: ' ', amount: 1n })
        .thenRefused('invalid_command');
    });
  });

  describe('hold for withdrawal', () => {
    it('moves player main -> player held', () =>
      given(opened)
        .when({ kind: 'HoldForWithdrawal', playerId: player, withdrawalId: 'w1', amount: 50000n })
        .then({
          ok: true,
          event: { type: 'WithdrawalHeld', data: { withdrawalId: 'w1', amount: 50000n } },
          postings: [
            { account: playerMain, amount: -50000n },
            { account: playerHeld, amount: 50000n },
          ],
          idempotencyKey: 'withdrawal-hold:w1',
          consistency: 'any',
        }));
    it('refuses a non-positive amount', () =>
      given(opened).when({ kind: 'HoldForWithdrawal', playerId: player, withdrawalId: 'w1', amount: 0n }).thenRefused('invalid_amount'));
  });

  describe('release hold', () => {
    it('moves the held amount back, player held -> player main, on the loaded stream version', () =>
      given(opened, held('w1', 700n))
        .when({ kind: 'ReleaseHold', playerId: player, withdrawalId: 'w1' })
        .then({
          ok: true,
          event: { type: 'WithdrawalHoldReleased', data: { withdrawalId: 'w1', amount: 700n } },
          postings: [
            { account: playerHeld, amount: -700n },
            { account: playerMain, amount: 700n },
          ],
          idempotencyKey: 'withdrawal-release:w1',
          consistency: 'stream',
        }));
    it('refuses when nothing is held for the withdrawal', () =>
      given(opened).when({ kind: 'ReleaseHold', playerId: player, withdrawalId: 'w9' }).thenRefused('hold_not_found'));
    it('refuses after the hold was paid out', () =>
      given(opened, held('w1', 700n), { type: 'WithdrawalPaidOut', data: { withdrawalId: 'w1', channel: 'nagad', amount: 700n } })
        .when({ kind: 'ReleaseHold', playerId: player, withdrawalId: 'w1' })
        .thenRefused('hold_already_settled'));
    it('repeats a release with the same key (the ledger answers the first result)', () =>
      given(opened, held('w1', 700n), { type: 'WithdrawalHoldReleased', data: { withdrawalId: 'w1', amount: 700n } })
        .when({ kind: 'ReleaseHold', playerId: player, withdrawalId: 'w1' })
        .then(expect.objectContaining({ ok: true, idempotencyKey: 'withdrawal-release:w1' })));
  });

  describe('pay out held funds', () => {
    it('moves player held -> channel', () =>
      given(opened, held('w1', 700n))
        .when({ kind: 'PayOutHeld', playerId: player, withdrawalId: 'w1', channel: 'nagad' })
        .then({
          ok: true,
          event: { type: 'WithdrawalPaidOut', data: { withdrawalId: 'w1', channel: 'nagad', amount: 700n } },
          postings: [
            { account: playerHeld, amount: -700n },
            { account: channel('nagad'), amount: 700n },
          ],
          idempotencyKey: 'withdrawal-payout:w1',
          consistency: 'stream',
        }));
    it('refuses when nothing is held', () =>
      given(opened).when({ kind: 'PayOutHeld', playerId: player, withdrawalId: 'w1', channel: 'nagad' }).thenRefused('hold_not_found'));
    it('refuses after the hold was released', () =>
      given(opened, held('w1', 700n), { type: 'WithdrawalHoldReleased', data: { withdrawalId: 'w1', amount: 700n } })
        .when({ kind: 'PayOutHeld', playerId: player, withdrawalId: 'w1', channel: 'nagad' })
        .thenRefused('hold_already_settled'));
  });

  describe('debit stake (main first, then bonus)', () => {
    it('moves player main -> provider, keyed by the provider transaction, with no read (the hot path)', () =>
      given(opened)
        .when({ kind: 'DebitStake', playerId: player, provider: 'evo', transactionId: 't1', amount: 100n, roundId: 'r1' })
        .then({
          ok: true,
          event: {
            type: 'StakeDebited',
            data: { provider: 'evo', transactionId: 't1', amount: 100n, fromMain: 100n, fromBonus: 0n, roundId: 'r1' },
          },
          postings: [
            { account: playerMain, amount: -100n },
            { account: provider('evo'), amount: 100n },
          ],
          idempotencyKey: 'stake:evo:t1',
          consistency: 'any',
        }));
    it('is decided again with balances only after the ledger refused it for want of funds', () => {
      expect(fallsBackToBonus(stake(100n))).toBe(true);
      expect(fallsBackToBonus({ kind: 'HoldForWithdrawal', playerId: player, withdrawalId: 'w1', amount: 1n })).toBe(false);
      expect(fallsBackToBonus({ kind: 'ReserveExposure', playerId: player, reservationId: 'x1', amount: 1n })).toBe(false);
    });
    it('main covers: main only, as on the hot path, bonus untouched', () =>
      given(opened)
        .withFunds({ main: 100n, bonus: 500n })
        .when(stake(100n))
        .then(
          expect.objectContaining({
            postings: [
              { account: playerMain, amount: -100n },
              { account: provider('evo'), amount: 100n },
            ],
            consistency: 'any',
          }),
        ));
    it('main short: all of main, the rest from bonus, on the loaded stream version, the split in the event', () =>
      given(opened)
        .withFunds({ main: 30n, bonus: 500n })
        .when(stake(100n))
        .then({
          ok: true,
          event: { type: 'StakeDebited', data: { provider: 'evo', transactionId: 't1', amount: 100n, fromMain: 30n, fromBonus: 70n } },
          postings: [
            { account: playerMain, amount: -30n },
            { account: playerBonus, amount: -70n },
            { account: provider('evo'), amount: 100n },
          ],
          idempotencyKey: 'stake:evo:t1',
          consistency: 'stream',
        }));
    it('main empty: all from bonus, with no zero posting on main', () =>
      given(opened)
        .withFunds({ main: 0n, bonus: 100n })
        .when(stake(100n))
        .then(
          expect.objectContaining({
            event: { type: 'StakeDebited', data: { provider: 'evo', transactionId: 't1', amount: 100n, fromMain: 0n, fromBonus: 100n } },
            postings: [
              { account: playerBonus, amount: -100n },
              { account: provider('evo'), amount: 100n },
            ],
            consistency: 'stream',
          }),
        ));
    it('neither covers, even together: insufficient funds, as a value', () =>
      given(opened)
        .withFunds({ main: 60n, bonus: 39n })
        .when(stake(100n))
        .then({ ok: false, error: 'insufficient_funds', message: 'Insufficient balance.' }));
    it('main and bonus exactly cover it', () =>
      given(opened)
        .withFunds({ main: 60n, bonus: 40n })
        .when(stake(100n))
        .then(expect.objectContaining({ ok: true, consistency: 'stream' })));
    it('refuses a non-positive stake', () =>
      given(opened)
        .when({ kind: 'DebitStake', playerId: player, provider: 'evo', transactionId: 't1', amount: 0n })
        .thenRefused('invalid_amount'));
    it('refuses a missing transaction id', () =>
      given(opened)
        .when({ kind: 'DebitStake', playerId: player, provider: 'evo', transactionId: '', amount: 1n })
        .thenRefused('invalid_command'));
  });

  describe('credit win', () => {
    it('moves provider -> player main', () =>
      given(opened)
        .when({ kind: 'CreditWin', playerId: player, provider: 'evo', transactionId: 't2', amount: 300n })
        .then({
          ok: true,
          event: { type: 'WinCredited', data: { provider: 'evo', transactionId: 't2', amount: 300n } },
          postings: [
            { account: provider('evo'), amount: -300n },
            { account: playerMain, amount: 300n },
          ],
          idempotencyKey: 'win:evo:t2',
          consistency: 'any',
        }));
    it('refuses a non-positive win', () =>
      given(opened)
        .when({ kind: 'CreditWin', playerId: player, provider: 'evo', transactionId: 't2', amount: -3n })
        .thenRefused('invalid_amount'));
  });

  describe('roll back a stake', () => {
    it('returns the original stake amount, provider -> player main, keyed on the original stake', () =>
      given(opened, staked('t1', 150n))
        .when({ kind: 'RollBackStake', playerId: player, provider: 'evo', stakeTransactionId: 't1' })
        .then({
          ok: true,
          event: {
            type: 'StakeRolledBack',
            data: { provider: 'evo', stakeTransactionId: 't1', amount: 150n, fromMain: 150n, fromBonus: 0n },
          },
          postings: [
            { account: provider('evo'), amount: -150n },
            { account: playerMain, amount: 150n },
          ],
          idempotencyKey: 'stake-rollback:evo:t1',
          consistency: 'any',
        }));
    it('returns each part of a split stake to the account it came from', () =>
      given(opened, staked('t1', 150n, 110n))
        .when({ kind: 'RollBackStake', playerId: player, provider: 'evo', stakeTransactionId: 't1' })
        .then({
          ok: true,
          event: {
            type: 'StakeRolledBack',
            data: { provider: 'evo', stakeTransactionId: 't1', amount: 150n, fromMain: 40n, fromBonus: 110n },
          },
          postings: [
            { account: provider('evo'), amount: -150n },
            { account: playerMain, amount: 40n },
            { account: playerBonus, amount: 110n },
          ],
          idempotencyKey: 'stake-rollback:evo:t1',
          consistency: 'any',
        }));
    it('returns a stake taken wholly from bonus to bonus', () =>
      given(opened, staked('t1', 150n, 150n))
        .when({ kind: 'RollBackStake', playerId: player, provider: 'evo', stakeTransactionId: 't1' })
        .then(
          expect.objectContaining({
            postings: [
              { account: provider('evo'), amount: -150n },
              { account: playerBonus, amount: 150n },
            ],
          }),
        ));
    it('returns a stake recorded before the bonus rule (no split) to main', () =>
      given(opened, { type: 'StakeDebited', data: { provider: 'evo', transactionId: 't1', amount: 150n } })
        .when({ kind: 'RollBackStake', playerId: player, provider: 'evo', stakeTransactionId: 't1' })
        .then(
          expect.objectContaining({
            postings: [
              { account: provider('evo'), amount: -150n },
              { account: playerMain, amount: 150n },
            ],
          }),
        ));
    it('refuses a stake that was never debited', () =>
      given(opened)
        .when({ kind: 'RollBackStake', playerId: player, provider: 'evo', stakeTransactionId: 'nope' })
        .thenRefused('stake_not_found'));
    it('loads the original stake by its key', () =>
      expect(dependsOn({ kind: 'RollBackStake', playerId: player, provider: 'evo', stakeTransactionId: 't1' })).toEqual(['stake:evo:t1']));
  });

  describe('exchange exposure', () => {
    it('reserves a liability: player main -> player exposure, keyed by the reservation, with no read', () =>
      given(opened)
        .when({ kind: 'ReserveExposure', playerId: player, reservationId: 'bet-1', amount: 4000n })
        .then({
          ok: true,
          event: { type: 'ExposureReserved', data: { reservationId: 'bet-1', amount: 4000n } },
          postings: [
            { account: playerMain, amount: -4000n },
            { account: playerExposure, amount: 4000n },
          ],
          idempotencyKey: 'exposure-reserve:bet-1',
          consistency: 'any',
        }));
    it("an exchange market's hold rises (main -> exposure) and falls (exposure -> main) by a signed change", () => {
      given(opened)
        .when({ kind: 'AdjustExposure', playerId: player, marketId: '1.23', adjustmentId: 'o1:p1', change: 2500n })
        .then({
          ok: true,
          event: { type: 'ExposureAdjusted', data: { marketId: '1.23', adjustmentId: 'o1:p1', change: 2500n } },
          postings: [
            { account: playerMain, amount: -2500n },
            { account: playerExposure, amount: 2500n },
          ],
          idempotencyKey: 'exposure-adjust:o1:p1',
          consistency: 'any',
        });
      given(opened)
        .when({ kind: 'AdjustExposure', playerId: player, marketId: '1.23', adjustmentId: 'o2:p1', change: -1000n })
        .then(
          expect.objectContaining({
            postings: [
              { account: playerExposure, amount: -1000n },
              { account: playerMain, amount: 1000n },
            ],
          }),
        );
      given(opened)
        .when({ kind: 'AdjustExposure', playerId: player, marketId: '1.23', adjustmentId: 'o3', change: 0n })
        .thenRefused('invalid_amount');
      given(opened)
        .when({ kind: 'AdjustExposure', playerId: player, marketId: '', adjustmentId: 'o3', change: 1n })
        .thenRefused('invalid_command');
    });
    it('settles an exchange market: exposure returned, result against the clearing account, commission to its own account; main takes the net', () => {
      given(opened)
        .when({
          kind: 'SettleExchangeMarket',
          playerId: player,
          marketId: '1.23',
          settlementId: '1.23:v1',
          release: 1000n,
          pnl: 1500n,
          commission: 75n,
        })
        .then({
          ok: true,
          event: {
            type: 'ExchangeMarketSettled',
            data: { marketId: '1.23', settlementId: '1.23:v1', released: 1000n, pnl: 1500n, commission: 75n },
          },
          postings: [
            { account: playerExposure, amount: -1000n },
            { account: playerMain, amount: 2425n },
            { account: exchangeClearing, amount: -1500n },
            { account: exchangeCommission, amount: 75n },
          ],
          idempotencyKey: `exchange-settle:1.23:v1:${player}`,
          consistency: 'any',
        });
      // a loss equal to the hold moves nothing on main
      given(opened)
        .when({
          kind: 'SettleExchangeMarket',
          playerId: player,
          marketId: '1.23',
          settlementId: '1.23:v1',
          release: 1000n,
          pnl: -1000n,
          commission: 0n,
        })
        .then(
          expect.objectContaining({
            postings: [
              { account: playerExposure, amount: -1000n },
              { account: exchangeClearing, amount: 1000n },
            ],
          }),
        );
      given(opened)
        .when({ kind: 'SettleExchangeMarket', playerId: player, marketId: '1.23', settlementId: 'x', release: 0n, pnl: 0n, commission: 0n })
        .thenRefused('invalid_amount');
      given(opened)
        .when({
          kind: 'SettleExchangeMarket',
          playerId: player,
          marketId: '1.23',
          settlementId: 'x',
          release: -1n,
          pnl: 5n,
          commission: 0n,
        })
        .thenRefused('invalid_amount');
    });
    it('a resettlement main cannot pay: decided again with main, it takes what main holds and books the rest to the receivable', () => {
      const takeBack = {
        kind: 'SettleExchangeMarket',
        playerId: player,
        marketId: '1.23',
        settlementId: '1.23:v2',
        release: 0n,
        pnl: -3000n,
        commission: -150n,
      } as const;
      expect(decidesAgainWithFunds(takeBack)).toBe(true);
      expect(decidesAgainWithFunds({ kind: 'HoldForWithdrawal', playerId: player, withdrawalId: 'w1', amount: 1n })).toBe(false);
      // main holds 1,000 of the 2,850 taken back: main to zero, 1,850 owed
      given(opened)
        .withFunds({ main: 1000n, bonus: 0n })
        .when(takeBack)
        .then({
          ok: true,
          event: {
            type: 'ExchangeMarketSettled',
            data: { marketId: '1.23', settlementId: '1.23:v2', released: 0n, pnl: -3000n, commission: -150n, shortfall: 1850n },
          },
          postings: [
            { account: playerMain, amount: -1000n },
            { account: exchangeClearing, amount: 3000n },
            { account: exchangeCommission, amount: -150n },
            { account: exchangeReceivable, amount: -1850n },
          ],
          idempotencyKey: `exchange-settle:1.23:v2:${player}`,
          consistency: 'stream',
        });
      // main covers it: no shortfall, as without balances (only the append proves the balance current)
      given(opened)
        .withFunds({ main: 5000n, bonus: 0n })
        .when(takeBack)
        .then(
          expect.objectContaining({
            event: {
              type: 'ExchangeMarketSettled',
              data: { marketId: '1.23', settlementId: '1.23:v2', released: 0n, pnl: -3000n, commission: -150n },
            },
            postings: [
              { account: playerMain, amount: -2850n },
              { account: exchangeClearing, amount: 3000n },
              { account: exchangeCommission, amount: -150n },
            ],
          }),
        );
      // main empty: all of it owed, main untouched
      given(opened)
        .withFunds({ main: 0n, bonus: 700n })
        .when(takeBack)
        .then(expect.objectContaining({ postings: expect.not.arrayContaining([expect.objectContaining({ account: playerMain })]) }));
    });
    it('collects an unpaid resettlement: main to the receivable, once per collection id', () =>
      given(opened)
        .when({ kind: 'CollectExchangeShortfall', playerId: player, shortfallId: 's1', collectionId: 's1:0', amount: 500n })
        .then({
          ok: true,
          event: { type: 'ExchangeShortfallCollected', data: { shortfallId: 's1', collectionId: 's1:0', amount: 500n } },
          postings: [
            { account: playerMain, amount: -500n },
            { account: exchangeReceivable, amount: 500n },
          ],
          idempotencyKey: 'exchange-shortfall-collect:s1:0',
          consistency: 'any',
        }));
    it('never touches held (pending withdrawals) or bonus', () => {
      const decision = decide({ kind: 'ReserveExposure', playerId: player, reservationId: 'bet-1', amount: 1n }, fold([opened]));
      if (!decision.ok) throw new Error(decision.error);
      expect(decision.postings.map((p) => p.account)).toEqual([playerMain, playerExposure]);
    });
    it('refuses a non-positive liability or a missing reservation id', () => {
      given(opened).when({ kind: 'ReserveExposure', playerId: player, reservationId: 'bet-1', amount: 0n }).thenRefused('invalid_amount');
      given(opened).when({ kind: 'ReserveExposure', playerId: player, reservationId: ' ', amount: 5n }).thenRefused('invalid_command');
    });
    it('releases the whole reservation, exposure -> main, on the loaded stream version', () =>
      given(opened, reserved('bet-1', 4000n))
        .when({ kind: 'ReleaseExposure', playerId: player, reservationId: 'bet-1' })
        .then({
          ok: true,
          event: { type: 'ExposureReleased', data: { reservationId: 'bet-1', amount: 4000n } },
          postings: [
            { account: playerExposure, amount: -4000n },
            { account: playerMain, amount: 4000n },
          ],
          idempotencyKey: 'exposure-release:bet-1',
          consistency: 'stream',
        }));
    it('settles a lost lay to the house: exposure -> provider', () =>
      given(opened, reserved('bet-1', 4000n))
        .when({ kind: 'SettleExposure', playerId: player, reservationId: 'bet-1', provider: 'exchange' })
        .then({
          ok: true,
          event: { type: 'ExposureSettled', data: { reservationId: 'bet-1', provider: 'exchange', amount: 4000n } },
          postings: [
            { account: playerExposure, amount: -4000n },
            { account: provider('exchange'), amount: 4000n },
          ],
          idempotencyKey: 'exposure-settle:bet-1',
          consistency: 'stream',
        }));
    it('refuses to end a reservation that does not exist', () => {
      given(opened).when({ kind: 'ReleaseExposure', playerId: player, reservationId: 'nope' }).thenRefused('exposure_not_found');
      given(opened)
        .when({ kind: 'SettleExposure', playerId: player, reservationId: 'nope', provider: 'exchange' })
        .thenRefused('exposure_not_found');
    });
    it('a settled reservation is never released, a released one never settled; the same ending again is a repeat', () => {
      const settled: WalletEvent = { type: 'ExposureSettled', data: { reservationId: 'bet-1', provider: 'exchange', amount: 4000n } };
      const released: WalletEvent = { type: 'ExposureReleased', data: { reservationId: 'bet-1', amount: 4000n } };
      given(opened, reserved('bet-1', 4000n), settled)
        .when({ kind: 'ReleaseExposure', playerId: player, reservationId: 'bet-1' })
        .thenRefused('exposure_already_settled');
      given(opened, reserved('bet-1', 4000n), released)
        .when({ kind: 'SettleExposure', playerId: player, reservationId: 'bet-1', provider: 'exchange' })
        .thenRefused('exposure_already_settled');
      given(opened, reserved('bet-1', 4000n), released)
        .when({ kind: 'ReleaseExposure', playerId: player, reservationId: 'bet-1' })
        .then(expect.objectContaining({ ok: true, idempotencyKey: 'exposure-release:bet-1' }));
    });
    it('loads the reservation and both endings by their keys', () =>
      expect(dependsOn({ kind: 'SettleExposure', playerId: player, reservationId: 'bet-1', provider: 'exchange' })).toEqual([
        'exposure-reserve:bet-1',
        'exposure-release:bet-1',
        'exposure-settle:bet-1',
      ]));
    it('a withdrawal hold and an exposure with one id stay apart', () =>
      given(opened, held('x', 700n))
        .when({ kind: 'ReleaseExposure', playerId: player, reservationId: 'x' })
        .thenRefused('exposure_not_found'));
  });

  describe('grant bonus', () => {
    it('moves bonus expense -> player bonus', () =>
      given(opened)
        .when({ kind: 'GrantBonus', playerId: player, grantId: 'g1', amount: 500n, to: 'bonus', reason: 'welcome' })
        .then({
          ok: true,
          event: { type: 'BonusGranted', data: { grantId: 'g1', to: 'bonus', amount: 500n, reason: 'welcome' } },
          postings: [
            { account: bonusExpense, amount: -500n },
            { account: playerBonus, amount: 500n },
          ],
          idempotencyKey: 'bonus:g1',
          consistency: 'any',
        }));
    it('or to player main', () =>
      given(opened)
        .when({ kind: 'GrantBonus', playerId: player, grantId: 'g2', amount: 500n, to: 'main', reason: 'cashback' })
        .then(
          expect.objectContaining({
            postings: [
              { account: bonusExpense, amount: -500n },
              { account: playerMain, amount: 500n },
            ],
          }),
        ));
    it('refuses a non-positive bonus', () =>
      given(opened)
        .when({ kind: 'GrantBonus', playerId: player, grantId: 'g1', amount: 0n, to: 'bonus', reason: '' })
        .thenRefused('invalid_amount'));
    it('refuses another target account', () =>
      given(opened)
        .when({ kind: 'GrantBonus', playerId: player, grantId: 'g1', amount: 1n, to: 'held' as 'main', reason: '' })
        .thenRefused('invalid_command'));
  });

  describe('cash rewards', () => {
    it('credits a reward: bonus expense -> player cash rewards', () =>
      given(opened)
        .when({ kind: 'CreditCashReward', playerId: player, rewardId: 'r1', amount: 1000n, source: 'referral' })
        .then({
          ok: true,
          event: { type: 'CashRewardCredited', data: { rewardId: 'r1', source: 'referral', amount: 1000n } },
          postings: [
            { account: bonusExpense, amount: -1000n },
            { account: playerCashRewards, amount: 1000n },
          ],
          idempotencyKey: 'cash-reward:r1',
          consistency: 'any',
        }));
    it('moves a claimed reward: player cash rewards -> player main', () =>
      given(opened)
        .when({ kind: 'MoveCashRewardToMain', playerId: player, claimId: 'c1', amount: 1000n })
        .then({
          ok: true,
          event: { type: 'CashRewardMovedToMain', data: { claimId: 'c1', amount: 1000n } },
          postings: [
            { account: playerCashRewards, amount: -1000n },
            { account: playerMain, amount: 1000n },
          ],
          idempotencyKey: 'cash-reward-claim:c1',
          consistency: 'any',
        }));
    it('refuses a non-positive claim', () =>
      given(opened).when({ kind: 'MoveCashRewardToMain', playerId: player, claimId: 'c1', amount: 0n }).thenRefused('invalid_amount'));
  });

  describe('convert VIP points', () => {
    it('pays the cash value: bonus expense -> player main', () =>
      given(opened)
        .when({ kind: 'ConvertVipPoints', playerId: player, conversionId: 'v1', points: 10, amount: 1000n })
        .then({
          ok: true,
          event: { type: 'VipPointsConverted', data: { conversionId: 'v1', points: 10, amount: 1000n } },
          postings: [
            { account: bonusExpense, amount: -1000n },
            { account: playerMain, amount: 1000n },
          ],
          idempotencyKey: 'vip-conversion:v1',
          consistency: 'any',
        }));
    it('refuses zero or fractional points', () => {
      given(opened)
        .when({ kind: 'ConvertVipPoints', playerId: player, conversionId: 'v1', points: 0, amount: 1n })
        .thenRefused('invalid_points');
      given(opened)
        .when({ kind: 'ConvertVipPoints', playerId: player, conversionId: 'v1', points: 1.5, amount: 1n })
        .thenRefused('invalid_points');
    });
    it('refuses a non-positive cash value', () =>
      given(opened)
        .when({ kind: 'ConvertVipPoints', playerId: player, conversionId: 'v1', points: 10, amount: 0n })
        .thenRefused('invalid_amount'));
  });

  describe('staff adjustment', () => {
    it('credits from house cash -> player main', () =>
      given(opened)
        .when({ kind: 'AdjustByStaff', playerId: player, adjustmentId: 'a1', staffId: 's1', amount: 900n, reason: ' goodwill ' })
        .then({
          ok: true,
          event: { type: 'StaffAdjusted', data: { adjustmentId: 'a1', staffId: 's1', amount: 900n, reason: 'goodwill' } },
          postings: [
            { account: houseCash, amount: -900n },
            { account: playerMain, amount: 900n },
          ],
          idempotencyKey: 'staff-adjustment:a1',
          consistency: 'any',
        }));
    it('debits player main -> house cash', () =>
      given(opened)
        .when({ kind: 'AdjustByStaff', playerId: player, adjustmentId: 'a2', staffId: 's1', amount: -900n, reason: 'duplicate deposit' })
        .then(
          expect.objectContaining({
            postings: [
              { account: playerMain, amount: -900n },
              { account: houseCash, amount: 900n },
            ],
          }),
        ));
    it('refuses without a reason', () =>
      given(opened)
        .when({ kind: 'AdjustByStaff', playerId: player, adjustmentId: 'a1', staffId: 's1', amount: 1n, reason: '  ' })
        .thenRefused('reason_required'));
    it('refuses a zero adjustment', () =>
      given(opened)
        .when({ kind: 'AdjustByStaff', playerId: player, adjustmentId: 'a1', staffId: 's1', amount: 0n, reason: 'x' })
        .thenRefused('invalid_amount'));
  });

  it('every accepted decision balances to zero', () => {
    const commands: WalletCommand[] = [
      { kind: 'CreditDeposit', playerId: player, depositId: 'd', channel: 'bkash', amount: 5n },
      { kind: 'AdjustByStaff', playerId: player, adjustmentId: 'a', staffId: 's', amount: -5n, reason: 'r' },
      { kind: 'ReleaseHold', playerId: player, withdrawalId: 'w1' },
    ];
    for (const command of commands) {
      const decision = decide(command, fold([opened, held('w1', 3n)]));
      if (!decision.ok) throw new Error(decision.error);
      expect(decision.postings.reduce((sum, p) => sum + p.amount, 0n)).toBe(0n);
    }
  });
});
