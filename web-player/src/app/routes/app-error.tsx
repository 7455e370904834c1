import { isRouteErrorResponse, useRouteError } from 'react-router';
import './app-error.css';

/** Last-resort screen for a render or routing error. Kept free of queries and i18n so it cannot fail itself. */
export function AppErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : undefined;

  return (
    <main className="app-error" role="alert">
      <h1>Unexpected Application Error!</h1>
      {detail ? <p className="app-error__detail">{detail}</p> : null}
      <button type="button" className="button button--gold" onClick={() => window.location.assign('/')}>
        Reload the site
      </button>
    </main>
  );
}
