import { describe, expect, it } from 'vitest';
import { desktopPromotionFilters, firstWords, matchesPromotionFilter } from './category-filter';

describe('promotion category filter', () => {
  it('matches categories that share a bit with the filter', () => {
    expect(matchesPromotionFilter([1], 1)).toBe(true);
    expect(matchesPromotionFilter([1 | 2], 2)).toBe(true); // a card tagged Slots+Casino as one flag set
    expect(matchesPromotionFilter([4, 8192], 8192)).toBe(true);
    expect(matchesPromotionFilter([4], 1)).toBe(false);
    expect(matchesPromotionFilter([], 1)).toBe(false);
  });

  it('treats Welcome Offer (99) as an id, not as the flags 64|32|2|1', () => {
    expect(matchesPromotionFilter([99], 99)).toBe(true);
    expect(matchesPromotionFilter([99], 64)).toBe(false);
    expect(matchesPromotionFilter([99], 1)).toBe(false);
  });

  it('shows everything under All', () => {
    expect(matchesPromotionFilter([], 'all')).toBe(true);
  });

  it('leaves the hidden categories out of the desktop strip', () => {
    const filters = desktopPromotionFilters.map((item) => item.filter);
    expect(filters).toEqual(['all', 99, 1, 2, 4, 8, 32, 64, 128, 256, 1024, 8192, 512]);
    for (const hidden of [16, 2048, 4096, 16384]) expect(filters).not.toContain(hidden);
  });

  it('keeps the first five words', () => {
    expect(firstWords('One two three four five six seven')).toBe('One two three four five…');
    expect(firstWords('  Short  text ')).toBe('Short text');
  });
});
