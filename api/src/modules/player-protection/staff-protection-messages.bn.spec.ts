import { describe, expect, it } from '@jest/globals';
import { notBangla, untranslated } from '../../../test/i18n/message-coverage.js';
import { protectionRulesMessages } from './domain/protection-rules.js';
import { staffProtectionMessages } from './domain/staff-protection.js';
import { staffProtectionBangla } from './staff-protection-messages.bn.js';

describe('player protection staff messages in Bangla', () => {
  it('every staff answer has a Bangla, the filled-in ones through their placeholders', () => {
    expect(untranslated(staffProtectionBangla, Object.values(staffProtectionMessages))).toEqual([]);
    // the rules page's answers, and the configured lengths a staff exclusion is held to
    expect(
      untranslated(staffProtectionBangla, [
        ...Object.values(protectionRulesMessages),
        'Choose a time-out from 2 to 7 days.',
        'Choose a self-exclusion from 12 to 24 months.',
      ]),
    ).toEqual([]);
    expect(
      untranslated(staffProtectionBangla, [
        'Staff can only make a limit stricter: enter an amount below the limit in force of 100.00.',
        'The player is already excluded until 2026-11-27 10:00 (Dhaka time). An exclusion can only be extended, never shortened.',
      ]),
    ).toEqual([]);
  });

  it('every Bangla is Bangla', () => {
    expect(notBangla(staffProtectionBangla)).toEqual([]);
  });
});
