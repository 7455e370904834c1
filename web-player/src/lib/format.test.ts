import { describe, expect, it } from 'vitest';
import { formatAmount, formatDhakaDateTime, formatNumber, locales } from './format';

describe('formatNumber', () => {
  it('writes whole numbers below 1000 exactly as Intl does, in both languages, without building a formatter', () => {
    for (const language of ['en', 'bn'] as const) {
      const intl = new Intl.NumberFormat(locales[language]);
      for (let value = 0; value < 1000; value += 1) expect(formatNumber(value, language)).toBe(intl.format(value));
    }
    expect(formatNumber(3, 'bn')).toBe('৩');
  });

  it('groups larger and fractional numbers through Intl', () => {
    expect(formatNumber(1234567, 'en')).toBe(new Intl.NumberFormat('en-BD').format(1234567));
    expect(formatNumber(1234, 'bn')).toBe(new Intl.NumberFormat('bn-BD').format(1234));
    expect(formatNumber(-5, 'en')).toBe('-5');
    expect(formatNumber(2.5, 'en')).toBe('2.5');
  });
});

describe('cached formatters', () => {
  it('give the same answers on every call, for each language and set of options', () => {
    expect(formatAmount('2500', 'en')).toBe(formatAmount('2500', 'en'));
    expect(formatAmount('2500', 'en')).toBe(
      new Intl.NumberFormat('en-BD', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(2500),
    );
    expect(formatAmount('2500', 'bn')).not.toBe(formatAmount('2500', 'en'));
    const iso = '2026-11-22T10:00:00Z';
    expect(formatDhakaDateTime(iso, 'bn')).toBe(formatDhakaDateTime(iso, 'bn'));
    expect(formatDhakaDateTime(iso, 'en')).toContain('4:00');
  });
});
