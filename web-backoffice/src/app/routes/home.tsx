import { Link } from 'react-router-dom';
import { useMe } from '@/features/auth/api/get-me';
import { visibleNav } from '../navigation';

/** Welcome page: who is signed in, with which roles, and the pages those roles open. */
export function HomeRoute() {
  const me = useMe();
  if (!me.data) return null;
  const pages = visibleNav(me.data.permissions).filter((item) => item.to !== '/');
  return (
    <section className="home">
      <h1>Welcome, {me.data.display_name}</h1>
      <p>
        Signed in as <strong>{me.data.username}</strong> with the role{me.data.roles.length === 1 ? '' : 's'}{' '}
        {me.data.roles.map((role) => (
          <span key={role} className="tag">
            {role}
          </span>
        ))}
      </p>
      <h2 className="home__subtitle">Your pages</h2>
      {pages.length === 0 ? (
        <p className="muted">Your roles open no back-office pages yet. Ask an administrator.</p>
      ) : (
        <ul className="home__links">
          {pages.map((item) => (
            <li key={item.to} className="panel">
              <Link to={item.to}>{item.label}</Link>
              <p className="muted">{item.description}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
