import { describe, expect, it } from 'vitest';
import { apiQuery, parseSortText, readGridQuery, sortText, writeGridQuery, type GridQuerySpec } from './grid-query';

const spec: GridQuerySpec = {
  filterKeys: ['q', 'status'],
  sortColumns: ['created_at', 'username'],
  defaultSort: { column: 'created_at', descending: true },
};

describe('grid query in the URL', () => {
  it('reads filters, sort and page, with defaults for what is missing', () => {
    expect(readGridQuery(new URLSearchParams(''), spec)).toEqual({
      filters: { q: '', status: '' },
      sort: { column: 'created_at', descending: true },
      page: 1,
    });
    expect(readGridQuery(new URLSearchParams('q=%20rahim%20&status=active&sort=username&page=3'), spec)).toEqual({
      filters: { q: 'rahim', status: 'active' },
      sort: { column: 'username', descending: false },
      page: 3,
    });
  });

  it('falls back to the default for a sort the list does not offer and to page 1 for a bad page', () => {
    expect(parseSortText('-password_hash', spec)).toEqual(spec.defaultSort);
    expect(parseSortText('-username', spec)).toEqual({ column: 'username', descending: true });
    for (const page of ['0', '-2', 'x', '1e3', '2.5', '9999999']) expect(readGridQuery(new URLSearchParams({ page }), spec).page).toBe(1);
  });

  it('writes only what differs from the defaults and keeps parameters it does not own', () => {
    const plain = writeGridQuery({ filters: { q: '', status: '' }, sort: spec.defaultSort, page: 1 }, spec);
    expect(plain.toString()).toBe('');
    const current = new URLSearchParams('tab=notes&q=old&page=4');
    const next = writeGridQuery(
      { filters: { q: 'karim ', status: '' }, sort: { column: 'username', descending: true }, page: 2 },
      spec,
      current,
    );
    expect(next.toString()).toBe('tab=notes&q=karim&sort=-username&page=2');
    expect(current.toString()).toBe('tab=notes&q=old&page=4');
  });

  it('round-trips: what is written reads back the same', () => {
    const query = { filters: { q: 'রহিম', status: 'locked' }, sort: { column: 'username', descending: false }, page: 7 };
    expect(readGridQuery(writeGridQuery(query, spec), spec)).toEqual(query);
  });

  it('asks the API with the set filters, an explicit sort, page and page size', () => {
    const query = { filters: { q: ' a&b ', status: '' }, sort: spec.defaultSort, page: 2 };
    expect(apiQuery(query, 5, 200).toString()).toBe('q=a%26b&sort=-created_at&page=5&per_page=200');
    expect(sortText({ column: 'username', descending: false })).toBe('username');
  });
});
