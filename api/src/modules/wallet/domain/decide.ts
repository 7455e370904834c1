import { isCurrency } from '@khela/contracts';
import {
  bonusExpense,
  channel,
  exchangeClearing,
  exchangeCommission,
  exchangeReceivable,
  houseCash,
  playerBonus,
  playerCashRewards,
  playerExposure,
  playerHeld,
  playerMain,
  provider,
  transfer,
  type PostingIntent,
} from './account-ref.js';
import { keys } from './idempotency-keys.js';
import type { WalletCommand, WalletCommandOf } from './wallet-commands.js';
import { walletError, type WalletError } from './wallet-errors.js';
import type { WalletEvent } from './wallet-events.js';
import { stakeRef, type WalletState } from './wallet-state.js';

/**
 * The outcome of a command the wallet accepts. `consistency` says what the append must check:
 * 'any' when only immutable facts and the idempotency key were relied on, 'stream' when the decision
 * read state that a concurrent command could change (the handler then appends with the version it
 * loaded, and retries on conflict).
 */
export interface Decision {
  ok: true;
  event: WalletEvent;
  postings: PostingIntent[];
  idempotencyKey: string;
  consistency: 'any' | 'stream';
}

const maxIdLength = 200;
const validId = (...ids: string[]) => ids.every((id) => typeof id === 'string' && id.trim().length > 0 && id.length <= maxIdLength);

/** Pure: given a command and what is known of the wallet, the event and postings, or a refusal. */
export function decide(command: WalletCommand, state: WalletState): Decision | WalletError {
  if (command.kind === 'OpenWallet') return openWallet(command, state);
  if (!state.opened) return walletError('wallet_not_open');
  switch (command.kind) {
    case 'CreditDeposit':
      return money(command.amount, validId(command.depositId, command.channel), () => ({
        ok: true,
        event: { type: 'DepositCredited', data: { depositId: command.depositId, channel: command.channel, amount: command.amount } },
        postings: transfer(channel(command.channel), playerMain, command.amount),
        idempotencyKey: keys.deposit(command.depositId),
        consistency: 'any',
      }));
    case 'HoldForWithdrawal':
      return money(command.amount, validId(command.withdrawalId), () => ({
        ok: true,
        event: { type: 'WithdrawalHeld', data: { withdrawalId: command.withdrawalId, amount: command.amount } },
        postings: transfer(playerMain, playerHeld, command.amount),
        idempotencyKey: keys.withdrawalHold(command.withdrawalId),
        consistency: 'any',
      }));
    case 'ReleaseHold':
      return settleHold(command, state);
    case 'PayOutHeld':
      return settleHold(command, state);
    case 'DebitStake':
      return debitStake(command, state);
    case 'CreditWin':
      return money(command.amount, validId(command.provider, command.transactionId), () => ({
        ok: true,
        event: {
          type: 'WinCredited',
          data: withRound({ provider: command.provider, transactionId: command.transactionId, amount: command.amount }, command.roundId),
        },
        postings: transfer(provider(command.provider), playerMain, command.amount),
        idempotencyKey: keys.win(command.provider, command.transactionId),
        consistency: 'any',
      }));
    case 'RollBackStake': {
      if (!validId(command.provider, command.stakeTransactionId)) return walletError('invalid_command');
      const stake = state.stakes[stakeRef(command.provider, command.stakeTransactionId)];
      if (stake === undefined) return walletError('stake_not_found');
      // Each part goes back where it came from. A repeat produces the same key, which the ledger
      // answers with the first result.
      const { amount, fromMain, fromBonus } = stake;
      return {
        ok: true,
        event: {
          type: 'StakeRolledBack',
          data: { provider: command.provider, stakeTransactionId: command.stakeTransactionId, amount, fromMain, fromBonus },
        },
        postings: [
          { account: provider(command.provider), amount: -amount },
          ...nonZero(playerMain, fromMain),
          ...nonZero(playerBonus, fromBonus),
        ],
        idempotencyKey: keys.stakeRollback(command.provider, command.stakeTransactionId),
        consistency: 'any',
      };
    }
    case 'ReserveExposure':
      return money(command.amount, validId(command.reservationId), () => ({
        ok: true,
        event: { type: 'ExposureReserved', data: { reservationId: command.reservationId, amount: command.amount } },
        postings: transfer(playerMain, playerExposure, command.amount),
        idempotencyKey: keys.exposureReserve(command.reservationId),
        consistency: 'any',
      }));
    case 'ReleaseExposure':
    case 'SettleExposure':
      return settleExposure(command, state);
    case 'AdjustExposure': {
      // The exchange decides the amount (its market's worst case, under the market's lock); the ledger's
      // CHECK refuses a rise main cannot cover and a fall below what exposure holds.
      if (!validId(command.marketId, command.adjustmentId)) return walletError('invalid_command');
      if (typeof command.change !== 'bigint' || command.change === 0n) return walletError('invalid_amount');
      const { change } = command;
      return {
        ok: true,
        event: { type: 'ExposureAdjusted', data: { marketId: command.marketId, adjustmentId: command.adjustmentId, change } },
        postings: change > 0n ? transfer(playerMain, playerExposure, change) : transfer(playerExposure, playerMain, -change),
        idempotencyKey: keys.exposureAdjust(command.adjustmentId),
        consistency: 'any',
      };
    }
    case 'SettleExchangeMarket':
      return settleExchangeMarket(command, state);
    case 'CollectExchangeShortfall':
      return money(command.amount, validId(command.shortfallId, command.collectionId), () => ({
        ok: true,
        event: {
          type: 'ExchangeShortfallCollected',
          data: { shortfallId: command.shortfallId, collectionId: command.collectionId, amount: command.amount },
        },
        postings: transfer(playerMain, exchangeReceivable, command.amount),
        idempotencyKey: keys.exchangeShortfallCollection(command.collectionId),
        consistency: 'any',
      }));
    case 'GrantBonus':
      if (command.to !== 'bonus' && command.to !== 'main') return walletError('invalid_command');
      return money(command.amount, validId(command.grantId), () => ({
        ok: true,
        event: {
          type: 'BonusGranted',
          data: { grantId: command.grantId, to: command.to, amount: command.amount, reason: command.reason ?? '' },
        },
        postings: transfer(bonusExpense, command.to === 'bonus' ? playerBonus : playerMain, command.amount),
        idempotencyKey: keys.bonusGrant(command.grantId),
        consistency: 'any',
      }));
    case 'CreditCashReward':
      return money(command.amount, validId(command.rewardId, command.source), () => ({
        ok: true,
        event: { type: 'CashRewardCredited', data: { rewardId: command.rewardId, source: command.source, amount: command.amount } },
        postings: transfer(bonusExpense, playerCashRewards, command.amount),
        idempotencyKey: keys.cashReward(command.rewardId),
        consistency: 'any',
      }));
    case 'MoveCashRewardToMain':
      return money(command.amount, validId(command.claimId), () => ({
        ok: true,
        event: { type: 'CashRewardMovedToMain', data: { claimId: command.claimId, amount: command.amount } },
        postings: transfer(playerCashRewards, playerMain, command.amount),
        idempotencyKey: keys.cashRewardClaim(command.claimId),
        consistency: 'any',
      }));
    case 'ConvertVipPoints':
      if (!Number.isSafeInteger(command.points) || command.points <= 0) return walletError('invalid_points');
      return money(command.amount, validId(command.conversionId), () => ({
        ok: true,
        event: { type: 'VipPointsConverted', data: { conversionId: command.conversionId, points: command.points, amount: command.amount } },
        postings: transfer(bonusExpense, playerMain, command.amount),
        idempotencyKey: keys.vipConversion(command.conversionId),
        consistency: 'any',
      }));
    case 'AdjustByStaff': {
      if (!validId(command.adjustmentId, command.staffId)) return walletError('invalid_command');
      if (typeof command.reason !== 'string' || command.reason.trim() === '') return walletError('reason_required');
      if (command.amount === 0n) return walletError('invalid_amount');
      // A positive adjustment is paid by the house; a negative one goes back to it.
      const postings =
        command.amount > 0n ? transfer(houseCash, playerMain, command.amount) : transfer(playerMain, houseCash, -command.amount);
      return {
        ok: true,
        event: {
          type: 'StaffAdjusted',
          data: { adjustmentId: command.adjustmentId, staffId: command.staffId, amount: command.amount, reason: command.reason.trim() },
        },
        postings,
        idempotencyKey: keys.staffAdjustment(command.adjustmentId),
        consistency: 'any',
      };
    }
  }
}

function openWallet(command: WalletCommandOf<'OpenWallet'>, state: WalletState): Decision | WalletError {
  if (!validId(command.playerId) || !isCurrency(command.currency)) return walletError('invalid_command');
  if (state.opened && state.currency !== command.currency) return walletError('wallet_open_in_other_currency');
  return {
    ok: true,
    event: { type: 'WalletOpened', data: { currency: command.currency } },
    postings: [],
    idempotencyKey: keys.openWallet(command.playerId),
    consistency: 'any',
  };
}

/** Release (held -> main) and pay-out (held -> channel) settle a hold; only one of them ever may. */
function settleHold(
  command: WalletCommandOf<'ReleaseHold'> | WalletCommandOf<'PayOutHeld'>,
  state: Extract<WalletState, { opened: true }>,
): Decision | WalletError {
  const release = command.kind === 'ReleaseHold';
  if (!validId(command.withdrawalId) || (!release && !validId(command.channel))) return walletError('invalid_command');
  const hold = state.holds[command.withdrawalId];
  if (!hold) return walletError('hold_not_found');
  // The same settlement again is a repeat (the ledger answers it from its key); the other one is refused.
  if (hold.status === (release ? 'paid_out' : 'released')) return walletError('hold_already_settled');
  if (release) {
    return {
      ok: true,
      event: { type: 'WithdrawalHoldReleased', data: { withdrawalId: command.withdrawalId, amount: hold.amount } },
      postings: transfer(playerHeld, playerMain, hold.amount),
      idempotencyKey: keys.withdrawalRelease(command.withdrawalId),
      consistency: 'stream',
    };
  }
  return {
    ok: true,
    event: { type: 'WithdrawalPaidOut', data: { withdrawalId: command.withdrawalId, channel: command.channel, amount: hold.amount } },
    postings: transfer(playerHeld, channel(command.channel), hold.amount),
    idempotencyKey: keys.withdrawalPayout(command.withdrawalId),
    consistency: 'stream',
  };
}

/**
 * THE BONUS STAKING RULE: MAIN FIRST, THEN BONUS. A stake is taken from main; only the part main
 * cannot cover comes from bonus. Wins are credited to main (CreditWin); a rollback returns each part
 * to the account it came from (the split is recorded in the event: fromMain + fromBonus = amount).
 *
 * Without `funds` (the hot path, and by far the common case) the decision is main only with
 * consistency 'any': one append, no stream read; the ledger refuses it when main is short. The
 * handler then loads main and bonus with the stream version and decides again: main covers (it grew
 * meanwhile) -> main only, as before; main and bonus together cover -> all of main and the rest from
 * bonus, appended on that stream version ('stream', retried on conflict), so the split rests on
 * current balances and main is never bypassed; neither -> 'insufficient_funds', as a value.
 */
function debitStake(command: WalletCommandOf<'DebitStake'>, state: Extract<WalletState, { opened: true }>): Decision | WalletError {
  return money(command.amount, validId(command.provider, command.transactionId), () => {
    const { funds } = state;
    if (funds && funds.main + funds.bonus < command.amount) return walletError('insufficient_funds');
    const fromBonus = funds && funds.main < command.amount ? command.amount - funds.main : 0n;
    const fromMain = command.amount - fromBonus;
    return {
      ok: true,
      event: {
        type: 'StakeDebited',
        data: withRound(
          { provider: command.provider, transactionId: command.transactionId, amount: command.amount, fromMain, fromBonus },
          command.roundId,
        ),
      },
      postings: [
        ...nonZero(playerMain, -fromMain),
        ...nonZero(playerBonus, -fromBonus),
        { account: provider(command.provider), amount: command.amount },
      ],
      idempotencyKey: keys.stake(command.provider, command.transactionId),
      consistency: fromBonus > 0n ? 'stream' : 'any',
    };
  });
}

/**
 * Whether a command refused by the ledger for insufficient funds is worth deciding again with the
 * balances loaded: a stake main alone cannot cover may still be covered with bonus.
 */
export const fallsBackToBonus = (command: WalletCommand): boolean => command.kind === 'DebitStake';

/** Commands decided again with main (and bonus) loaded when the ledger finds main short: a stake (the bonus rule), a resettlement (the shortfall rule). */
export const decidesAgainWithFunds = (command: WalletCommand): boolean =>
  fallsBackToBonus(command) || command.kind === 'SettleExchangeMarket';

/**
 * Release (exposure -> main: the lay bet won, was voided or cancelled) and settlement (exposure ->
 * provider: the lay bet lost) end a reservation; only one of them ever may, for the whole amount.
 */
function settleExposure(
  command: WalletCommandOf<'ReleaseExposure'> | WalletCommandOf<'SettleExposure'>,
  state: Extract<WalletState, { opened: true }>,
): Decision | WalletError {
  const release = command.kind === 'ReleaseExposure';
  if (!validId(command.reservationId) || (!release && !validId(command.provider))) return walletError('invalid_command');
  const exposure = state.exposures[command.reservationId];
  if (!exposure) return walletError('exposure_not_found');
  // The same ending again is a repeat (the ledger answers it from its key); the other one is refused.
  if (exposure.status === (release ? 'settled' : 'released')) return walletError('exposure_already_settled');
  if (release) {
    return {
      ok: true,
      event: { type: 'ExposureReleased', data: { reservationId: command.reservationId, amount: exposure.amount } },
      postings: transfer(playerExposure, playerMain, exposure.amount),
      idempotencyKey: keys.exposureRelease(command.reservationId),
      consistency: 'stream',
    };
  }
  return {
    ok: true,
    event: { type: 'ExposureSettled', data: { reservationId: command.reservationId, provider: command.provider, amount: exposure.amount } },
    postings: transfer(playerExposure, provider(command.provider), exposure.amount),
    idempotencyKey: keys.exposureSettle(command.reservationId),
    consistency: 'stream',
  };
}

/**
 * One player's settlement of an exchange market: exposure -> main (the hold returned), the result against the
 * house clearing account, the commission to the house commission account. Main takes the net of the three in
 * one posting; the ledger's CHECK refuses a resettlement main cannot pay (insufficient_funds, as a value).
 */
/**
 * A market's settlement for one player. Decided first without balances (main always covers a first settlement:
 * the hold covered the worst case). A resettlement taking back winnings the player has withdrawn is refused by
 * the ledger for want of main; it is then decided again with main loaded (`funds`, proven current by the stream
 * version): main pays what it holds, down to zero and never below, and the rest is the shortfall, booked to the
 * exchange's receivable (owed by the player, recorded by the exchange for finance to collect).
 */
function settleExchangeMarket(
  command: WalletCommandOf<'SettleExchangeMarket'>,
  state: Extract<WalletState, { opened: true }>,
): Decision | WalletError {
  if (!validId(command.marketId, command.settlementId)) return walletError('invalid_command');
  const { release, pnl, commission } = command;
  if (![release, pnl, commission].every((v) => typeof v === 'bigint') || release < 0n) return walletError('invalid_amount');
  if (release === 0n && pnl === 0n && commission === 0n) return walletError('invalid_amount');
  const mainChange = release + pnl - commission;
  const shortfall = state.funds && state.funds.main + mainChange < 0n ? -(state.funds.main + mainChange) : 0n;
  return {
    ok: true,
    event: {
      type: 'ExchangeMarketSettled',
      data: {
        marketId: command.marketId,
        settlementId: command.settlementId,
        released: release,
        pnl,
        commission,
        ...(shortfall > 0n ? { shortfall } : {}),
      },
    },
    postings: [
      ...nonZero(playerExposure, -release),
      ...nonZero(playerMain, mainChange + shortfall),
      ...nonZero(exchangeClearing, -pnl),
      ...nonZero(exchangeCommission, commission),
      ...nonZero(exchangeReceivable, -shortfall),
    ],
    idempotencyKey: keys.exchangeSettlement(command.settlementId, command.playerId),
    // with balances read, the append proves they did not move since (else decided again on the new ones)
    consistency: state.funds ? 'stream' : 'any',
  };
}

/** A posting, or none for a zero amount (the ledger refuses zero postings). */
const nonZero = (account: PostingIntent['account'], amount: bigint): PostingIntent[] => (amount === 0n ? [] : [{ account, amount }]);

function money(amount: bigint, idsValid: boolean, accept: () => Decision | WalletError): Decision | WalletError {
  if (!idsValid) return walletError('invalid_command');
  if (typeof amount !== 'bigint' || amount <= 0n) return walletError('invalid_amount');
  return accept();
}

function withRound<T extends object>(data: T, roundId: string | undefined): T & { roundId?: string } {
  return roundId === undefined ? data : { ...data, roundId };
}

/**
 * The idempotency keys of the past events a command's decision depends on: the handler loads exactly
 * these from the stream and folds them into the state it passes to `decide`.
 */
export function dependsOn(command: WalletCommand): string[] {
  switch (command.kind) {
    case 'ReleaseHold':
    case 'PayOutHeld':
      return [
        keys.withdrawalHold(command.withdrawalId),
        keys.withdrawalRelease(command.withdrawalId),
        keys.withdrawalPayout(command.withdrawalId),
      ];
    case 'RollBackStake':
      return [keys.stake(command.provider, command.stakeTransactionId)];
    case 'ReleaseExposure':
    case 'SettleExposure':
      return [
        keys.exposureReserve(command.reservationId),
        keys.exposureRelease(command.reservationId),
        keys.exposureSettle(command.reservationId),
      ];
    default:
      return [];
  }
}
