import { describe, expect, it } from 'vitest';
import { CHAT_PROMO_WORDS, cutWords } from './cut-words';

describe('chat promotion descriptions (100 words)', () => {
  const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i + 1}`).join(' ');

  it('keeps a description of 100 words whole', () => {
    expect(CHAT_PROMO_WORDS).toBe(100);
    expect(cutWords(words(100))).toBe(words(100));
  });

  it('cuts at 100 words with an ellipsis', () => {
    expect(cutWords(words(101))).toBe(`${words(100)}…`);
  });

  it('counts any run of white space as one break, Bangla words too, and drops markup', () => {
    expect(cutWords('  ঈদ\n\nবোনাস\t ১০০%  ', 2)).toBe('ঈদ বোনাস…');
    expect(cutWords('<p>Deposit <b>bonus</b></p>')).toBe('Deposit bonus');
  });
});
