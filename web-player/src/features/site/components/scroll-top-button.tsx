import { useTranslation } from 'react-i18next';

/** Shown after 300 px of scrolling (spec section 2.3). */
export function ScrollTopButton({ visible }: { visible: boolean }) {
  const { t } = useTranslation();
  if (!visible) return null;
  return (
    <button
      type="button"
      className="scroll-top"
      aria-label={t('home.scrollTop')}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path fill="currentColor" d="M12 5 4 13l1.4 1.4 5.6-5.6V20h2V8.8l5.6 5.6L20 13z" />
      </svg>
    </button>
  );
}
