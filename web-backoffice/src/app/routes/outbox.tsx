import { OutboxPage } from '@/features/outbox/components/outbox-page';
import { RequirePermission } from '../require-permission';

export function OutboxRoute() {
  return (
    <RequirePermission permission="outbox.read">
      <OutboxPage />
    </RequirePermission>
  );
}
