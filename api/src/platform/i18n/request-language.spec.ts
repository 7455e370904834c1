import { describe, expect, it } from '@jest/globals';
import { inLanguage } from './request-language.js';

describe('inLanguage: a staff-written text in the reader’s language, English where no Bangla was written', () => {
  it('gives the Bangla to a Bangla reader and the English to an English one', () => {
    expect(inLanguage('bn', 'Welcome', 'স্বাগতম')).toBe('স্বাগতম');
    expect(inLanguage('en', 'Welcome', 'স্বাগতম')).toBe('Welcome');
  });

  it('falls back to the English for an empty, blank or missing Bangla text or list', () => {
    expect(inLanguage('bn', 'Welcome', '')).toBe('Welcome');
    expect(inLanguage('bn', 'Welcome', '  ')).toBe('Welcome');
    expect(inLanguage('bn', 'Welcome', undefined)).toBe('Welcome');
    expect(inLanguage('bn', ['One', 'Two'], [])).toEqual(['One', 'Two']);
    expect(inLanguage('bn', ['One', 'Two'], ['এক'])).toEqual(['এক']);
  });
});
