import { describe, expect, it } from '@jest/globals';
import { defaultProtectionRules, protectionRulesMessages, readProtectionRules } from './domain/protection-rules.js';
import {
  pendingMessage,
  realityCheckMinutesMessage,
  selfExclusionMonthsMessage,
  sessionLimitMessage,
  timeoutDaysMessage,
} from './domain/rule-messages.js';
import { exclusionMessages } from './domain/exclusion-messages.js';
import { protectionMessages } from './domain/protection-messages.js';
import { realityCheckMessages } from './domain/reality-check-messages.js';

const spec = {
  limit_cooling_off_hours: 24,
  exclusion_end_cooling_off_hours: 24,
  timeout_days: { min: 1, max: 42 },
  self_exclusion_months: { min: 6, max: 60 },
  reality_check_choices: [15, 30, 45, 60, 90, 120],
  reality_check_default_minutes: 60,
  session_limit_hours: { min: 1, max: 12 },
  minimum_age: 18,
  statement_max_days: 366,
};

describe('player protection rules (configuration)', () => {
  it("reads the spec's values as the defaults", () => {
    expect(readProtectionRules(spec)).toEqual({ rules: defaultProtectionRules });
  });

  it('takes stricter floors and other choices, the choices sorted', () => {
    const read = readProtectionRules({
      ...spec,
      limit_cooling_off_hours: 72,
      self_exclusion_months: { min: 12, max: 120 },
      reality_check_choices: [90, 20],
      reality_check_default_minutes: 20,
      minimum_age: 21,
    });
    expect(read).toMatchObject({ rules: { limitCoolingOffHours: 72, realityCheckChoices: [20, 90], minimumAge: 21 } });
  });

  it('refuses a floor lowered below the spec, nonsense ranges and types, naming each', () => {
    const cases: [Record<string, unknown>, keyof typeof protectionRulesMessages][] = [
      [{ limit_cooling_off_hours: 23 }, 'limitCoolingOffHours'],
      [{ limit_cooling_off_hours: 24.5 }, 'limitCoolingOffHours'],
      [{ exclusion_end_cooling_off_hours: 1 }, 'exclusionEndCoolingOffHours'],
      [{ timeout_days: { min: 0, max: 42 } }, 'timeoutDays'],
      [{ timeout_days: { min: 10, max: 5 } }, 'timeoutDays'],
      [{ timeout_days: null }, 'timeoutDays'],
      [{ self_exclusion_months: { min: 5, max: 60 } }, 'selfExclusionMonths'],
      [{ reality_check_choices: [] }, 'realityCheckChoices'],
      [{ reality_check_choices: [30, 30] }, 'realityCheckChoices'],
      [{ reality_check_choices: [4, 60] }, 'realityCheckChoices'],
      [{ reality_check_choices: [5, 10, 15, 20, 25, 30, 60, 90, 120] }, 'realityCheckChoices'],
      [{ reality_check_choices: '60' }, 'realityCheckChoices'],
      [{ reality_check_default_minutes: 50 }, 'realityCheckDefaultMinutes'],
      [{ session_limit_hours: { min: 1, max: 25 } }, 'sessionLimitHours'],
      [{ minimum_age: 17 }, 'minimumAge'],
      [{ minimum_age: -18 }, 'minimumAge'],
      [{ minimum_age: '21' }, 'minimumAge'],
      [{ statement_max_days: 365 }, 'statementMaxDays'],
    ];
    for (const [change, problem] of cases)
      expect(readProtectionRules({ ...spec, ...change })).toEqual({ problems: { [problem]: protectionRulesMessages[problem] } });
    expect(Object.keys((readProtectionRules({}) as { problems: object }).problems)).toHaveLength(9);
  });

  it("words refusals with the spec's long-standing texts at the defaults and the configured values otherwise", () => {
    expect(pendingMessage(24)).toBe(protectionMessages.pending);
    expect(pendingMessage(48)).toBe('Your limit will change only after a 48-hour cooling-off, and then only when you confirm it.');
    expect(timeoutDaysMessage({ min: 1, max: 42 })).toBe(exclusionMessages.days);
    expect(timeoutDaysMessage({ min: 2, max: 7 })).toBe('Choose a time-out from 2 to 7 days.');
    expect(selfExclusionMonthsMessage({ min: 6, max: 60 })).toBe(exclusionMessages.months);
    expect(selfExclusionMonthsMessage({ min: 12, max: 24 })).toBe('Choose a self-exclusion from 12 to 24 months.');
    expect(realityCheckMinutesMessage([15, 30, 45, 60, 90, 120])).toBe(realityCheckMessages.realityCheckMinutes);
    expect(realityCheckMinutesMessage([20, 40])).toBe('Choose a reality check every 20, 40 minutes.');
    expect(sessionLimitMessage({ min: 1, max: 12 })).toBe(realityCheckMessages.sessionLimit);
    expect(sessionLimitMessage({ min: 2, max: 4 })).toBe('Choose a session time limit from 2 to 4 hours, or none.');
  });
});
