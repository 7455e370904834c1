/**
 * What risk / responsible-gaming staff may change of a player's protection (issue 16): only ever make it
 * stricter. A limit may be set where there is none or lowered below the one in force (at once, dropping
 * any increase or removal the player has pending); never raised, removed or set to the same amount. A
 * time-out or self-exclusion follows the player's own rules (domain/exclusion.ts): it starts, or extends
 * one in force, and never shortens it. Every staff change carries a reason. Pure: the time is passed in.
 */
import { parseMoney } from '@khela/contracts';
import { isLimitKind, isLimitPeriod, type LimitKind, type LimitPeriod, type PeriodLimit } from './deposit-limits.js';
import { readRequest, type ExclusionRanges, type ExclusionRequest } from './exclusion.js';

/** Staff-facing answers (English; Bangla in player-protection-messages.bn.ts). */
export const staffProtectionMessages = {
  notFound: 'Player not found.',
  reason: 'Give a reason of 3 to 500 characters.',
  kind: 'Choose a limit kind: deposit, wager or loss.',
  period: 'Choose a period: day, week or month.',
  amount: 'Enter the new limit as an amount above zero with up to two decimals.',
  notStricter: 'Staff can only make a limit stricter: enter an amount below the limit in force of {{limit}}.',
  applied: "The player's new limit applies now.",
  exclusionKind: 'Choose a time-out or a self-exclusion.',
  days: 'Choose a time-out from 1 day (24 hours) to 42 days (6 weeks).',
  months: 'Choose a self-exclusion from 6 months to 60 months (5 years).',
  cannotShorten: 'The player is already excluded until {{time}} (Dhaka time). An exclusion can only be extended, never shortened.',
  started: "The player's exclusion has started and runs until {{time}} (Dhaka time). Their sessions have ended.",
  extended: "The player's exclusion now runs until {{time}} (Dhaka time). Their sessions have ended.",
} as const;

export const reasonLength = { min: 3, max: 500 } as const;

/** A reason as given (trimmed), or null when missing or out of length. */
export function readReason(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const reason = value.trim();
  return reason.length >= reasonLength.min && reason.length <= reasonLength.max ? reason : null;
}

export type StaffLimitRequest = { kind: LimitKind; period: LimitPeriod; amountMinor: bigint; reason: string };
type LimitRefusal = 'kind' | 'period' | 'amount' | 'reason';

/** Reads a staff limit request: kind, period, an amount above zero (a limit is required: staff never remove one), a reason. */
export function readStaffLimit(input: {
  kind?: unknown;
  period?: unknown;
  limit?: unknown;
  reason?: unknown;
}): StaffLimitRequest | LimitRefusal {
  if (!isLimitKind(input.kind)) return 'kind';
  if (!isLimitPeriod(input.period)) return 'period';
  const text =
    typeof input.limit === 'number' && Number.isFinite(input.limit)
      ? String(input.limit)
      : typeof input.limit === 'string'
        ? input.limit.trim()
        : '';
  const amountMinor = text === '' ? null : parseMoney(text);
  if (amountMinor === null || amountMinor <= 0n) return 'amount';
  const reason = readReason(input.reason);
  if (reason === null) return 'reason';
  return { kind: input.kind, period: input.period, amountMinor, reason };
}

export type TightenResult = { ok: true; limit: PeriodLimit } | { ok: false; refusal: 'notStricter'; inForceMinor: bigint };

/**
 * Staff set `requested` as one period's limit. Allowed only below the limit in force (or where none is);
 * it applies at once and drops a pending increase or removal (it would loosen what staff just tightened).
 */
export function tightenLimit(current: PeriodLimit, requested: bigint): TightenResult {
  const inForce = current.amountMinor;
  if (inForce !== null && requested >= inForce) return { ok: false, refusal: 'notStricter', inForceMinor: inForce };
  return { ok: true, limit: { amountMinor: requested, pending: null } };
}

type ExclusionRefusal = 'exclusionKind' | 'days' | 'months' | 'reason';

/** Reads a staff exclusion request with the player's own bounds (configured; 1-42 days, 6-60 months by default) and a reason. */
export function readStaffExclusion(
  input: {
    kind?: unknown;
    days?: unknown;
    months?: unknown;
    reason?: unknown;
  },
  ranges?: ExclusionRanges,
): { request: ExclusionRequest; reason: string } | ExclusionRefusal {
  const request = readRequest(input.kind, input, ranges);
  if (request === 'kind') return 'exclusionKind';
  if (typeof request === 'string') return request;
  const reason = readReason(input.reason);
  if (reason === null) return 'reason';
  return { request, reason };
}
