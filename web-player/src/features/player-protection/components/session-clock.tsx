import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/i18n';
import { useSessionStatus } from '../api/session-status';
import { elapsedAt, formatElapsed, serverOffsetMs } from '../lib/session-clock';
import './session-clock.css';

/**
 * The session clock in the header while logged in (issue 16): how long this log-in session has lasted,
 * hh:mm:ss, counted from the server's session start on the server's clock (a reload does not reset it),
 * ticking every second. Nothing while logged out or before the first answer.
 */
export function SessionClock({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const status = useSessionStatus();
  const [deviceNow, setDeviceNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setDeviceNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const data = status.data;
  if (!data || data.ended) return null;
  const elapsed = elapsedAt(data.session_started_at, serverOffsetMs(data.now, status.dataUpdatedAt), deviceNow);
  const text = formatElapsed(elapsed, currentLanguage());
  return (
    <span className={`session-clock ${className}`} role="timer" title={t('realityCheck.clockTitle')}>
      <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
        <path
          fill="currentColor"
          d="M15 1H9v2h6zm-4 13h2V8h-2zm8-6.6 1.4-1.4c-.4-.5-.9-1-1.4-1.4L17.6 6A9 9 0 1 0 21 13a9 9 0 0 0-2-5.6zM12 20a7 7 0 1 1 0-14 7 7 0 0 1 0 14z"
        />
      </svg>
      <span className="visually-hidden">{t('realityCheck.clockLabel')} </span>
      <span className="session-clock__time">{text}</span>
    </span>
  );
}
