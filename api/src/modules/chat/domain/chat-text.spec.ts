import { describe, expect, it } from '@jest/globals';
import { chatMessages } from './chat-messages.js';
import { isChatId, maxChatMessageLength, sanitiseChatText } from './chat-text.js';

describe('chat text', () => {
  it('refuses an empty or whitespace-only message (spec section 5)', () => {
    for (const raw of ['', '   ', '\n\t \r\n', '\u200B\u202E', undefined, null, 42, { a: 1 }, ['hi']])
      expect(sanitiseChatText(raw)).toEqual({ ok: false, message: chatMessages.empty });
  });

  it('lets a message with an image have no words', () => {
    expect(sanitiseChatText('  ', true)).toEqual({ ok: true, text: '' });
    expect(sanitiseChatText(undefined, true)).toEqual({ ok: true, text: '' });
  });

  it('keeps plain text and Bangla (with its joiners) as written, trimmed', () => {
    expect(sanitiseChatText('  Hello, my deposit of ৳500 < 1000 is late  ')).toEqual({
      ok: true,
      text: 'Hello, my deposit of ৳500 < 1000 is late',
    });
    const bangla = 'আমার ডিপোজিট কোথায়? ক্\u200Dষ';
    expect(sanitiseChatText(bangla)).toEqual({ ok: true, text: bangla.normalize('NFC') });
  });

  it('drops tags, control and direction-changing characters, and squeezes blank lines', () => {
    expect(sanitiseChatText('<script>alert(1)</script>hi <b>there</b>')).toEqual({ ok: true, text: 'alert(1)hi there' });
    expect(sanitiseChatText('a\u0000b\u202Ec\u0007')).toEqual({ ok: true, text: 'abc' });
    expect(sanitiseChatText('one  \r\n\r\n\r\n\r\ntwo')).toEqual({ ok: true, text: 'one\n\ntwo' });
  });

  it('refuses a message over the limit, counted in characters', () => {
    expect(sanitiseChatText('ক'.repeat(maxChatMessageLength))).toEqual({ ok: true, text: 'ক'.repeat(maxChatMessageLength) });
    expect(sanitiseChatText('x'.repeat(maxChatMessageLength + 1))).toEqual({ ok: false, message: chatMessages.tooLong });
  });

  it('takes only digit ids', () => {
    expect(isChatId('12')).toBe(true);
    expect(isChatId(12)).toBe(true);
    for (const bad of ['', '1a', '-1', 0, 1.5, '1'.repeat(19), null]) expect(isChatId(bad)).toBe(false);
  });
});
