import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '@/components/page-status';
import { currentLanguage } from '@/i18n';
import { formatAmount, formatDhakaDateTime } from '@/lib/format';
import { readStored, StorageKeys } from '@/lib/session';
import { useTurnovers, type TurnoverItem } from '../api/get-turnovers';
import './turnover.css';

type Tab = 'active' | 'complete';

/** The api names a deposit without promotion this way; shown in the player's language. */
const REGULAR_DEPOSIT = 'Regular Deposit';

/** Spec section 9: the bar shows remaining over required turnover. */
function remainingPercent(item: TurnoverItem): number {
  const required = Number(item.required_turnover);
  const remaining = Number(item.remaining_turnover);
  if (!(required > 0)) return 0;
  return Math.min(100, Math.max(0, (remaining / required) * 100));
}

/** /turnover-record (spec section 2.3): Active and Completed tabs of ticket cards; 'No Data' when empty. */
export function TurnoverRecord() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const turnovers = useTurnovers(readStored(StorageKeys.remoteId));
  const [tab, setTab] = useState<Tab>('active');
  const items = (turnovers.data ?? []).filter((item) => item.status === tab);

  return (
    <div className="turnover">
      <div className="tabs" role="tablist" aria-label={t('turnover.tabsLabel')}>
        {(
          [
            ['active', t('turnover.active')],
            ['complete', t('turnover.completed')],
          ] as const
        ).map(([value, label]) => (
          <button key={value} type="button" role="tab" aria-selected={tab === value} onClick={() => setTab(value)}>
            {label}
          </button>
        ))}
      </div>
      <div role="tabpanel">
        {turnovers.isPending ? <LoadingState /> : null}
        {turnovers.isError ? (
          <ErrorState title={t('turnover.loadFailed')} detail={turnovers.error.message} onRetry={() => void turnovers.refetch()} />
        ) : null}
        {turnovers.isSuccess && items.length === 0 ? <p className="turnover-empty">{t('turnover.noData')}</p> : null}
        <ul className="turnover-list">
          {items.map((item) => {
            const percent = remainingPercent(item);
            const name = item.transaction?.name;
            return (
              <li key={item.id} className="turnover-card">
                <div className="turnover-card__head">
                  <h3 className="turnover-card__title">{!name || name === REGULAR_DEPOSIT ? t('turnover.regularDeposit') : name}</h3>
                  <time dateTime={item.created_at}>{formatDhakaDateTime(item.created_at, language)}</time>
                </div>
                <dl className="turnover-card__figures">
                  <div>
                    <dt>{t('turnover.deposit')}</dt>
                    <dd>৳ {formatAmount(item.transaction?.amount ?? '0', language)}</dd>
                  </div>
                  <div>
                    <dt>{t('turnover.required')}</dt>
                    <dd>৳ {formatAmount(item.required_turnover, language)}</dd>
                  </div>
                </dl>
                <div
                  className="turnover-card__bar"
                  role="progressbar"
                  aria-label={t('turnover.remaining')}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={Math.round(percent)}
                >
                  <span style={{ width: `${percent}%` }} />
                </div>
                <p className="turnover-card__remaining">
                  {t('turnover.remaining')}: ৳ {formatAmount(item.remaining_turnover, language)}
                </p>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
