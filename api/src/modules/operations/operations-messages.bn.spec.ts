import { describe, expect, it } from '@jest/globals';
import { validateSync } from 'class-validator';
import { literalMessagesOf, notBangla, untranslated } from '../../../test/i18n/message-coverage.js';
import { deadLetterDone, deadLetterMessages } from './http/events.staff.controller.js';
import { ListDeadLettersDto } from './http/dto/dead-letters.dto.js';
import { operationsBangla } from './operations-messages.bn.js';

describe('operations messages in Bangla', () => {
  it('has Bangla for every message the module answers with', () => {
    const literals = literalMessagesOf('operations');
    const answers = [...Object.values(deadLetterMessages), ...Object.values(deadLetterDone)];
    expect(answers).toContain('The event will be delivered again.');
    const validation = validateSync(Object.assign(new ListDeadLettersDto(), { status: 'gone' })).flatMap((e) =>
      Object.values(e.constraints ?? {}),
    );
    expect(validation).toEqual(['status must be one of retrying, waiting, dead, resolved']);
    expect(untranslated(operationsBangla, [...literals, ...answers, ...validation])).toEqual([]);
  });

  it('gives each text a Bangla that is not the English text', () => {
    expect(notBangla(operationsBangla)).toEqual([]);
  });
});
