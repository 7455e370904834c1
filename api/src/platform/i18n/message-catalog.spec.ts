import { describe, expect, it } from '@jest/globals';
import { localizeBody, MessageCatalog, requestLanguage } from './message-catalog.js';

describe('MessageCatalog', () => {
  const catalog = new MessageCatalog();
  catalog.register({
    'Insufficient balance.': 'পর্যাপ্ত ব্যালেন্স নেই।',
    'Too many attempts. Please try again in {{time}}.': 'অনেকবার চেষ্টা করা হয়েছে। {{time}} পরে আবার চেষ্টা করুন।',
  });

  it('translates a known text to Bangla and leaves English requests and unknown texts alone', () => {
    expect(catalog.translate('Insufficient balance.', 'bn')).toBe('পর্যাপ্ত ব্যালেন্স নেই।');
    expect(catalog.translate('Insufficient balance.', 'en')).toBe('Insufficient balance.');
    expect(catalog.translate('Something new.', 'bn')).toBe('Something new.');
  });

  it('carries the run-time parts of a message over into its Bangla', () => {
    expect(catalog.translate('Too many attempts. Please try again in 5 minutes.', 'bn')).toBe(
      'অনেকবার চেষ্টা করা হয়েছে। 5 minutes পরে আবার চেষ্টা করুন।',
    );
    expect(catalog.has('Too many attempts. Please try again in 1 minute.')).toBe(true);
    expect(catalog.has('Too many attempts.')).toBe(false);
  });

  it('refuses a Bangla text whose placeholders differ, and two Bangla texts for one English', () => {
    expect(() => catalog.register({ 'Wait {{seconds}} s.': 'অপেক্ষা করুন।' })).toThrow(/placeholders seconds/);
    expect(() => catalog.register({ 'Insufficient balance.': 'ব্যালেন্স কম।' })).toThrow(/two Bangla texts/);
  });

  it('reads the language from Accept-Language: Bangla only when it comes first', () => {
    expect(requestLanguage('bn')).toBe('bn');
    expect(requestLanguage('bn-BD,en;q=0.5')).toBe('bn');
    expect(requestLanguage('en-US,bn;q=0.9')).toBe('en');
    expect(requestLanguage(undefined)).toBe('en');
  });

  it('translates only the message fields of an answer, never its data', () => {
    const body = {
      message: 'Insufficient balance.',
      error: 'Insufficient balance.',
      errors: { amount: ['Insufficient balance.'] },
      name: 'Insufficient balance.',
    };
    expect(localizeBody(body, (text) => catalog.translate(text, 'bn'))).toEqual({
      message: 'পর্যাপ্ত ব্যালেন্স নেই।',
      error: 'পর্যাপ্ত ব্যালেন্স নেই।',
      errors: { amount: ['পর্যাপ্ত ব্যালেন্স নেই।'] },
      name: 'Insufficient balance.',
    });
    expect(localizeBody([1, 2], (text) => text)).toEqual([1, 2]);
  });

  it('gives back the very same value when it has no message to translate (a file or a class instance stays what it is)', () => {
    const file = Buffer.from('%PDF-1.3');
    class Answer {
      constructor(readonly total = 3) {}
    }
    const answer = new Answer();
    expect(localizeBody(file, (text) => text)).toBe(file);
    expect(localizeBody(answer, (text) => text)).toBe(answer);
  });
});
