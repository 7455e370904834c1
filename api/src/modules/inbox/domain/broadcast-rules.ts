import type { BroadcastAudience, BroadcastRequest } from '@khela/contracts';

/** What the broadcast form may be refused for (English; Bangla in inbox-messages.bn.ts). */
export const broadcastMessages = {
  titleRequired: 'Write a title of 1 to 120 characters in English and in Bangla.',
  messageRequired: 'Write a message of 1 to 5000 characters in English and in Bangla.',
  audienceInvalid: 'Choose who receives it: all players, a segment or one player.',
  usernameRequired: 'Name the player who receives it.',
  dayInvalid: 'Give registration days as YYYY-MM-DD, the first not after the last.',
  activeDaysInvalid: 'Active in the last N days takes a whole number from 1 to 365.',
  sendAtInvalid: 'Choose a sending time that is now or later (within a year).',
  vipLevelsInvalid: 'Choose VIP levels from the list: one of the levels given does not exist.',
  playerNotFound: 'No player has that username.',
  scheduled: 'The broadcast is scheduled.',
} as const;

export interface ReadBroadcast {
  titleEn: string;
  titleBn: string;
  messageEn: string;
  messageBn: string;
  audience: BroadcastAudience;
  sendAt: Date;
}

const day = /^\d{4}-\d{2}-\d{2}$/;
const vipLevelCode = /^[a-z0-9_-]{1,40}$/;
/** More than the configured levels would never be needed (eleven are seeded). */
const maxVipLevels = 50;
const isDay = (value: unknown): value is string =>
  typeof value === 'string' && day.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00+06:00`));
const text = (value: unknown, max: number): string | null => {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed.length >= 1 && trimmed.length <= max ? trimmed : null;
};

/** Reads the audience part of a broadcast request; a string is the refusal. */
export function readAudience(input: unknown): BroadcastAudience | string {
  if (typeof input !== 'object' || input === null) return broadcastMessages.audienceInvalid;
  const a = input as Record<string, unknown>;
  if (a.kind === 'all') return { kind: 'all' };
  if (a.kind === 'player') {
    const username = text(a.username, 64);
    return username ? { kind: 'player', username } : broadcastMessages.usernameRequired;
  }
  if (a.kind !== 'segment') return broadcastMessages.audienceInvalid;
  const segment: Extract<BroadcastAudience, { kind: 'segment' }> = { kind: 'segment' };
  for (const key of ['registeredFrom', 'registeredTo'] as const) {
    if (a[key] === undefined || a[key] === null || a[key] === '') continue;
    if (!isDay(a[key])) return broadcastMessages.dayInvalid;
    segment[key] = a[key];
  }
  if (segment.registeredFrom && segment.registeredTo && segment.registeredFrom > segment.registeredTo) return broadcastMessages.dayInvalid;
  if (a.deposited !== undefined && a.deposited !== null) {
    if (typeof a.deposited !== 'boolean') return broadcastMessages.audienceInvalid;
    segment.deposited = a.deposited;
  }
  if (a.activeWithinDays !== undefined && a.activeWithinDays !== null && a.activeWithinDays !== '') {
    const n = a.activeWithinDays;
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > 365) return broadcastMessages.activeDaysInvalid;
    segment.activeWithinDays = n;
  }
  if (a.vipLevels !== undefined && a.vipLevels !== null) {
    // the codes' shape here; whether each level exists is asked of the VIP module when scheduling
    const codes = a.vipLevels;
    if (!Array.isArray(codes) || codes.length > maxVipLevels || !codes.every((c) => typeof c === 'string' && vipLevelCode.test(c)))
      return broadcastMessages.vipLevelsInvalid;
    if (codes.length) segment.vipLevels = [...new Set(codes as string[])];
  }
  return segment;
}

/** Reads a whole broadcast request against `now`; a string is the refusal (the first problem found). */
export function readBroadcast(input: Partial<Record<keyof BroadcastRequest, unknown>>, now: Date): ReadBroadcast | string {
  const titleEn = text(input.title_en, 120);
  const titleBn = text(input.title_bn, 120);
  if (!titleEn || !titleBn) return broadcastMessages.titleRequired;
  const messageEn = text(input.message_en, 5000);
  const messageBn = text(input.message_bn, 5000);
  if (!messageEn || !messageBn) return broadcastMessages.messageRequired;
  const audience = readAudience(input.audience);
  if (typeof audience === 'string') return audience;
  let sendAt = now;
  if (input.send_at !== undefined && input.send_at !== null && input.send_at !== '') {
    const at = typeof input.send_at === 'string' ? new Date(input.send_at) : new Date(NaN);
    // a minute's grace: a form sent "now" reaches the server a moment later
    if (Number.isNaN(at.getTime()) || at.getTime() < now.getTime() - 60_000 || at.getTime() > now.getTime() + 366 * 86_400_000)
      return broadcastMessages.sendAtInvalid;
    sendAt = at.getTime() < now.getTime() ? now : at;
  }
  return { titleEn, titleBn, messageEn, messageBn, audience, sendAt };
}

/** A segment as instants: what the audience query compares with (Dhaka days, UTC+6 all year). */
export interface SegmentBounds {
  registeredFrom: Date | null;
  /** Exclusive: the start of the day after `registeredTo`. */
  registeredBefore: Date | null;
  deposited: boolean | null;
  activeSince: Date | null;
  /** At one of these VIP level codes when sent; null: any level. */
  vipLevels: string[] | null;
}

export function segmentBounds(segment: Extract<BroadcastAudience, { kind: 'segment' }>, now: Date): SegmentBounds {
  const dhakaMidnight = (d: string) => new Date(`${d}T00:00:00+06:00`);
  return {
    registeredFrom: segment.registeredFrom ? dhakaMidnight(segment.registeredFrom) : null,
    registeredBefore: segment.registeredTo ? new Date(dhakaMidnight(segment.registeredTo).getTime() + 86_400_000) : null,
    deposited: segment.deposited ?? null,
    activeSince: segment.activeWithinDays ? new Date(now.getTime() - segment.activeWithinDays * 86_400_000) : null,
    vipLevels: segment.vipLevels?.length ? segment.vipLevels : null,
  };
}

/** Whether a player's facts fall in a segment: the rule the audience query writes in SQL (unit-tested here). */
export function inSegment(
  player: { registeredAt: Date; hasDeposit: boolean; lastSignInAt: Date | null; vipLevel: string },
  bounds: SegmentBounds,
): boolean {
  if (bounds.registeredFrom && player.registeredAt < bounds.registeredFrom) return false;
  if (bounds.registeredBefore && player.registeredAt >= bounds.registeredBefore) return false;
  if (bounds.deposited !== null && player.hasDeposit !== bounds.deposited) return false;
  if (bounds.activeSince && (!player.lastSignInAt || player.lastSignInAt < bounds.activeSince)) return false;
  if (bounds.vipLevels && !bounds.vipLevels.includes(player.vipLevel)) return false;
  return true;
}
