import { useMutation } from '@tanstack/react-query';
import { fetchBlob } from '@/lib/api-client';

export interface StatementRequest {
  /** Dhaka days, YYYY-MM-DD, inclusive; at most a year apart. */
  from: string;
  to: string;
  lang: 'en' | 'bn';
  format: 'csv' | 'pdf';
}

/** GET /api/responsible-gaming/statement (CSV) or .../statement/pdf ?from&to&lang (bearer): transactions and bets of the period. */
export function downloadStatement({ from, to, lang, format }: StatementRequest): Promise<Blob> {
  const search = new URLSearchParams({ from, to, lang });
  return fetchBlob(`/api/responsible-gaming/statement${format === 'pdf' ? '/pdf' : ''}?${search.toString()}`);
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

export function useDownloadStatement() {
  return useMutation({
    mutationFn: downloadStatement,
    onSuccess: (blob, { from, to, format }) => saveBlob(blob, `khela-statement-${from}-to-${to}.${format}`),
  });
}
