import { BroadcastsPage } from '@/features/inbox/components/broadcasts-page';
import { RequirePermission } from '../require-permission';

/** Content (and admin): messages to players' inboxes. */
export function InboxBroadcastsRoute() {
  return (
    <RequirePermission permission="inbox.broadcast">
      <BroadcastsPage />
    </RequirePermission>
  );
}
