// The back-office's shared list (issue 22): import from here.
export { DataGrid, type DataGridProps, type GridColumn } from './data-grid';
export type { GridFilterField } from './grid-filters';
export type { GridPage } from './grid-page';
export { apiQuery, type GridQuery, type GridQuerySpec, type GridSort } from './grid-query';
export { useGridQuery, type GridQueryState } from './use-grid-query';
