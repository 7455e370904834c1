import type { Table } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';

/** The "Columns" menu: a check box per column that can be hidden (the choice is remembered per list). */
export function ColumnChooser<Row>({ table }: { table: Table<Row> }) {
  const { t } = useTranslation();
  const hideable = table.getAllLeafColumns().filter((c) => c.getCanHide());
  if (hideable.length === 0) return null;
  return (
    <details className="data-grid-columns">
      <summary className="button button--small">{t('dataGrid.columns')}</summary>
      <fieldset>
        <legend className="visually-hidden">{t('dataGrid.columns')}</legend>
        {hideable.map((column) => (
          <label key={column.id}>
            <input type="checkbox" checked={column.getIsVisible()} onChange={column.getToggleVisibilityHandler()} />{' '}
            {String(column.columnDef.header)}
          </label>
        ))}
      </fieldset>
    </details>
  );
}
