import { describe, expect, it } from '@jest/globals';
import { checkNumbers, checkTarget, checkValue, MAX_BODY_DEPTH } from './input-guard.js';

const message = (refusal: ReturnType<typeof checkValue>) => (refusal?.getResponse() as { message?: string } | undefined)?.message;

describe('input guard', () => {
  it('walks a value of any depth without recursion and stops at the limit', () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < 1_000_000; i += 1) deep = [deep];
    expect(message(checkValue(deep))).toBe('Request body is nested too deeply.');
    let fine: unknown = 'leaf';
    for (let i = 0; i < MAX_BODY_DEPTH; i += 1) fine = { a: fine };
    expect(checkValue(fine)).toBeUndefined();
    expect(message(checkValue({ a: fine }))).toBe('Request body is nested too deeply.');
  });

  it('allows tab, line feed and carriage return in text; no other C0 character nor DEL', () => {
    expect(checkValue({ note: 'a\tb\r\nc', amount: 5, flag: null })).toBeUndefined();
    for (let code = 0; code < 0x20; code += 1) {
      if (code === 0x09 || code === 0x0a || code === 0x0d) continue;
      expect(message(checkValue({ note: `a${String.fromCharCode(code)}` }))).toBe('note contains a character that is not allowed.');
    }
    expect(checkValue(['\u007f'])).toBeDefined();
    expect(checkValue('plain ক')).toBeUndefined();
  });

  it('refuses a lone surrogate in a value or a field name, and keeps paired ones (emoji)', () => {
    expect(message(checkValue({ support_mail: '\ud800' }))).toBe('support_mail contains a character that is not allowed.');
    expect(message(checkValue({ note: 'a\udc00b' }))).toBe('note contains a character that is not allowed.');
    expect(message(checkValue({ ['x\ud800']: 1 }))).toBe('A field name in the request is not allowed.');
    expect(checkValue({ note: 'খেলা \ud83c\udfcf' })).toBeUndefined();
  });

  it('does not echo a field path that is not plain words', () => {
    expect(checkValue({ 'a b': '\u0000' })?.getResponse()).toEqual({ message: 'A field contains a character that is not allowed.' });
  });

  it('leaves files and other non-plain objects to their own checks', () => {
    expect(checkValue({ file: Buffer.from([0, 1, 2]) })).toBeUndefined();
  });

  it('checks the path and every query pair of a request target', () => {
    expect(checkTarget('/api/games?name=slots&page=2')).toBeUndefined();
    expect(checkTarget('/api/games/a%2Fb?x')).toBeUndefined();
    expect(message(checkTarget('/api/games/%00'))).toBe('The address contains a character that is not allowed.');
    expect(message(checkTarget('/api/games?%'))).toBe('The address is not correctly encoded.');
    expect(message(checkTarget('/api/games?name=%ED%A0%80'))).toBe('The address is not correctly encoded.'); // a UTF-8 encoded surrogate
    expect(message(checkTarget('/api/games?constructor=1'))).toBe('A field name in the request is not allowed.');
  });

  it('refuses numbers beyond the exact range of a double, anywhere in a converted value', () => {
    class Query {
      page = 2 ** 53;
    }
    expect(checkNumbers(new Query())?.getResponse()).toEqual({
      message: 'page is out of range.',
      errors: { page: ['page is out of range.'] },
    });
    expect(checkNumbers({ a: [1, -(2 ** 53 - 1), 0.5] })).toBeUndefined();
    expect(checkNumbers({ a: [Infinity] })).toBeDefined();
    expect(checkNumbers(1e21, 'id')).toBeDefined();
    expect(checkNumbers({ at: new Date(), file: Buffer.alloc(3) })).toBeUndefined();
  });
});
