import { Link } from 'react-router-dom';

export function NotFoundRoute() {
  return (
    <section className="panel">
      <h1>Page not found</h1>
      <p className="muted">This back-office page does not exist.</p>
      <Link to="/">Go to the home page</Link>
    </section>
  );
}
