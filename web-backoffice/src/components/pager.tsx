import { useTranslation } from 'react-i18next';
interface PagerProps {
  page: number;
  lastPage: number;
  total: number;
  perPage: number;
  onPage: (page: number) => void;
  disabled?: boolean;
}

/** Server-side paging: "41–60 of 312" with previous / next. */
export function Pager({ page, lastPage, total, perPage, onPage, disabled }: PagerProps) {
  const { t } = useTranslation();
  const first = total === 0 ? 0 : (page - 1) * perPage + 1;
  const last = Math.min(total, page * perPage);
  return (
    <nav className="pager" aria-label={t('common.pager.label')}>
      <span className="muted">{t('common.pager.range', { first: String(first), last: String(last), total: String(total) })}</span>
      <button type="button" className="button button--small" onClick={() => onPage(page - 1)} disabled={disabled || page <= 1}>
        {t('common.pager.previous')}
      </button>
      <span>{t('common.pager.page', { page: String(page), lastPage: String(lastPage) })}</span>
      <button type="button" className="button button--small" onClick={() => onPage(page + 1)} disabled={disabled || page >= lastPage}>
        {t('common.pager.next')}
      </button>
    </nav>
  );
}
