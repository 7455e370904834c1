import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/i18n';
import { formatAmount } from '@/lib/format';
import { useBalance } from '../api/get-balance';
import { useSignOutOn401 } from '../hooks/use-sign-out-on-401';
import { BonusSummary } from './bonus-summary';
import './account.css';

/** Main wallet balance, polled every 10 s, with a reload control; a 401 logs the player out (spec section 4). */
export function BalanceBar() {
  const { t } = useTranslation();
  const balance = useBalance();
  useSignOutOn401(balance.error);
  const language = currentLanguage();

  return (
    <>
      <div className="balance-bar">
        <span className="balance-bar__label">{t('account.mainWallet')}</span>
        <output className="balance-bar__amount" aria-live="polite" aria-busy={balance.isFetching}>
          {balance.data ? `৳ ${formatAmount(balance.data.balance, language)}` : '৳ —'}
        </output>
        <button
          type="button"
          className={`balance-bar__reload${balance.isFetching ? ' balance-bar__reload--spinning' : ''}`}
          aria-label={t('account.refreshBalance')}
          onClick={() => void balance.refetch()}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path fill="currentColor" d="M17.7 6.3A8 8 0 1 0 20 12h-2a6 6 0 1 1-1.8-4.2L13 11h7V4l-2.3 2.3z" />
          </svg>
        </button>
      </div>
      <BonusSummary className="bonus-summary--bar" />
    </>
  );
}
