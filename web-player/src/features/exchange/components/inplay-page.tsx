import { exchangeSports, type SportsEventList } from '@khela/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSportsEvents } from '../api/get-sports-events';
import { SportGroup } from './sport-group';

const tabKeys = {
  inplay: 'exchange.tabs.inplay',
  today: 'exchange.tabs.today',
  tomorrow: 'exchange.tabs.tomorrow',
  result: 'exchange.tabs.result',
} as const;

/** /exchange-inplay (spec section 2.3): tabs In-Play, Today, Tomorrow, Result, each grouped Cricket / Soccer / Tennis. */
export function InPlayPage() {
  const { t } = useTranslation();
  const [list, setList] = useState<SportsEventList>('inplay');
  const queries = useSportsEvents(exchangeSports, list);
  const allEmpty = queries.every((query) => query.isSuccess && query.data.length === 0);
  return (
    <div className="exchange-page">
      <div className="exchange-tabs" role="tablist" aria-label={t('exchange.tabs.label')}>
        {(Object.keys(tabKeys) as SportsEventList[]).map((value) => (
          <button key={value} type="button" role="tab" aria-selected={list === value} onClick={() => setList(value)}>
            {t(tabKeys[value])}
          </button>
        ))}
      </div>
      <div role="tabpanel">
        {exchangeSports.map((sport, index) => (
          <SportGroup key={sport} sport={sport} query={queries[index]!} />
        ))}
        {allEmpty ? <p className="exchange-empty">{t('exchange.noEvents')}</p> : null}
      </div>
    </div>
  );
}
