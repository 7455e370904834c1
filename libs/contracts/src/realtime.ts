/** socket.io namespaces: players and staff connect to different ones, each authenticated on connect. */
export const Namespaces = { player: '/player', staff: '/staff' } as const;

/** Room names. `player:<id>` gets one player's private pushes; `odds:*` rooms are public. */
export const Rooms = {
  player: (playerId: string) => `player:${playerId}`,
  market: (marketId: string) => `market:${marketId}`,
  staffPayments: 'staff:payments',
} as const;

/** Rooms an anonymous socket may join. Everything else needs a valid token. */
export function isPublicRoom(room: string): boolean {
  return room.startsWith('market:');
}

import type { PaymentStatusPush } from './payments.js';

export interface BalancePush {
  /** Main wallet balance as a decimal string with two places, e.g. "2500.00". */
  balance: string;
  currency: string;
}

/** Events the server sends on /player, with their payloads. */
export interface PlayerServerEvents {
  balance: (payload: BalancePush) => void;
  /** One of the player's deposits or withdrawals changed status (submitted, approved, rejected). */
  payment: (payload: PaymentStatusPush) => void;
  joined: (payload: { room: string }) => void;
  error: (payload: { message: string }) => void;
}

/** Events a client sends on /player. */
export interface PlayerClientEvents {
  join: (payload: { room: string }) => void;
  leave: (payload: { room: string }) => void;
}

export type PlayerEventName = keyof PlayerServerEvents;
export type PlayerEventPayload<E extends PlayerEventName> = Parameters<PlayerServerEvents[E]>[0];
