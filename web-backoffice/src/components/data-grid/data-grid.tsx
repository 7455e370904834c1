import { flexRender, getCoreRowModel, useReactTable, type ColumnDef, type SortingState, type Updater } from '@tanstack/react-table';
import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '@/components/pager';
import '@/components/data-table.css';
import { ColumnChooser } from './column-chooser';
import { useColumnVisibility } from './column-choice';
import { ExportButton } from './export-button';
import { GridFilters, type GridFilterField } from './grid-filters';
import type { GridPage } from './grid-page';
import type { GridQuery } from './grid-query';
import { nextRowIndex } from './row-focus';
import type { GridQueryState } from './use-grid-query';
import './data-grid.css';

export interface GridColumn<Row> {
  /** The column's key; for a sortable column also the API's sort column. */
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** The column's text in the CSV export; a column without it is not exported. */
  csv?: (row: Row) => string | number | boolean | null | undefined;
  sortable?: boolean;
  /** The first click sorts newest / largest first (times, amounts). */
  descendingFirst?: boolean;
  /** Always shown (the row's name); not offered in the column choice. */
  alwaysVisible?: boolean;
  className?: string;
}

export interface DataGridProps<Row> {
  /** The list's key: the column choice is remembered under it, the CSV file is named after it. */
  listId: string;
  /** The table's accessible name. */
  label: string;
  columns: readonly GridColumn<Row>[];
  filters?: readonly GridFilterField[];
  grid: GridQueryState;
  result: UseQueryResult<GridPage<Row>, Error>;
  perPage: number;
  /** One page of the filtered set for the CSV export (a large page size; the grid asks page after page). */
  fetchExportPage: (query: GridQuery, page: number, signal?: AbortSignal) => Promise<GridPage<Row>>;
  rowKey: (row: Row) => string;
  /** Enter on a focused row (and what a row's own link or button does). */
  onOpen?: (row: Row) => void;
  /** A row's expanded part below it (the audit log's before / after), or null. */
  rowDetail?: (row: Row) => ReactNode;
  /** Extra attributes of a row (data-* for tests and styling). */
  rowAttributes?: (row: Row) => Record<string, string>;
  emptyText?: string;
  /** The filter bar's apply button, when "Filter" is not the word. */
  filterLabel?: string;
}

/**
 * The back-office list: filters in the URL, server-side sort and paging, column choice, CSV export of the
 * whole filtered set, empty / loading / error states and keyboard navigation, on TanStack Table (headless:
 * it keeps column and sort state, the markup and styles are ours).
 */
export function DataGrid<Row>(props: DataGridProps<Row>) {
  const { listId, label, columns, filters, grid, result, perPage, rowKey, onOpen, rowDetail, rowAttributes } = props;
  const { t } = useTranslation();
  const [visibility, setVisibility] = useColumnVisibility(listId);
  const [focused, setFocused] = useState(0);
  const body = useRef<HTMLTableSectionElement>(null);

  const columnDefs = useMemo<ColumnDef<Row>[]>(
    () =>
      columns.map((column) => ({
        id: column.id,
        header: column.header,
        // TanStack offers sorting only on columns with an accessor; the value is what the CSV holds
        accessorFn: (row: Row) => column.csv?.(row) ?? null,
        cell: ({ row }) => column.cell(row.original),
        enableSorting: Boolean(column.sortable),
        sortDescFirst: Boolean(column.descendingFirst),
        enableHiding: !column.alwaysVisible,
        meta: { className: column.className },
      })),
    [columns],
  );
  const sorting: SortingState = [{ id: grid.query.sort.column, desc: grid.query.sort.descending }];
  const rows = result.data?.data ?? [];
  // TanStack Table returns fresh functions each render by design; nothing here relies on memoising them
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns: columnDefs,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => rowKey(row),
    manualSorting: true,
    manualPagination: true,
    manualFiltering: true,
    enableSortingRemoval: false,
    enableMultiSort: false,
    rowCount: result.data?.total ?? 0,
    state: { sorting, columnVisibility: visibility },
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      if (next[0]) grid.setSort({ column: next[0].id, descending: next[0].desc });
    },
    onColumnVisibilityChange: (updater: Updater<Record<string, boolean>>) =>
      setVisibility(typeof updater === 'function' ? updater(visibility) : updater),
  });
  const visibleCount = table.getVisibleLeafColumns().length;
  const csvColumns = table
    .getVisibleLeafColumns()
    .map((c) => columns.find((col) => col.id === c.id)!)
    .filter((c) => c.csv)
    .map((c) => ({ header: c.header, value: c.csv! }));

  const focusRow = (index: number) => {
    setFocused(index);
    body.current?.querySelectorAll<HTMLTableRowElement>('tr[data-grid-row]')[index]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, index: number, row: Row) => {
    if (event.target !== event.currentTarget) return; // keys typed in a cell's input or button are theirs
    if (event.key === 'Enter' && onOpen) {
      event.preventDefault();
      onOpen(row);
      return;
    }
    const next = nextRowIndex(event.key, index, rows.length);
    if (next !== null) {
      event.preventDefault();
      focusRow(next);
    }
  };
  const rowFocus = Math.min(focused, Math.max(0, rows.length - 1));
  // a page past the end (an old link, rows gone since) moves back to the last page there is
  const lastPage = result.data?.last_page ?? 1;
  const pastTheEnd = Boolean(result.data) && !result.isPlaceholderData && grid.query.page > lastPage;
  useEffect(() => {
    if (pastTheEnd) grid.setPage(lastPage);
  }, [pastTheEnd, lastPage, grid]);

  return (
    <div className="data-grid">
      <div className="data-grid-bar">
        {filters?.length ? (
          <GridFilters
            listId={listId}
            fields={filters}
            values={grid.query.filters}
            onApply={grid.setFilters}
            submitLabel={props.filterLabel}
          />
        ) : (
          <span />
        )}
        <div className="data-grid-tools">
          <ColumnChooser table={table} />
          <ExportButton
            listId={listId}
            columns={csvColumns}
            fetchPage={(page, signal) => props.fetchExportPage(grid.query, page, signal)}
            disabled={!result.data || result.data.total === 0}
          />
        </div>
      </div>
      {result.isError ? (
        <div className="form-alert form-alert--error data-grid-error" role="alert">
          <span>{t('dataGrid.loadFailed', { message: result.error.message })}</span>{' '}
          <button type="button" className="button button--small" onClick={() => void result.refetch()}>
            {t('dataGrid.retry')}
          </button>
        </div>
      ) : null}
      <div className="data-table-wrap">
        <table className="data-table" aria-label={label} aria-busy={result.isFetching} aria-describedby={`${listId}-keys`}>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const title = String(header.column.columnDef.header);
                  return (
                    <th key={header.id} aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}>
                      {header.column.getCanSort() ? (
                        <button
                          type="button"
                          className="data-grid-sort"
                          onClick={header.column.getToggleSortingHandler()}
                          title={t('dataGrid.sortBy', { column: title })}
                        >
                          {title}
                          <span aria-hidden="true" className="data-grid-sort-mark">
                            {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                          </span>
                        </button>
                      ) : (
                        flexRender(header.column.columnDef.header, header.getContext())
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody ref={body} className={result.isFetching && result.data ? 'data-grid-refreshing' : undefined}>
            {table.getRowModel().rows.map((row, index) => {
              const detail = rowDetail?.(row.original);
              return (
                <Fragment key={row.id}>
                  <tr
                    data-grid-row=""
                    tabIndex={index === rowFocus ? 0 : -1}
                    onKeyDown={(event) => onKeyDown(event, index, row.original)}
                    onFocus={(event) => event.target === event.currentTarget && setFocused(index)}
                    {...rowAttributes?.(row.original)}
                  >
                    {row.getVisibleCells().map((cell) => (
                      <td key={cell.id} className={(cell.column.columnDef.meta as { className?: string } | undefined)?.className}>
                        {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      </td>
                    ))}
                  </tr>
                  {detail ? (
                    <tr className="data-grid-detail">
                      <td colSpan={visibleCount}>{detail}</td>
                    </tr>
                  ) : null}
                </Fragment>
              );
            })}
            {result.data && rows.length === 0 ? (
              <tr>
                <td className="empty" colSpan={visibleCount}>
                  {props.emptyText ?? t('dataGrid.empty')}
                </td>
              </tr>
            ) : null}
            {result.isPending ? (
              <tr>
                <td className="empty" colSpan={visibleCount}>
                  {t('common.loading')}
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
      <p id={`${listId}-keys`} className="visually-hidden">
        {t('dataGrid.keyboardHint')}
      </p>
      {result.data ? (
        <Pager
          page={result.data.page}
          lastPage={result.data.last_page}
          total={result.data.total}
          perPage={perPage}
          onPage={grid.setPage}
          disabled={result.isFetching}
        />
      ) : null}
    </div>
  );
}
