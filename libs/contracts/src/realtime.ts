/** socket.io namespaces: players and staff connect to different ones, each authenticated on connect. */
export const Namespaces = { player: '/player', staff: '/staff' } as const;

/**
 * Room names. `player:<id>` gets one player's private pushes; `market:*` rooms are public. The server
 * alone puts an authenticated socket in its subject's room (`player:<id>` or `staff:<id>`, staff ids are
 * UUIDs) and its session's room (`session:<id>`), so ending a session or every session of a subject
 * disconnects exactly those sockets.
 */
export const Rooms = {
  player: (playerId: string) => `player:${playerId}`,
  staff: (staffId: string) => `staff:${staffId}`,
  session: (sessionId: string) => `session:${sessionId}`,
  market: (marketId: string) => `market:${marketId}`,
  /** An exchange event's room (event detail pushes), public like `market:*`. */
  event: (eventId: string) => `event:${eventId}`,
  staffPayments: 'staff:payments',
  /** Support agents' shared room (chat.view): queue changes, messages, typing and read state of every conversation. */
  staffChat: 'staff:chat',
} as const;

/** Rooms an anonymous socket may join. Everything else needs a valid token. */
export function isPublicRoom(room: string): boolean {
  return room.startsWith('market:') || room.startsWith('event:') || room.startsWith('crash:');
}

import type { ExchangeEventPush, ExchangeMarketPush, ExchangeRoomGone } from './exchange.js';
import type { ChatPush } from './chat.js';
import type { InboxPush } from './inbox.js';
import type { PaymentStatusPush } from './payments.js';
import type { VipPush } from './vip.js';
import type { CrashBetsPush, CrashRoundView, CrashSnapshot, CrashTickPush } from './originals-crash.js';

export interface BalancePush {
  /** Main wallet balance as a decimal string with two places, e.g. "2500.00". */
  balance: string;
  currency: string;
  /**
   * Exchange exposure (liability of open lay bets), decimal string. Sent when the event changed it
   * (reserve, release, settle) or it was read anyway; absent means unchanged since the last push, so
   * the hot path (a stake) pays no extra read for it.
   */
  exposure?: string;
}

/** Events the server sends on /player, with their payloads. */
export interface PlayerServerEvents {
  balance: (payload: BalancePush) => void;
  /** One of the player's deposits or withdrawals changed status (submitted, approved, rejected). */
  payment: (payload: PaymentStatusPush) => void;
  /** Inbox (issue 20): the unread count changed (a message arrived, or one was read or deleted). */
  inbox: (payload: InboxPush) => void;
  /** Support chat (issue 20): a message, typing, read state or a status change of one of the player's conversations. */
  chat: (payload: ChatPush) => void;
  /** VIP (issue 21): the player's points or level changed (a roll-up, a conversion). */
  vip: (payload: VipPush) => void;
  joined: (payload: { room: string }) => void;
  /** Exchange (issue 17): a match odds market's whole state, on `market:<marketId>`. */
  'exchange:market': (payload: ExchangeMarketPush) => void;
  /** Exchange: an event's whole detail (score, fancy, bookmaker), on `event:<eventId>`. */
  'exchange:event': (payload: ExchangeEventPush) => void;
  /** Exchange: the room asked for names no market or event. */
  'exchange:gone': (payload: ExchangeRoomGone) => void;
  /** Crash (issue 19), on `crash:live`: the whole state, sent to a socket when it joins. */
  'crash:snapshot': (payload: CrashSnapshot) => void;
  /** Crash: the round changed state (betting, running, crashed with its hash and point). */
  'crash:round': (payload: CrashRoundView) => void;
  /** Crash: the multiplier, at most every CRASH_TICK_MS, sent volatile (a slow socket skips to the latest). */
  'crash:tick': (payload: CrashTickPush) => void;
  /** Crash: bets placed or decided since the last push. */
  'crash:bets': (payload: CrashBetsPush) => void;
  error: (payload: { message: string }) => void;
}

/** Events a client sends on /player. */
export interface PlayerClientEvents {
  join: (payload: { room: string }) => void;
  leave: (payload: { room: string }) => void;
  /** Exchange: send the room's snapshot again (after a gap the client noticed). */
  'exchange:resync': (payload: { room: string }) => void;
}

export type PlayerEventName = keyof PlayerServerEvents;
export type PlayerEventPayload<E extends PlayerEventName> = Parameters<PlayerServerEvents[E]>[0];
