/**
 * CSV export of a grid's filtered set: every page fetched from the API (not only the page on screen), written
 * as UTF-8 with a byte-order mark so Excel opens Bangla text as Bangla, with CRLF line ends.
 */
import type { GridPage } from './grid-page';

export type CsvValue = string | number | boolean | null | undefined;

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CsvValue;
}

/** Excel reads the file as UTF-8 only when it starts with this mark. */
export const UTF8_BOM = '\uFEFF';

/**
 * One cell. Text starting with = + - @ (or a tab / carriage return) gets a leading apostrophe so a
 * spreadsheet shows it instead of running it as a formula (a player can choose their name); numbers stay
 * numbers. Quotes, commas and line breaks are quoted.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const lines = [columns.map((c) => csvCell(c.header)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => csvCell(c.value(row))).join(','));
  return `${UTF8_BOM}${lines.join('\r\n')}\r\n`;
}

export interface FetchAllOptions {
  /** Stop after this many rows (a runaway export would hold the browser); `truncated` tells. */
  maxRows: number;
  onProgress?: (rowsSoFar: number, total: number) => void;
  signal?: AbortSignal;
}

/** Every row of the filtered set, page after page, in the grid's order. */
export async function fetchAllRows<Row>(
  fetchPage: (page: number, signal?: AbortSignal) => Promise<GridPage<Row>>,
  { maxRows, onProgress, signal }: FetchAllOptions,
): Promise<{ rows: Row[]; truncated: boolean }> {
  const rows: Row[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await fetchPage(page, signal);
    rows.push(...answer.data);
    onProgress?.(rows.length, answer.total);
    if (rows.length >= maxRows) return { rows: rows.slice(0, maxRows), truncated: rows.length > maxRows || page < answer.last_page };
    if (page >= answer.last_page || answer.data.length === 0) return { rows, truncated: false };
  }
}

/** Hands the text to the browser as a file download. */
export function downloadCsv(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // revoked on the next tick: some browsers read the URL after click() returns
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
