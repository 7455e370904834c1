import { describe, expect, it } from '@jest/globals';
import { notBangla, untranslated } from '../../../../test/i18n/message-coverage.js';
import { crashMessages } from './domain/crash-messages.js';
import { crashBangla } from './crash-messages.bn.js';

describe('crash answers in Bangla', () => {
  it('every refusal has a Bangla, and it is Bangla', () => {
    expect(untranslated(crashBangla, Object.values(crashMessages))).toEqual([]);
    expect(notBangla(crashBangla)).toEqual([]);
  });
});
