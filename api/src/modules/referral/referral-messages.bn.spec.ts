import { describe, expect, it } from '@jest/globals';
import { literalMessagesOf, notBangla, untranslated } from '../../../test/i18n/message-coverage.js';
import { claimMessages } from './commands/claim-cash-rewards/claim-cash-rewards.js';
import { partnerInputMessages } from './http/dto/referral-partner.dto.js';
import { settingsInputMessages } from './http/dto/referral-settings.dto.js';
import { summaryInputMessages } from './http/dto/referral-summary.dto.js';
import { staffReferralMessages } from './http/referral.staff.controller.js';
import { referralBangla } from './referral-messages.bn.js';

describe('referral messages in Bangla', () => {
  it('every text referral answers with has a Bangla', () => {
    const texts = [
      ...literalMessagesOf('referral'),
      ...Object.values(claimMessages),
      ...Object.values(summaryInputMessages),
      ...Object.values(settingsInputMessages),
      ...Object.values(partnerInputMessages),
      ...Object.values(staffReferralMessages),
    ];
    expect(untranslated(referralBangla, texts)).toEqual([]);
  });

  it('every Bangla is Bangla', () => {
    expect(notBangla(referralBangla)).toEqual([]);
  });
});
