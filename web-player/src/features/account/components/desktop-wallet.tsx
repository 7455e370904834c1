import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/i18n';
import { formatAmount } from '@/lib/format';
import { useBalance } from '../api/get-balance';
import { useSignOutOn401 } from '../hooks/use-sign-out-on-401';
import { BonusSummary } from './bonus-summary';
import './account.css';

/** Spec section 9: the balance refresh indicator turns for 500 ms. */
export const RELOAD_SPIN_MS = 500;

/** The desktop header's Main Wallet: the polled balance and a reload control. */
export function DesktopWallet() {
  const { t } = useTranslation();
  const balance = useBalance();
  useSignOutOn401(balance.error);
  const [spinning, setSpinning] = useState(false);

  useEffect(() => {
    if (!spinning) return;
    const timer = window.setTimeout(() => setSpinning(false), RELOAD_SPIN_MS);
    return () => window.clearTimeout(timer);
  }, [spinning]);

  return (
    <div className="desktop-wallet">
      <span className="desktop-wallet__label">{t('account.mainWallet')}</span>
      <output className="desktop-wallet__amount" aria-live="polite">
        {balance.data ? `৳ ${formatAmount(balance.data.balance, currentLanguage())}` : '৳ —'}
      </output>
      <button
        type="button"
        className={`balance-bar__reload${spinning ? ' balance-bar__reload--spinning' : ''}`}
        aria-label={t('account.refreshBalance')}
        onClick={() => {
          setSpinning(true);
          void balance.refetch();
        }}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path fill="currentColor" d="M17.7 6.3A8 8 0 1 0 20 12h-2a6 6 0 1 1-1.8-4.2L13 11h7V4l-2.3 2.3z" />
        </svg>
      </button>
      <BonusSummary className="bonus-summary--header" />
    </div>
  );
}
