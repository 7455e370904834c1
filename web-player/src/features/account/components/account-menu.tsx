import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState, LoadingState } from '@/components/page-status';
import { useOpenChat } from '@/features/site/hooks/use-open-chat';
import { currentLanguage } from '@/i18n';
import { formatAmount } from '@/lib/format';
import { readStored, StorageKeys } from '@/lib/session';
import { useBalance } from '../api/get-balance';
import { useUser } from '../api/get-user';
import { useLogout } from '../hooks/use-logout';
import { useSignOutOn401 } from '../hooks/use-sign-out-on-401';
import { BonusSummary } from './bonus-summary';
import './account.css';

/** /account: the member menu (spec section 2.3), with only the entries whose pages exist. */
export function AccountMenu() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const remoteId = readStored(StorageKeys.remoteId);
  const user = useUser(remoteId);
  const balance = useBalance();
  const { logout, isPending } = useLogout();
  const chat = useOpenChat();
  useSignOutOn401(user.error ?? balance.error);

  const username = user.data?.username ?? readStored(StorageKeys.username) ?? '';
  const amount = balance.data?.balance ?? user.data?.balance;

  return (
    <div className="account-page">
      <section className="account-card" aria-labelledby="account-username">
        <div className="account-card__avatar" aria-hidden="true">
          {username.slice(0, 1).toUpperCase()}
        </div>
        <h2 id="account-username" className="account-card__username">
          {username}
        </h2>
        <dl className="account-card__figures">
          <div>
            <dt>{t('account.balance')}</dt>
            <dd>{amount !== undefined ? `৳ ${formatAmount(amount, language)}` : '—'}</dd>
          </div>
          <div>
            <dt>{t('account.vipPoints')}</dt>
            <dd>{user.data ? String(user.data.vip_coin ?? 0) : '—'}</dd>
          </div>
        </dl>
        <BonusSummary always className="bonus-summary--card" />
      </section>
      {user.isPending && remoteId ? <LoadingState /> : null}
      {user.isError && !(user.error && 'status' in user.error && user.error.status === 401) ? (
        <ErrorState title={t('profile.loadFailed')} detail={user.error.message} onRetry={() => void user.refetch()} />
      ) : null}
      <nav aria-label={t('account.menuLabel')}>
        <h3 className="account-menu__heading">{t('payments.menu.funds')}</h3>
        <ul className="account-menu">
          <li>
            <Link to="/deposit" className="account-menu__item">
              {t('payments.menu.deposit')}
            </Link>
          </li>
          <li>
            <Link to="/withdrawal" className="account-menu__item">
              {t('payments.menu.withdrawal')}
            </Link>
          </li>
        </ul>
        <h3 className="account-menu__heading">{t('payments.menu.history')}</h3>
        <ul className="account-menu">
          <li>
            <Link to="/transaction-record" className="account-menu__item">
              {t('payments.menu.transactionRecord')}
            </Link>
          </li>
          <li>
            <Link to="/betting-record" className="account-menu__item">
              {t('payments.menu.bettingRecord')}
            </Link>
          </li>
          <li>
            <Link to="/turnover-record" className="account-menu__item">
              {t('payments.menu.turnoverRecord')}
            </Link>
          </li>
        </ul>
        <h3 className="account-menu__heading">{t('account.profile')}</h3>
        <ul className="account-menu">
          <li>
            <Link to="/profile" className="account-menu__item">
              {t('account.profile')}
            </Link>
          </li>
          <li>
            <Link to="/responsible-gaming" className="account-menu__item">
              {t('responsibleGaming.menuLink')}
            </Link>
          </li>
          <li>
            <Link to="/reset-password" className="account-menu__item">
              {t('account.changePassword')}
            </Link>
          </li>
          <li>
            <button type="button" className="account-menu__item" onClick={chat.openChat}>
              {t('payments.menu.contactUs')}
            </button>
          </li>
          <li>
            <button
              type="button"
              className="account-menu__item account-menu__item--logout"
              disabled={isPending}
              onClick={() => void logout()}
            >
              {isPending ? t('account.loggingOut') : t('account.logout')}
            </button>
          </li>
        </ul>
      </nav>
      {chat.dialog}
    </div>
  );
}
