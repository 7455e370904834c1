import { useMutation } from '@tanstack/react-query';
import { fetchBlob } from '@/lib/api-client';
import { statementSearch, type StatementFilter } from './get-statement';

/** GET /api/admin/players/:id/statement?…&format=csv: the filtered statement (up to 10,000 rows) as a CSV file. */
export function exportStatement({ id, filter }: { id: string; filter: StatementFilter }): Promise<Blob> {
  return fetchBlob(`/api/admin/players/${encodeURIComponent(id)}/statement?${statementSearch(filter, { format: 'csv' })}`);
}

/** Hands a downloaded file to the browser through a temporary link. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

export function useExportStatement() {
  return useMutation({
    mutationFn: exportStatement,
    onSuccess: (blob, { id, filter }) => saveBlob(blob, `player-${id}-${filter.account}-statement.csv`),
  });
}
