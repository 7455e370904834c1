import { describe, expect, it } from '@jest/globals';
import { literalMessagesOf, notBangla, untranslated } from '../../../test/i18n/message-coverage.js';
import { authBangla } from './auth-messages.bn.js';

describe('auth messages in Bangla', () => {
  it('has Bangla for every message the module answers with', () => {
    const literals = literalMessagesOf('auth');
    expect(literals).toContain('Unauthenticated.');
    expect(untranslated(authBangla, literals)).toEqual([]);
  });

  it('gives each text a Bangla that is not the English text', () => {
    expect(notBangla(authBangla)).toEqual([]);
  });
});
