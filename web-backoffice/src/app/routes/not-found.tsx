import { Link } from 'react-router-dom';

export function NotFoundRoute() {
  return (
    <main className="centered-page">
      <div className="panel">
        <h1>Page not found</h1>
        <p className="muted">This back-office page does not exist.</p>
        <Link to="/sign-in">Go to sign-in</Link>
      </div>
    </main>
  );
}
