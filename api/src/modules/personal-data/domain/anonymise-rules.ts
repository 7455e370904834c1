import type { AnonymiseBlocker } from '@khela/contracts';
import { personalDataMessages as m } from './personal-data-messages.js';

/** What decides whether a closed account may be anonymised, read in the anonymisation's transaction. */
export interface AnonymiseFacts {
  status: 'active' | 'locked';
  anonymisedAt: Date | null;
  lastActivityAt: Date;
  exclusionInForce: boolean;
  balanceZero: boolean;
}

export type AnonymiseVerdict =
  { ok: true; retentionEndsAt: Date } | { ok: false; blocker: AnonymiseBlocker; message: string; retentionEndsAt: Date };

const dayMs = 86_400_000;

/** The earliest time the account's data may go: its last activity plus the retention period. */
export const retentionEndsAt = (lastActivityAt: Date, retentionDays: number): Date =>
  new Date(lastActivityAt.getTime() + retentionDays * dayMs);

/** A date as Dhaka's calendar day (YYYY-MM-DD), the way staff read dates. */
export const dhakaDay = (at: Date): string => new Date(at.getTime() + 6 * 3_600_000).toISOString().slice(0, 10);

/**
 * Whether the account may be anonymised now, and if not the first reason, in this order: already done; not
 * closed ("closed" is `locked`: the code has no other way to close an account); an exclusion in force (its
 * contacts are what stop the same person opening a new account); money left on any wallet account; the
 * retention period (AML record keeping) not over since the last activity.
 */
export function decideAnonymise(facts: AnonymiseFacts, now: Date, retentionDays: number): AnonymiseVerdict {
  const ends = retentionEndsAt(facts.lastActivityAt, retentionDays);
  const refuse = (blocker: AnonymiseBlocker, message: string): AnonymiseVerdict => ({ ok: false, blocker, message, retentionEndsAt: ends });
  if (facts.anonymisedAt) return refuse('already_anonymised', m.alreadyAnonymised);
  if (facts.status !== 'locked') return refuse('not_closed', m.notClosed);
  if (facts.exclusionInForce) return refuse('exclusion_in_force', m.exclusionInForce);
  if (!facts.balanceZero) return refuse('balance_not_zero', m.balanceNotZero);
  if (now.getTime() < ends.getTime()) return refuse('retention_not_passed', m.retentionNotPassed.replace('{{date}}', dhakaDay(ends)));
  return { ok: true, retentionEndsAt: ends };
}

/** The placeholders an anonymised account's personal fields get; the username keeps uniqueness by the id. */
export const anonymisedValues = {
  username: (playerId: string) => `anon${playerId}`,
  text: '[anonymised]',
  lockReason: 'Anonymised',
} as const;
