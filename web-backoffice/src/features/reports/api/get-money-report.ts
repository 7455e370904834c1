import type { MoneyReport, MoneyReportGrouping } from '@khela/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, fetchBlob } from '@/lib/api-client';

export interface MoneyReportFilter {
  /** Dhaka days (YYYY-MM-DD); empty: the server's default (the last 30 days to today). */
  from: string;
  to: string;
  group: MoneyReportGrouping;
}

const base = '/api/admin/reports';

function search(filter: MoneyReportFilter, format?: 'csv'): string {
  const params = new URLSearchParams({ group: filter.group });
  if (filter.from) params.set('from', filter.from);
  if (filter.to) params.set('to', filter.to);
  if (format) params.set('format', format);
  return params.toString();
}

/** GET /api/admin/reports (reports.read): GGR, NGR, cash and players per Dhaka day, week or month. */
export function useMoneyReport(filter: MoneyReportFilter) {
  return useQuery({
    queryKey: ['reports', 'money', filter],
    queryFn: ({ signal }) => api.get<MoneyReport>(`${base}?${search(filter)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET ?format=csv: the same report as a CSV file, saved under the server's name for it. */
export async function downloadMoneyReportCsv(filter: MoneyReportFilter, report: MoneyReport): Promise<void> {
  const blob = await fetchBlob(`${base}?${search(filter, 'csv')}`);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `money-report-${report.from}-${report.to}-${report.grouping}.csv`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
