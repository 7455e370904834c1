import { describe, expect, it } from '@jest/globals';
import { literalMessagesOf, untranslated } from '../../../test/i18n/message-coverage.js';
import { ledgerBangla } from './ledger-messages.bn.js';

/** The ledger answers with refusal codes (`error: 'insufficient_funds'`); the wallet words them. */
const isCode = (text: string) => /^[a-z]+(_[a-z]+)*$/.test(text);

describe('ledger messages in Bangla', () => {
  it('the ledger answers with codes only; any text it adds needs a Bangla', () => {
    expect(
      untranslated(
        ledgerBangla,
        literalMessagesOf('ledger').filter((text) => !isCode(text)),
      ),
    ).toEqual([]);
  });

  it('every Bangla is Bangla: not the English again, and in Bengali script', () => {
    const entries = Object.entries(ledgerBangla);
    expect(entries.filter(([english, bangla]) => bangla === english && /[A-Za-z]/.test(english))).toEqual([]);
    expect(entries.filter(([, bangla]) => !/[\u0980-\u09FF]/.test(bangla))).toEqual([]);
  });
});
