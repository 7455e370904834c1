import { describe, expect, it } from '@jest/globals';
import { notBangla, untranslated } from '../../../test/i18n/message-coverage.js';
import { fairVerifyMessages } from './domain/fair-verify-messages.js';
import { betMessages } from './domain/bet-messages.js';
import { seedMessages } from './domain/seed-messages.js';
import { originalsBangla } from './originals-messages.bn.js';

describe('originals answers in Bangla', () => {
  it('every refusal has a Bangla, and it is Bangla', () => {
    expect(
      untranslated(originalsBangla, [...Object.values(fairVerifyMessages), ...Object.values(seedMessages), ...Object.values(betMessages)]),
    ).toEqual([]);
    expect(notBangla(originalsBangla)).toEqual([]);
  });
});
