import type { PlayerAccountKind } from '@khela/contracts';

/**
 * An account named by its role, before it is resolved to a ledger account id. Deciders speak in these
 * so every operation's postings read like the accounting they are ("channel -> player main").
 */
export type AccountRef =
  | { owner: 'player'; kind: PlayerAccountKind }
  | { owner: 'house'; kind: 'house_cash' | 'bonus_expense' }
  | { owner: 'house'; kind: 'channel' | 'provider'; name: string };

export const playerMain: AccountRef = { owner: 'player', kind: 'main' };
export const playerHeld: AccountRef = { owner: 'player', kind: 'held' };
export const playerExposure: AccountRef = { owner: 'player', kind: 'exposure' };
export const playerBonus: AccountRef = { owner: 'player', kind: 'bonus' };
export const playerCashRewards: AccountRef = { owner: 'player', kind: 'cash_rewards' };
export const houseCash: AccountRef = { owner: 'house', kind: 'house_cash' };
export const bonusExpense: AccountRef = { owner: 'house', kind: 'bonus_expense' };
/** The exchange's house accounts: the other side of every player's result (clearing), and commission earned. */
export const exchangeClearing: AccountRef = { owner: 'house', kind: 'provider', name: 'exchange' };
export const exchangeCommission: AccountRef = { owner: 'house', kind: 'provider', name: 'exchange-commission' };
/**
 * What players owe the exchange: the part of a resettlement their main could not pay (they had withdrawn the
 * winnings). A house receivable: its balance is minus what is owed, and a collection from main brings it back.
 */
export const exchangeReceivable: AccountRef = { owner: 'house', kind: 'provider', name: 'exchange-receivable' };
export const channel = (name: string): AccountRef => ({ owner: 'house', kind: 'channel', name });
export const provider = (name: string): AccountRef => ({ owner: 'house', kind: 'provider', name });

export interface PostingIntent {
  account: AccountRef;
  /** Signed minor units. */
  amount: bigint;
}

/** Moves `amount` from one account to another: the two postings of a simple transfer. */
export function transfer(from: AccountRef, to: AccountRef, amount: bigint): PostingIntent[] {
  return [
    { account: from, amount: -amount },
    { account: to, amount },
  ];
}
