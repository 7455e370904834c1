import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import './notice-marquee.css';

interface NoticeMarqueeProps {
  notices: readonly string[];
}

/** The announcement line of the home page, fed by the general settings' notice list. */
export function NoticeMarquee({ notices }: NoticeMarqueeProps) {
  const { t } = useTranslation();
  const items = notices.map((notice) => notice.trim()).filter((notice) => notice !== '');
  if (items.length === 0) return null;

  const text = items.join('   •   ');
  // Scroll at roughly the same reading speed whatever the length of the text.
  const style = { '--marquee-duration': `${Math.max(10, Math.round(text.length / 5))}s` } as CSSProperties;

  return (
    <section className="notice-marquee" aria-label={t('notice')}>
      <span className="notice-marquee__label">
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path
            fill="currentColor"
            d="M3 10v4h3l5 4V6L6 10H3zm13.5 2a4.5 4.5 0 0 0-2.5-4v8a4.5 4.5 0 0 0 2.5-4zM14 3.2v2.1a7 7 0 0 1 0 13.4v2.1a9 9 0 0 0 0-17.6z"
          />
        </svg>
        {t('notice')}
      </span>
      <div className="notice-marquee__viewport">
        {/* Two copies scrolled by half their width loop seamlessly and show text from the first frame. */}
        <div className="notice-marquee__track" style={style}>
          <p>{text}</p>
          <p aria-hidden="true">{text}</p>
        </div>
      </div>
    </section>
  );
}
