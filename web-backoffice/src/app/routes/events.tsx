import { EventsPage } from '@/features/events/components/events-page';
import { RequirePermission } from '../require-permission';

export function EventsRoute() {
  return (
    <RequirePermission permission="events.manage">
      <EventsPage />
    </RequirePermission>
  );
}
