import { describe, expect, it } from '@jest/globals';
import { notBangla, untranslated } from '../../../test/i18n/message-coverage.js';
import { chatBangla } from './chat-messages.bn.js';
import { chatMessages } from './domain/chat-messages.js';

describe('chat answers in Bangla', () => {
  it('every answer has a Bangla, and it is Bangla', () => {
    expect(untranslated(chatBangla, Object.values(chatMessages))).toEqual([]);
    expect(notBangla(chatBangla)).toEqual([]);
  });
});
