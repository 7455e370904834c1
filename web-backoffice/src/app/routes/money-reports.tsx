import { MoneyReportsPage } from '@/features/reports/components/money-reports-page';
import { RequirePermission } from '../require-permission';

/** /money-reports (issue 22): GGR, NGR, cash and players from the ledger, for reports.read (finance, risk, admin). */
export function MoneyReportsRoute() {
  return (
    <RequirePermission permission="reports.read">
      <MoneyReportsPage />
    </RequirePermission>
  );
}
