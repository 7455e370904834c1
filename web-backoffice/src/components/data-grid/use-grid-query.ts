import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readGridQuery, writeGridQuery, type GridQuery, type GridQuerySpec, type GridSort } from './grid-query';

export interface GridQueryState {
  query: GridQuery;
  /** New filters start again at page 1. */
  setFilters: (filters: Record<string, string>) => void;
  /** A new order starts again at page 1. */
  setSort: (sort: GridSort) => void;
  setPage: (page: number) => void;
}

/** A grid's filters, sort and page, kept in the URL query (react-router's search params). */
export function useGridQuery(spec: GridQuerySpec): GridQueryState {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the query changes exactly when the URL's text does
  const query = useMemo(() => readGridQuery(params, spec), [key, spec]);
  const go = useCallback((next: GridQuery) => setParams((current) => writeGridQuery(next, spec, current)), [setParams, spec]);
  return {
    query,
    setFilters: (filters) => go({ ...query, filters: { ...query.filters, ...filters }, page: 1 }),
    setSort: (sort) => go({ ...query, sort, page: 1 }),
    setPage: (page) => go({ ...query, page }),
  };
}
