import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { LanguageSwitch } from '@/components/language-switch';
import { useLogout } from '@/features/auth/api/logout';
import { useMe } from '@/features/auth/api/get-me';
import { PendingPaymentsBadge } from '@/features/payments/components/pending-badge';
import { roleLabel } from '@/features/roles/components/role-label';
import { ApiError, forgetSession, hasSession } from '@/lib/api-client';
import { visibleNav } from '../navigation';
import { RouteLoading } from '../routes/route-loading';
import './shell.css';

/**
 * The signed-in frame: navigation filtered by the staff member's permissions, who is signed in, and
 * sign-out. Without a live session (401) it sends the user to sign-in and comes back afterwards.
 */
export function Shell() {
  const signedOut = !hasSession();
  const me = useMe(!signedOut);
  const logout = useLogout();
  const location = useLocation();
  const { t } = useTranslation();

  // No session cookie at all: straight to sign-in, without asking the API (which would log a 401).
  if (signedOut) return <Navigate to="/sign-in" replace state={{ from: location.pathname }} />;
  if (me.isPending) return <RouteLoading />;
  if (me.isError) {
    if (me.error instanceof ApiError && me.error.status === 401) {
      forgetSession();
      return <Navigate to="/sign-in" replace state={{ from: location.pathname }} />;
    }
    return (
      <main className="centered-page">
        <p className="form-alert form-alert--error" role="alert">
          {t('shell.loadFailed', { message: me.error.message })}
        </p>
      </main>
    );
  }

  const staff = me.data;
  return (
    <div className="shell">
      <aside className="shell__nav">
        <div className="shell__brand">{t('shell.brand')}</div>
        <nav aria-label={t('shell.mainNav')}>
          <ul>
            {visibleNav(staff.permissions).map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === '/'}>
                  {t(`shell.nav.${item.id}.label`)}
                  {item.badge === 'pending-payments' ? <PendingPaymentsBadge /> : null}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="shell__main">
        <header className="shell__header">
          <span>
            <strong>{staff.display_name}</strong> <span className="muted">({staff.username})</span>{' '}
            {staff.roles.map((role) => (
              <span key={role} className="tag">
                {roleLabel(t, role, staff.role_names)}
              </span>
            ))}
          </span>
          <span className="shell__actions">
            <LanguageSwitch />
            <button
              type="button"
              className="button button--small button--secondary"
              onClick={() => logout.mutate(undefined, { onSettled: () => window.location.assign(`${import.meta.env.BASE_URL}sign-in`) })}
              disabled={logout.isPending}
            >
              {t('shell.signOut')}
            </button>
          </span>
        </header>
        <main className="shell__content">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
