import { useTranslation } from 'react-i18next';
import './maintenance-page.css';

/**
 * Replaces the site when general.site_status is 0 (spec sections 1 and 6). `text` is what staff wrote
 * for it (in the player's language, English where they wrote no Bangla); without it, the page's own text.
 */
export function MaintenancePage({ supportMail, text }: { supportMail?: string; text?: string }) {
  const { t } = useTranslation();
  return (
    <main className="maintenance-page" role="alert">
      <svg viewBox="0 0 24 24" width="64" height="64" aria-hidden="true">
        <path
          fill="currentColor"
          d="M22.7 19 13.6 9.9c.9-2.3.4-5-1.5-6.9-2-2-5-2.4-7.4-1.3L9 6 6 9 1.6 4.7C.4 7.1.9 10.1 2.9 12.1c1.9 1.9 4.6 2.4 6.9 1.5l9.1 9.1c.4.4 1 .4 1.4 0l2.3-2.3c.5-.4.5-1.1.1-1.4z"
        />
      </svg>
      <h1>{t('maintenance')}</h1>
      <p>{text || t('maintenanceText')}</p>
      {supportMail ? (
        <p>
          <a href={`mailto:${supportMail}`}>{supportMail}</a>
        </p>
      ) : null}
    </main>
  );
}
