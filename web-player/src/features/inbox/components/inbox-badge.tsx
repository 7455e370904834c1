import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUnread } from '../api/get-unread';
import { useLiveInbox } from '../hooks/use-live-inbox';
import './inbox.css';

/** The header's inbox link with the unread count (polled every 10 s, pushed in between). Logged-in players only. */
export function InboxBadge({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const unread = useUnread().data ?? 0;
  useLiveInbox();
  const label = unread > 0 ? t('inbox.unreadLabel', { count: unread }) : t('inbox.title');
  return (
    <Link to="/inbox" className={`inbox-badge ${className}`} aria-label={label} title={label}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path fill="currentColor" d="M20 4H4a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2zm0 4-8 5-8-5V6l8 5 8-5z" />
      </svg>
      {unread > 0 ? (
        <span className="inbox-badge__count" aria-hidden="true" data-testid="inbox-unread">
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </Link>
  );
}
