import type { Currency } from '@khela/contracts';
import type { WalletEvent } from './wallet-events.js';

export interface Hold {
  amount: bigint;
  status: 'held' | 'released' | 'paid_out';
}

/** An exchange liability reserved from main, until it is released (back to main) or settled (to the house). */
export interface Exposure {
  amount: bigint;
  status: 'reserved' | 'released' | 'settled';
}

/** A stake and where its money came from (main first, then bonus), so a rollback returns each part. */
export interface Stake {
  amount: bigint;
  fromMain: bigint;
  fromBonus: bigint;
}

/** Balances a decision may rest on; loaded with the stream version, so a 'stream' append proves them current. */
export interface Funds {
  main: bigint;
  bonus: bigint;
}

/**
 * What the deciders need to know about a wallet. Balances are absent by default: "never below zero" is
 * the ledger's rule, enforced atomically by the append (a decider's view of a balance would be stale by
 * the time it is written). Handlers fold only the events a command depends on. `funds` is there only
 * when the handler loaded it for a decision that needs it (a stake main cannot cover alone), read in
 * the same snapshot as the stream version the append then expects.
 */
export type WalletState =
  | { opened: false }
  | {
      opened: true;
      currency: Currency;
      /** Withdrawals whose funds were moved to held, by withdrawal id. */
      holds: Readonly<Record<string, Hold>>;
      /** Exchange liabilities moved to exposure, by reservation id. */
      exposures: Readonly<Record<string, Exposure>>;
      /** Stakes that may be rolled back, by `<provider>:<transactionId>`, with their split. */
      stakes: Readonly<Record<string, Stake>>;
      funds?: Funds;
    };

export const unopenedWallet: WalletState = { opened: false };
export const openedWallet = (currency: Currency, funds?: Funds): WalletState => ({
  opened: true,
  currency,
  holds: {},
  exposures: {},
  stakes: {},
  ...(funds ? { funds } : {}),
});

export const stakeRef = (provider: string, transactionId: string) => `${provider}:${transactionId}`;

export function evolve(state: WalletState, event: WalletEvent): WalletState {
  if (event.type === 'WalletOpened') return state.opened ? state : openedWallet(event.data.currency);
  if (!state.opened) return state;
  switch (event.type) {
    case 'WithdrawalHeld':
      return { ...state, holds: { ...state.holds, [event.data.withdrawalId]: { amount: event.data.amount, status: 'held' } } };
    case 'WithdrawalHoldReleased':
    case 'WithdrawalPaidOut': {
      const hold = state.holds[event.data.withdrawalId];
      if (!hold) return state;
      const status = event.type === 'WithdrawalHoldReleased' ? 'released' : 'paid_out';
      return { ...state, holds: { ...state.holds, [event.data.withdrawalId]: { ...hold, status } } };
    }
    case 'ExposureReserved':
      return {
        ...state,
        exposures: { ...state.exposures, [event.data.reservationId]: { amount: event.data.amount, status: 'reserved' } },
      };
    case 'ExposureReleased':
    case 'ExposureSettled': {
      const exposure = state.exposures[event.data.reservationId];
      if (!exposure) return state;
      const status = event.type === 'ExposureReleased' ? 'released' : 'settled';
      return { ...state, exposures: { ...state.exposures, [event.data.reservationId]: { ...exposure, status } } };
    }
    case 'StakeDebited': {
      // Stakes from before the bonus rule carry no split: they came from main.
      const { amount, fromBonus = 0n } = event.data;
      const fromMain = event.data.fromMain ?? amount - fromBonus;
      const stake: Stake = { amount, fromMain, fromBonus };
      return { ...state, stakes: { ...state.stakes, [stakeRef(event.data.provider, event.data.transactionId)]: stake } };
    }
    default:
      return state;
  }
}

export const fold = (events: readonly WalletEvent[], initial: WalletState = unopenedWallet): WalletState => events.reduce(evolve, initial);
