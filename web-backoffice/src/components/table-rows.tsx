import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A full-width row with a note (nothing found, an empty list) in a data table's body. */
export function MessageRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <tr>
      <td className="empty" colSpan={columns}>
        {children}
      </td>
    </tr>
  );
}

/** The row a data table shows while its first page loads. */
export function LoadingRow({ columns }: { columns: number }) {
  const { t } = useTranslation();
  return <MessageRow columns={columns}>{t('common.loading')}</MessageRow>;
}
