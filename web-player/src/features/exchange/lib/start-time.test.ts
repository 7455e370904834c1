import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { formatStart } from './start-time';

// 23:30 in Dhaka on 26 November (17:30 UTC): the Dhaka day turns half an hour later.
const now = Date.parse('2026-11-26T17:30:00Z');

describe('formatStart', () => {
  const t = i18n.getFixedT('en');

  it('says Today and Tomorrow by the Dhaka calendar, not the UTC one', () => {
    expect(formatStart('2026-11-26T17:45:00Z', 'en', t, now)).toBe('Today 11:45 PM');
    expect(formatStart('2026-11-26T18:15:00Z', 'en', t, now)).toBe('Tomorrow 12:15 AM');
  });

  it('gives the whole date beyond tomorrow', () => {
    expect(formatStart('2026-11-28T06:00:00Z', 'en', t, now)).toBe('Starts Nov 28, 2026, 12:00 PM');
  });

  it('speaks Bangla', () => {
    // Bengali digits; the day-period's wording is the browser's own (ICU data differs between versions).
    expect(formatStart('2026-11-26T17:45:00Z', 'bn', i18n.getFixedT('bn'), now)).toMatch(/^আজ .*১১:৪৫/);
  });
});
