import { describe, expect, it } from '@jest/globals';
import { literalMessagesOf, untranslated } from '../../../test/i18n/message-coverage.js';
import { turnoverBangla } from './turnover-messages.bn.js';

describe('turnover messages in Bangla', () => {
  it('every text turnover answers with has a Bangla', () => {
    expect(literalMessagesOf('turnover')).toContain('You can only see your own turnover.');
    expect(untranslated(turnoverBangla, literalMessagesOf('turnover'))).toEqual([]);
  });

  it('every Bangla is Bangla: not the English again, and in Bengali script', () => {
    const entries = Object.entries(turnoverBangla);
    expect(entries.filter(([english, bangla]) => bangla === english && /[A-Za-z]/.test(english))).toEqual([]);
    expect(entries.filter(([, bangla]) => !/[\u0980-\u09FF]/.test(bangla))).toEqual([]);
  });
});
