import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMe } from '@/features/auth/api/get-me';
import { TodayAtAGlance } from '@/features/reports/components/today-at-a-glance';
import { roleLabel } from '@/features/roles/components/role-label';
import { visibleNav } from '../navigation';

/** Welcome page: who is signed in, with which roles, today's figures those roles read, and the pages they open. */
export function HomeRoute() {
  const { t } = useTranslation();
  const me = useMe();
  if (!me.data) return null;
  const pages = visibleNav(me.data.permissions).filter((item) => item.to !== '/');
  return (
    <section className="home">
      <h1>{t('shell.home.welcome', { name: me.data.display_name })}</h1>
      <p>
        {t('shell.home.signedInAs', { username: me.data.username })}{' '}
        {me.data.roles.map((role) => (
          <span key={role} className="tag">
            {roleLabel(t, role, me.data.role_names)}
          </span>
        ))}
      </p>
      <TodayAtAGlance permissions={me.data.permissions} />
      <h2 className="home__subtitle">{t('shell.home.yourPages')}</h2>
      {pages.length === 0 ? (
        <p className="muted">{t('shell.home.noPages')}</p>
      ) : (
        <ul className="home__links">
          {pages.map((item) => (
            <li key={item.to} className="panel">
              <Link to={item.to}>{t(`shell.nav.${item.id}.label`)}</Link>
              <p className="muted">{t(`shell.nav.${item.id}.description`)}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
