import { describe, expect, it } from '@jest/globals';
import { literalMessagesOf, notBangla, untranslated } from '../../../test/i18n/message-coverage.js';
import { exclusionMessages } from './domain/exclusion-messages.js';
import { realityCheckMessages } from './domain/reality-check-messages.js';
import { overLimitOrderTexts, overLimitTexts, protectionMessages } from './domain/protection-messages.js';
import { playerProtectionBangla } from './player-protection-messages.bn.js';
import { ruleTemplates } from './domain/rule-messages.js';

describe('player protection messages in Bangla', () => {
  it('every text the module answers with has a Bangla, the run-time ones (limits, times) through their placeholders', () => {
    const tables = [
      ...Object.values(protectionMessages),
      ...Object.values(exclusionMessages),
      ...Object.values(realityCheckMessages),
      ...Object.values(ruleTemplates),
      ...Object.values(overLimitTexts).flatMap((texts) => Object.values(texts).flatMap((m) => [m.waits, m.never])),
      ...Object.values(overLimitOrderTexts).flatMap((texts) => Object.values(texts).flatMap((m) => [m.waits, m.never])),
    ];
    expect(untranslated(playerProtectionBangla, [...literalMessagesOf('player-protection'), ...tables])).toEqual([]);
    // a filled-in refusal is translated with its values
    expect(
      untranslated(playerProtectionBangla, [
        'This deposit is over your 7-day deposit limit of 100.00. You can deposit 0.00 more now; this amount fits again from 2026-11-27 10:00 (Dhaka time).',
      ]),
    ).toEqual([]);
  });

  it('every Bangla is Bangla: not the English again, and in Bengali script', () => {
    expect(notBangla(playerProtectionBangla)).toEqual([]);
  });
});
