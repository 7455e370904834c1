import { describe, expect, it } from '@jest/globals';
import { literalMessagesOf, notBangla, untranslated } from '../../../test/i18n/message-coverage.js';
import { kycMessages } from './domain/kyc-rules.js';
import { kycBangla } from './kyc-messages.bn.js';

describe('KYC messages in Bangla', () => {
  it('every text KYC answers with has a Bangla', () => {
    expect(untranslated(kycBangla, [...literalMessagesOf('kyc'), ...Object.values(kycMessages)])).toEqual([]);
  });

  it('every Bangla is Bangla', () => {
    expect(notBangla(kycBangla)).toEqual([]);
  });
});
