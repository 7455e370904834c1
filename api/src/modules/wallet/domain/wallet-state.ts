import type { Currency } from '@khela/contracts';
import type { WalletEvent } from './wallet-events.js';

export interface Hold {
  amount: bigint;
  status: 'held' | 'released' | 'paid_out';
}

/**
 * What the deciders need to know about a wallet. Balances are deliberately absent: "never below zero"
 * is the ledger's rule, enforced atomically by the append (a decider's view of a balance would be
 * stale by the time it is written). Handlers fold only the events a command depends on.
 */
export type WalletState =
  | { opened: false }
  | {
      opened: true;
      currency: Currency;
      /** Withdrawals whose funds were moved to held, by withdrawal id. */
      holds: Readonly<Record<string, Hold>>;
      /** Stakes that may be rolled back, by `<provider>:<transactionId>`, with their amount. */
      stakes: Readonly<Record<string, bigint>>;
    };

export const unopenedWallet: WalletState = { opened: false };

export const openedWallet = (currency: Currency): WalletState => ({ opened: true, currency, holds: {}, stakes: {} });

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
    case 'StakeDebited':
      return { ...state, stakes: { ...state.stakes, [stakeRef(event.data.provider, event.data.transactionId)]: event.data.amount } };
    default:
      return state;
  }
}

export const fold = (events: readonly WalletEvent[], initial: WalletState = unopenedWallet): WalletState => events.reduce(evolve, initial);
