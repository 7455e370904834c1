import { useEffect, useState } from 'react';
import { currentLanguage } from '@/i18n';
import { formatDhakaClock } from '@/lib/format';
import { useTranslation } from 'react-i18next';

/** Spec section 9: the desktop clock updates every second, in Asia/Dhaka time (GMT+6). */
export const CLOCK_TICK_MS = 1000;

export function DhakaClock() {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), CLOCK_TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <time className="dhaka-clock" dateTime={now.toISOString()} aria-label={t('desktop.clockLabel')}>
      {formatDhakaClock(now, currentLanguage())} (GMT+6)
    </time>
  );
}
