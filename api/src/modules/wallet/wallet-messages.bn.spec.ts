import { describe, expect, it } from '@jest/globals';
import { literalMessagesOf, untranslated } from '../../../test/i18n/message-coverage.js';
import { ledgerMessages } from './commands/wallet-command-executor.js';
import { walletErrorMessages } from './domain/wallet-errors.js';
import { walletBangla } from './wallet-messages.bn.js';

/** `error: 'busy'` and the like are codes for callers, not texts for people. */
const isCode = (text: string) => /^[a-z]+(_[a-z]+)*$/.test(text);

describe('wallet messages in Bangla', () => {
  it('every text the wallet answers with has a Bangla', () => {
    const texts = [
      ...literalMessagesOf('wallet').filter((text) => !isCode(text)),
      ...Object.values(walletErrorMessages),
      ...Object.values(ledgerMessages),
    ];
    expect(untranslated(walletBangla, texts)).toEqual([]);
  });

  it('every Bangla is Bangla: not the English again, and in Bengali script', () => {
    const entries = Object.entries(walletBangla);
    expect(entries.filter(([english, bangla]) => bangla === english && /[A-Za-z]/.test(english))).toEqual([]);
    expect(entries.filter(([, bangla]) => !/[\u0980-\u09FF]/.test(bangla))).toEqual([]);
  });
});
