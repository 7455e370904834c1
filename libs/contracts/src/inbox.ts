/** The player inbox (spec sections 3, 4, 7; issue 20) and staff broadcasts to it. */

import type { VipLevelLabel } from './vip.js';

/** An inbox message as the spec's calls answer it, in the request's language. */
export interface InboxMessage {
  id: number;
  title: string;
  message: string;
  /** ISO time. */
  created_at: string;
  /** Unread until the player opens it or chooses Read (spec section 4). */
  is_read: boolean;
}

/** `GET /api/inbox?page`: the spec reads `data.data` and `data.last_page`; `unread` feeds the header badge. */
export interface InboxPageAnswer {
  success: true;
  data: {
    data: InboxMessage[];
    current_page: number;
    last_page: number;
    per_page: number;
    total: number;
    unread: number;
  };
}

/** `GET /api/inbox/{id}`. */
export interface InboxMessageAnswer {
  success: true;
  data: InboxMessage;
}

/** `GET /api/inbox/unread`, and the answer of read and delete: the caller's unread count after. */
export interface InboxUnreadAnswer {
  success: true;
  message?: string;
  unread: number;
}

/** socket.io `inbox` on `player:<id>`: a message arrived, or one was read or deleted. */
export interface InboxPush {
  unread: number;
}

/** Who a staff broadcast goes to. A segment's rules all apply together (and). */
export type BroadcastAudience =
  | { kind: 'all' }
  | { kind: 'player'; username: string }
  | {
      kind: 'segment';
      /** Registered on or after this Dhaka day (YYYY-MM-DD). */
      registeredFrom?: string;
      /** Registered on or before this Dhaka day (YYYY-MM-DD). */
      registeredTo?: string;
      /** true: has an approved deposit; false: has none; absent: either. */
      deposited?: boolean;
      /** Signed in or played within the last N days. */
      activeWithinDays?: number;
      /** At one of these VIP levels (codes, GET /api/admin/inbox/broadcasts/vip-levels) when sent; absent or empty: any. */
      vipLevels?: string[];
    };

/** `POST /api/admin/inbox/broadcasts` body. */
export interface BroadcastRequest {
  title_en: string;
  title_bn: string;
  message_en: string;
  message_bn: string;
  audience: BroadcastAudience;
  /** ISO time to send at; absent: now. */
  send_at?: string;
}

export type BroadcastStatus = 'scheduled' | 'sent';

/** A broadcast as staff see it. */
export interface BroadcastView {
  id: string;
  title_en: string;
  title_bn: string;
  message_en: string;
  message_bn: string;
  audience: BroadcastAudience;
  send_at: string;
  status: BroadcastStatus;
  /** Players it was delivered to (0 until sent). */
  delivered: number;
  /** How many of them have read it. */
  read: number;
  created_by: string;
  created_at: string;
  sent_at: string | null;
}

export interface BroadcastListAnswer {
  broadcasts: BroadcastView[];
}

/** `GET /api/admin/inbox/broadcasts/vip-levels`: the VIP levels a segment may name, lowest first. */
export interface BroadcastVipLevelsAnswer {
  levels: VipLevelLabel[];
}

/** `POST /api/admin/inbox/broadcasts`: the confirmation and the new broadcast's id. */
export interface BroadcastScheduledAnswer {
  message: string;
  id: string;
}
