import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './page-status.css';

export function LoadingState() {
  const { t } = useTranslation();
  return (
    <div className="page-status" role="status" aria-live="polite">
      <span className="page-status__spinner" aria-hidden="true" />
      <p>{t('loading')}</p>
    </div>
  );
}

interface ErrorStateProps {
  title: ReactNode;
  detail?: string;
  onRetry?: () => void;
}

export function ErrorState({ title, detail, onRetry }: ErrorStateProps) {
  const { t } = useTranslation();
  return (
    <div className="page-status page-status--error" role="alert">
      <p className="page-status__title">{title}</p>
      {detail ? <p className="page-status__detail">{detail}</p> : null}
      {onRetry ? (
        <button type="button" className="button button--gold" onClick={onRetry}>
          {t('retry')}
        </button>
      ) : null}
    </div>
  );
}
