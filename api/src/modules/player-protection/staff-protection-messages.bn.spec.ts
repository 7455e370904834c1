import { describe, expect, it } from '@jest/globals';
import { notBangla, untranslated } from '../../../test/i18n/message-coverage.js';
import { staffProtectionMessages } from './domain/staff-protection.js';
import { staffProtectionBangla } from './staff-protection-messages.bn.js';

describe('player protection staff messages in Bangla', () => {
  it('every staff answer has a Bangla, the filled-in ones through their placeholders', () => {
    expect(untranslated(staffProtectionBangla, Object.values(staffProtectionMessages))).toEqual([]);
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
