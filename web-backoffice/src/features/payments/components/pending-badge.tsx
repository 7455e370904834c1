import { usePendingPaymentsCount } from '../api/list-queue';
import { usePaymentQueueLive } from '../api/queue-live';
import './payments.css';

/** The navigation's count of pending deposits and withdrawals, live from the /staff socket. */
export function PendingPaymentsBadge() {
  const live = usePaymentQueueLive();
  const count = usePendingPaymentsCount(live);
  if (!count.data) return null;
  return (
    <>
      {' '}
      <span className="nav-badge" aria-label={`${count.data} pending`}>
        {count.data}
      </span>
    </>
  );
}
