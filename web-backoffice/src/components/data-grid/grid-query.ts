/**
 * What a data grid shows (filters, sort, page), read from and written to the page's URL query so a list is
 * shareable and survives a reload. Pure functions: the hook in use-grid-query.ts binds them to the router.
 */

/** One sort column; the API spells it `column` ascending or `-column` descending. */
export interface GridSort {
  column: string;
  descending: boolean;
}

export interface GridQuery {
  /** Every filter of the list, '' when unset (trimmed). */
  filters: Record<string, string>;
  sort: GridSort;
  page: number;
}

/** A list's URL shape: its filter keys, the columns the API sorts by, and its default order. */
export interface GridQuerySpec {
  filterKeys: readonly string[];
  sortColumns: readonly string[];
  defaultSort: GridSort;
}

/** `created_at` or `-created_at`, as the API and the URL spell a sort. */
export function sortText(sort: GridSort): string {
  return sort.descending ? `-${sort.column}` : sort.column;
}

/** A sort from the URL; one the list does not sort by (a hand-edited link) falls back to the default. */
export function parseSortText(text: string | null, spec: GridQuerySpec): GridSort {
  if (!text) return spec.defaultSort;
  const descending = text.startsWith('-');
  const column = descending ? text.slice(1) : text;
  return spec.sortColumns.includes(column) ? { column, descending } : spec.defaultSort;
}

/** A page number from the URL: a whole number from 1, anything else is page 1. */
function parsePage(text: string | null): number {
  if (!text || !/^\d{1,6}$/.test(text)) return 1;
  return Math.max(1, Number(text));
}

export function readGridQuery(params: URLSearchParams, spec: GridQuerySpec): GridQuery {
  const filters: Record<string, string> = {};
  for (const key of spec.filterKeys) filters[key] = (params.get(key) ?? '').trim();
  return { filters, sort: parseSortText(params.get('sort'), spec), page: parsePage(params.get('page')) };
}

/**
 * The URL query for a grid state. Defaults are left out (no `sort` for the default order, no `page=1`, no
 * empty filter) so a plain list has a plain address; parameters the grid does not own are kept.
 */
export function writeGridQuery(query: GridQuery, spec: GridQuerySpec, current = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of [...spec.filterKeys, 'sort', 'page']) next.delete(key);
  for (const key of spec.filterKeys) {
    const value = (query.filters[key] ?? '').trim();
    if (value) next.set(key, value);
  }
  if (sortText(query.sort) !== sortText(spec.defaultSort)) next.set('sort', sortText(query.sort));
  if (query.page > 1) next.set('page', String(query.page));
  return next;
}

/** The API query of one page: the set filters, the sort (always explicit), page and page size. */
export function apiQuery(query: GridQuery, page: number, perPage: number): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query.filters)) if (value.trim()) params.set(key, value.trim());
  params.set('sort', sortText(query.sort));
  params.set('page', String(page));
  params.set('per_page', String(perPage));
  return params;
}
