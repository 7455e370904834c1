import { AuditPage } from '@/features/audit/components/audit-page';
import { RequirePermission } from '../require-permission';

export function AuditRoute() {
  return (
    <RequirePermission permission="audit.read">
      <AuditPage />
    </RequirePermission>
  );
}
