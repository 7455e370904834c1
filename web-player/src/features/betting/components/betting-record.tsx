import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExchangeRecords } from './exchange-records';
import { SettledRecords } from './settled-records';
import './betting.css';

type Tab = 'settled' | 'exchange';

/** /betting-record (spec section 2.3): tabs Settled (casino rounds) and Exchange (exchange bets). */
export function BettingRecord({ now }: { now?: Date }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('settled');
  return (
    <div className="betting-record">
      <div className="tabs" role="tablist" aria-label={t('betting.tabsLabel')}>
        {(
          [
            ['settled', t('betting.settled')],
            ['exchange', t('betting.exchange')],
          ] as const
        ).map(([value, label]) => (
          <button key={value} type="button" role="tab" aria-selected={tab === value} onClick={() => setTab(value)}>
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel">{tab === 'settled' ? <SettledRecords now={now} /> : <ExchangeRecords />}</div>
    </div>
  );
}
