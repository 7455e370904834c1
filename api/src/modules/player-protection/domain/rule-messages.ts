import { defaultProtectionRules } from './protection-rules.js';
import { exclusionMessages } from './exclusion-messages.js';
import { fill, protectionMessages } from './protection-messages.js';
import { realityCheckMessages } from './reality-check-messages.js';

/**
 * The answers that name a configured rule (issue 16: rules as configuration). With the spec's values they are
 * the module's long-standing texts, word for word (and their Bangla with Bangla digits); with other values the
 * templates below, filled in (Bangla in player-protection-messages.bn.ts through the same placeholders).
 */
export const ruleTemplates = {
  pending: 'Your limit will change only after a {{hours}}-hour cooling-off, and then only when you confirm it.',
  endPending:
    'You asked to end your self-exclusion. After a {{hours}}-hour cooling-off, from {{time}} (Dhaka time), come back and confirm to end it.',
  days: 'Choose a time-out from {{min}} to {{max}} days.',
  months: 'Choose a self-exclusion from {{min}} to {{max}} months.',
  realityCheckMinutes: 'Choose a reality check every {{choices}} minutes.',
  sessionLimit: 'Choose a session time limit from {{min}} to {{max}} hours, or none.',
  statementTooLong: 'Please choose a period of at most {{days}} days.',
  underage: 'You must be at least {{age}} years old.',
} as const;

type Range = { min: number; max: number };
const same = (a: Range, b: Range) => a.min === b.min && a.max === b.max;
const text = (n: number) => String(n);

export const pendingMessage = (hours: number): string =>
  hours === defaultProtectionRules.limitCoolingOffHours ? protectionMessages.pending : fill(ruleTemplates.pending, { hours: text(hours) });

/** The end-pending answer's template (its `{{time}}` is filled by the caller). */
export const endPendingTemplate = (hours: number): string =>
  hours === defaultProtectionRules.exclusionEndCoolingOffHours
    ? exclusionMessages.endPending
    : ruleTemplates.endPending.replace('{{hours}}', text(hours));

export const timeoutDaysMessage = (days: Range): string =>
  same(days, defaultProtectionRules.timeoutDays)
    ? exclusionMessages.days
    : fill(ruleTemplates.days, { min: text(days.min), max: text(days.max) });

export const selfExclusionMonthsMessage = (months: Range): string =>
  same(months, defaultProtectionRules.selfExclusionMonths)
    ? exclusionMessages.months
    : fill(ruleTemplates.months, { min: text(months.min), max: text(months.max) });

/** "15, 30, 45": the choices as the refusal lists them (no English "or", so the Bangla reads them as they are). */
const listed = (choices: readonly number[]): string => choices.join(', ');

export const realityCheckMinutesMessage = (choices: readonly number[]): string =>
  choices.join() === defaultProtectionRules.realityCheckChoices.join()
    ? realityCheckMessages.realityCheckMinutes
    : fill(ruleTemplates.realityCheckMinutes, { choices: listed(choices) });

export const sessionLimitMessage = (hours: Range): string =>
  same(hours, defaultProtectionRules.sessionLimitHours)
    ? realityCheckMessages.sessionLimit
    : fill(ruleTemplates.sessionLimit, { min: text(hours.min), max: text(hours.max) });

export const underageMessage = (age: number): string => fill(ruleTemplates.underage, { age: text(age) });
