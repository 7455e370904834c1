import { describe, expect, it, vi } from 'vitest';
import { csvCell, fetchAllRows, toCsv, UTF8_BOM } from './csv';
import type { GridPage } from './grid-page';

describe('CSV export', () => {
  it('starts with the UTF-8 byte-order mark, ends lines with CRLF and keeps Bangla as is', () => {
    const text = toCsv(
      [
        { header: 'নাম', value: (r: { name: string; n: number }) => r.name },
        { header: 'Amount', value: (r) => r.n },
      ],
      [
        { name: 'রহিম', n: 1500 },
        { name: 'Karim, Jr.', n: -20 },
      ],
    );
    expect(text.startsWith(UTF8_BOM)).toBe(true);
    expect(text.slice(1)).toBe('নাম,Amount\r\nরহিম,1500\r\n"Karim, Jr.",-20\r\n');
    expect(new TextEncoder().encode(text).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  });

  it('quotes quotes, commas and line breaks, and leaves empty what is missing', () => {
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(false)).toBe('false');
  });

  it('keeps a spreadsheet from running text as a formula, but not numbers', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+8801712345678x')).toBe("'+8801712345678x");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('-cmd')).toBe("'-cmd");
    expect(csvCell('-12.5')).toBe('-12.5');
    expect(csvCell(-3)).toBe('-3');
  });

  it('fetches every page of the filtered set, not only the one on screen', async () => {
    const pages: GridPage<number>[] = [
      { data: [1, 2], page: 1, per_page: 2, total: 5, last_page: 3 },
      { data: [3, 4], page: 2, per_page: 2, total: 5, last_page: 3 },
      { data: [5], page: 3, per_page: 2, total: 5, last_page: 3 },
    ];
    const fetchPage = vi.fn(async (page: number) => pages[page - 1]!);
    const progress = vi.fn();
    await expect(fetchAllRows(fetchPage, { maxRows: 100, onProgress: progress })).resolves.toEqual({
      rows: [1, 2, 3, 4, 5],
      truncated: false,
    });
    expect(fetchPage.mock.calls.map(([page]) => page)).toEqual([1, 2, 3]);
    expect(progress).toHaveBeenLastCalledWith(5, 5);
  });

  it('stops at the row cap and says the export was cut', async () => {
    const fetchPage = vi.fn(async (page: number): Promise<GridPage<number>> => ({
      data: [page * 10, page * 10 + 1],
      page,
      per_page: 2,
      total: 10,
      last_page: 5,
    }));
    await expect(fetchAllRows(fetchPage, { maxRows: 3 })).resolves.toEqual({ rows: [10, 11, 20], truncated: true });
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('fails when a page fails (no half file)', async () => {
    const fetchPage = vi.fn(async (page: number): Promise<GridPage<number>> => {
      if (page === 2) throw new Error('Server error');
      return { data: [1], page, per_page: 1, total: 2, last_page: 2 };
    });
    await expect(fetchAllRows(fetchPage, { maxRows: 10 })).rejects.toThrow('Server error');
  });
});
