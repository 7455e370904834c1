import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadCsv, fetchAllRows, toCsv, type CsvColumn } from './csv';
import type { GridPage } from './grid-page';

/** Rows one export may hold: beyond this the browser would struggle and the filters should narrow it. */
export const EXPORT_MAX_ROWS = 50_000;

const dhakaDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' });

type ExportState =
  | { kind: 'idle' }
  | { kind: 'running'; rows: number; total: number }
  | { kind: 'done'; rows: number; truncated: boolean }
  | { kind: 'failed'; message: string };

/** "Export CSV": every page of the filtered set from the API, the visible columns, as `<list>-<Dhaka day>.csv`. */
export function ExportButton<Row>({
  listId,
  columns,
  fetchPage,
  disabled,
}: {
  listId: string;
  columns: readonly CsvColumn<Row>[];
  fetchPage: (page: number, signal?: AbortSignal) => Promise<GridPage<Row>>;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const [state, setState] = useState<ExportState>({ kind: 'idle' });

  const run = async () => {
    setState({ kind: 'running', rows: 0, total: 0 });
    try {
      const { rows, truncated } = await fetchAllRows(fetchPage, {
        maxRows: EXPORT_MAX_ROWS,
        onProgress: (done, total) => setState({ kind: 'running', rows: done, total }),
      });
      downloadCsv(`${listId}-${dhakaDay.format(new Date())}.csv`, toCsv(columns, rows));
      setState({ kind: 'done', rows: rows.length, truncated });
    } catch (error) {
      setState({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  };

  return (
    <span className="data-grid-export">
      <button
        type="button"
        className="button button--small"
        onClick={() => void run()}
        disabled={disabled || columns.length === 0 || state.kind === 'running'}
      >
        {t('dataGrid.export')}
      </button>
      <span role="status" className="muted">
        {state.kind === 'running'
          ? t('dataGrid.exporting', { rows: String(state.rows), total: String(state.total) })
          : state.kind === 'done'
            ? state.truncated
              ? t('dataGrid.exportTruncated', { rows: String(state.rows) })
              : t('dataGrid.exported', { rows: String(state.rows) })
            : null}
      </span>
      {state.kind === 'failed' ? (
        <span role="alert" className="form-alert--error">
          {t('dataGrid.exportFailed', { message: state.message })}
        </span>
      ) : null}
    </span>
  );
}
