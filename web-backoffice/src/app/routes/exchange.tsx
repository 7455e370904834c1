import { useLocation, useParams } from 'react-router';
import { can, useMe } from '@/features/auth/api/get-me';
import { TraderEvent } from '@/features/exchange/components/trader-event';
import { TraderEvents } from '@/features/exchange/components/trader-events';
import { RequirePermission } from '../require-permission';

export function ExchangeRoute() {
  return (
    <RequirePermission permission="exchange.view">
      <TraderEvents />
    </RequirePermission>
  );
}

/** /exchange/:eventId; the list's filter (?q, ?sport, ?status) rides along so "Back" returns to it. */
export function ExchangeEventRoute() {
  const { eventId = '' } = useParams();
  const { search } = useLocation();
  const me = useMe();
  return (
    <RequirePermission permission="exchange.view">
      <TraderEvent key={eventId} eventId={eventId} backTo={`/exchange${search}`} canTrade={can(me.data, 'exchange.trade')} />
    </RequirePermission>
  );
}
