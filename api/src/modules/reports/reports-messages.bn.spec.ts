import { describe, expect, it } from '@jest/globals';
import { literalMessagesOf, untranslated } from '../../../test/i18n/message-coverage.js';
import { reportMessages } from './http/dto/money-report.dto.js';
import { reportsBangla } from './reports-messages.bn.js';

describe('reports messages in Bangla', () => {
  it('every text reports answers with has a Bangla', () => {
    // the module's texts are in one table (reportMessages); any literal message added later is caught too
    expect(untranslated(reportsBangla, [...Object.values(reportMessages), ...literalMessagesOf('reports')])).toEqual([]);
  });

  it('every Bangla is Bangla: not the English again, and in Bengali script', () => {
    const entries = Object.entries(reportsBangla);
    expect(entries.filter(([english, bangla]) => bangla === english && /[A-Za-z]/.test(english))).toEqual([]);
    expect(entries.filter(([, bangla]) => !/[\u0980-\u09FF]/.test(bangla))).toEqual([]);
  });
});
