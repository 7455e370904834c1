import { describe, expect, it } from '@jest/globals';
import { gameTags, parseSystemList } from './game-tags.js';

describe('parseSystemList', () => {
  it('reads a JSON list, a comma list or one code, upper-cased and without duplicates', () => {
    expect(parseSystemList('["rtg","PDL"]')).toEqual(['RTG', 'PDL']);
    expect(parseSystemList('RTG, pdl,RTG')).toEqual(['RTG', 'PDL']);
    expect(parseSystemList('SBS')).toEqual(['SBS']);
    expect(parseSystemList(['RTG', 'PDL'])).toEqual(['RTG', 'PDL']);
  });

  it('treats a missing filter as none and drops junk', () => {
    expect(parseSystemList(undefined)).toBeUndefined();
    expect(parseSystemList('')).toBeUndefined();
    expect(parseSystemList('[not json')).toEqual([]);
    expect(parseSystemList("RTG';DROP TABLE games")).toEqual([]);
  });
});

describe('gameTags', () => {
  it('lists recommended, new and featured flags in that order', () => {
    expect(gameTags({ recommended: true, isNew: true, featured: false })).toEqual(['recommended', 'new']);
    expect(gameTags({ recommended: false, isNew: false, featured: true })).toEqual(['featured']);
    expect(gameTags({ recommended: false, isNew: false, featured: false })).toEqual([]);
  });
});
