import { describe, expect, it } from '@jest/globals';
import { validateSync } from 'class-validator';
import { literalMessagesOf, notBangla, untranslated } from '../../../test/i18n/message-coverage.js';
import { personalDataMessages } from './domain/personal-data-messages.js';
import { AnonymisePlayerDto } from './http/personal-data.dto.js';
import { personalDataBangla } from './personal-data-messages.bn.js';

describe('personal-data messages in Bangla', () => {
  it('has Bangla for every message the module answers with', () => {
    const validation = validateSync(Object.assign(new AnonymisePlayerDto(), { reason: 'x', confirm_username: 7 })).flatMap((e) =>
      Object.values(e.constraints ?? {}),
    );
    expect(validation).toContain('Give a reason of 3 to 500 characters.');
    expect(validation).toContain("Type the account's username to confirm.");
    const answers = Object.values(personalDataMessages);
    expect(untranslated(personalDataBangla, [...literalMessagesOf('personal-data'), ...answers, ...validation])).toEqual([]);
  });

  it('translates the retention refusal with its date', () => {
    expect(
      untranslated(personalDataBangla, ['The retention period has not passed: this account can be anonymised from 2031-05-02.']),
    ).toEqual([]);
  });

  it('gives each text a Bangla that is not the English text', () => {
    expect(notBangla(personalDataBangla)).toEqual([]);
  });
});
