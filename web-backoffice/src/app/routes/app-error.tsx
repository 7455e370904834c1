import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ROUTER_BASENAME } from '../basename';

/** Last-resort screen for a render or routing error; depends on nothing that could fail itself. */
export function AppErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : undefined;

  return (
    <main className="centered-page" role="alert">
      <div className="panel">
        <h1>{t('common.appError.title')}</h1>
        {detail ? <p className="muted">{detail}</p> : null}
        <button type="button" className="button button--primary" onClick={() => window.location.assign(`${ROUTER_BASENAME}/`)}>
          {t('common.appError.reload')}
        </button>
      </div>
    </main>
  );
}
