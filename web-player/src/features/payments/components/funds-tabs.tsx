import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BonusSummary } from '@/features/account/components/bonus-summary';
import { DepositForm } from './deposit-form';
import { DepositGate } from './deposit-gate';
import { WithdrawalForm } from './withdrawal-form';
import './payments.css';

/** /deposit and /withdrawal: two tabs of one Funds screen (spec section 2.3); the path picks the tab. */
export function FundsTabs({ tab }: { tab: 'deposit' | 'withdrawal' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const tabs = [
    { value: 'deposit', path: '/deposit', label: t('payments.depositTab') },
    { value: 'withdrawal', path: '/withdrawal', label: t('payments.withdrawalTab') },
  ] as const;
  return (
    <div className="funds">
      <div className="tabs" role="tablist" aria-label={t('payments.tabsLabel')}>
        {tabs.map((item) => (
          <button
            key={item.value}
            type="button"
            role="tab"
            id={`funds-tab-${item.value}`}
            aria-selected={tab === item.value}
            aria-controls="funds-panel"
            onClick={() => navigate(item.path, { replace: true })}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div id="funds-panel" role="tabpanel" aria-labelledby={`funds-tab-${tab}`}>
        {tab === 'deposit' ? <BonusSummary always className="bonus-summary--funds" /> : null}
        {tab === 'deposit' ? (
          <DepositGate key="deposit">
            <DepositForm />
          </DepositGate>
        ) : (
          <WithdrawalForm key="withdrawal" />
        )}
      </div>
    </div>
  );
}
