import { useTranslation } from 'react-i18next';
import { usePendingPaymentsCount } from '../api/list-queue';
import { usePaymentQueueLive } from '../api/queue-live';
import './payments.css';

/** The navigation's count of pending deposits and withdrawals, live from the /staff socket. */
export function PendingPaymentsBadge() {
  const { t } = useTranslation();
  const live = usePaymentQueueLive();
  const count = usePendingPaymentsCount(live);
  if (!count.data) return null;
  return (
    <>
      {' '}
      <span className="nav-badge" aria-label={t('payments.pendingCount', { number: String(count.data) })}>
        {count.data}
      </span>
    </>
  );
}
