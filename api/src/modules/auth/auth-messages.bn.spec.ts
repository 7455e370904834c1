import { describe, expect, it } from '@jest/globals';
import { literalMessagesOf, untranslated } from '../../../test/i18n/message-coverage.js';
import { authBangla } from './auth-messages.bn.js';

describe('auth messages in Bangla', () => {
  it('has Bangla for every message the module answers with', () => {
    const literals = literalMessagesOf('auth');
    expect(literals).toContain('Unauthenticated.');
    expect(untranslated(authBangla, literals)).toEqual([]);
  });

  it('gives each text a Bangla that is not the English text', () => {
    for (const [english, bangla] of Object.entries(authBangla)) {
      if (/[A-Za-z]/.test(bangla)) expect({ english, bangla }).not.toEqual({ english, bangla: english });
      expect({ english, bangla }).toEqual({ english, bangla: expect.stringMatching(/[\u0980-\u09FF]/) });
    }
  });
});
