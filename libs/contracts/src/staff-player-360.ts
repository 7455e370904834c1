import type { Page } from './staff.js';

/**
 * Player 360 for staff (issue 22): a player's log-in history, accounts linked to theirs, staff's internal notes
 * and tags. Staff-only: no player route answers any of it.
 */

/** How one log-in attempt ended: `success`, a wrong password, the right password on a locked account, or refused by the lock-out before any check. */
export const loginOutcomes = ['success', 'wrong_password', 'account_locked', 'too_many_attempts'] as const;
export type LoginOutcome = (typeof loginOutcomes)[number];

/** GET /api/admin/players/{id}/logins: one attempt, newest first. */
export interface StaffLoginAttempt {
  id: string;
  at: string;
  outcome: LoginOutcome;
  succeeded: boolean;
  /** The client's address as the trusted proxy setting reads it; null when unknown. */
  ip: string | null;
  user_agent: string | null;
}
export type StaffLoginHistoryPage = Page<StaffLoginAttempt>;

/** Why an account is linked to the player's: what they share. */
export const linkKinds = ['ip', 'phone', 'email'] as const;
export type LinkKind = (typeof linkKinds)[number];

export interface StaffLinkReason {
  kind: LinkKind;
  /** The shared value: an IP address, a phone number or an e-mail address. */
  value: string;
}

/** GET /api/admin/players/{id}/linked-accounts: another player sharing an IP, phone or e-mail with this one. */
export interface StaffLinkedAccount {
  player_id: string;
  username: string;
  status: 'active' | 'locked';
  created_at: string;
  reasons: StaffLinkReason[];
}

export interface StaffLinkedAccounts {
  data: StaffLinkedAccount[];
  /** More accounts matched than the answer holds (it holds the 100 most recently created). */
  truncated: boolean;
  /** IPs of this player left out because too many players share them (a carrier's or office's gateway). */
  crowded_ips: string[];
}

/** GET /api/admin/players/{id}/notes: one internal note, newest first. Append-only: never edited or deleted. */
export interface StaffPlayerNote {
  id: string;
  body: string;
  author_id: string;
  author_username: string | null;
  created_at: string;
}
export type StaffPlayerNotePage = Page<StaffPlayerNote>;

/** POST /api/admin/players/{id}/notes */
export interface StaffPlayerNoteRequest {
  body: string;
}

export interface StaffPlayerNoteAnswer {
  message: string;
  note: StaffPlayerNote;
}

/** One tag on a player: who put it there and when. */
export interface StaffPlayerTag {
  tag: string;
  added_by_username: string | null;
  added_at: string;
}

/** POST /api/admin/players/{id}/tags */
export interface StaffPlayerTagRequest {
  tag: string;
}

/** GET /api/admin/players/{id}/tags; and the answer of adding or removing one. */
export interface StaffPlayerTags {
  message?: string;
  tags: StaffPlayerTag[];
}

/** GET /api/admin/player-tags: every tag in use, with how many players carry it (the list's filter). */
export interface StaffTagCount {
  tag: string;
  players: number;
}
