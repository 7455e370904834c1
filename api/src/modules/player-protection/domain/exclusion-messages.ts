import type { Exclusion } from './exclusion.js';
import { dhakaTime, fill } from './protection-messages.js';

/** Time-out and self-exclusion answers (English; Bangla in player-protection-messages.bn.ts). */
export const exclusionMessages = {
  kind: 'Choose a time-out or a self-exclusion.',
  days: 'Choose a time-out from 1 day (24 hours) to 42 days (6 weeks).',
  months: 'Choose a self-exclusion from 6 months to 60 months (5 years).',
  confirm: 'Confirm that you understand this cannot be undone or shortened.',
  cannotShorten: 'You are already excluded until {{time}} (Dhaka time). An exclusion can only be extended, never shortened.',
  started: 'Your exclusion has started and runs until {{time}} (Dhaka time). You have been logged out everywhere.',
  extended: 'Your exclusion now runs until {{time}} (Dhaka time). You have been logged out everywhere.',
  notExcluded: 'You have no exclusion to end.',
  timeoutEndsItself: 'A time-out cannot be ended early; yours ends by itself at {{time}} (Dhaka time).',
  periodNotOver: 'Your self-exclusion runs until {{time}} (Dhaka time) and cannot be ended before then.',
  endPending:
    'You asked to end your self-exclusion. After a 24-hour cooling-off, from {{time}} (Dhaka time), come back and confirm to end it.',
  endCoolingOff: 'You can end your self-exclusion from {{time}} (Dhaka time).',
  ended: 'Your self-exclusion has ended.',
  timeoutRefusal:
    'You are on a time-out until {{time}} (Dhaka time): deposits and bets are closed until then. You can still withdraw and read your messages.',
  selfExclusionRefusal:
    'You are self-excluded until {{time}} (Dhaka time): deposits and bets are closed until then. You can still withdraw and read your messages.',
  selfExclusionOverRefusal:
    'Your self-exclusion period is over, but deposits and bets stay closed until you end it on the Responsible Gaming page. You can still withdraw and read your messages.',
  signUpRefused: 'An account cannot be opened with this phone number or e-mail address now. Please contact support.',
} as const;

export const withTime = (template: string, at: Date): string => fill(template, { time: dhakaTime(at) });

/** Why a deposit request or a stake is refused while an exclusion is in force. */
export function exclusionRefusal(exclusion: Exclusion, now: Date): string {
  if (exclusion.kind === 'timeout') return withTime(exclusionMessages.timeoutRefusal, exclusion.endsAt);
  if (now.getTime() < exclusion.endsAt.getTime()) return withTime(exclusionMessages.selfExclusionRefusal, exclusion.endsAt);
  return exclusionMessages.selfExclusionOverRefusal;
}
