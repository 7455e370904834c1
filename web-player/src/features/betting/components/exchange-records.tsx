import { exchangeRecordRanges, type ExchangeRecord, type ExchangeRecordRange } from '@khela/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/modal';
import { ErrorState, LoadingState } from '@/components/page-status';
import { currentLanguage } from '@/i18n';
import { formatAmount, formatDhakaDateTime, formatDhakaDay } from '@/lib/format';
import { useExchangeRecords } from '../api/get-exchange-records';
import { marketNameKey } from '../market-name';

const dhakaDayOf = (iso: string) => new Date(new Date(iso).getTime() + 6 * 3_600_000).toISOString().slice(0, 10);

/** Records per Dhaka day, newest day first (the server answers newest first). */
function byDay(records: readonly ExchangeRecord[]): { day: string; records: ExchangeRecord[] }[] {
  const days = new Map<string, ExchangeRecord[]>();
  for (const record of records) {
    const day = dhakaDayOf(record.created_at);
    days.set(day, [...(days.get(day) ?? []), record]);
  }
  return [...days].map(([day, list]) => ({ day, records: list }));
}

/** Spec 2.3: green when WON, plain while open, red otherwise. */
const statusClass = (status: ExchangeRecord['status']) =>
  status === 'WON'
    ? 'exchange-record__pl exchange-record__pl--won'
    : status === 'open'
      ? 'exchange-record__pl'
      : 'exchange-record__pl exchange-record__pl--lost';

/**
 * The Exchange tab of /betting-record (spec section 2.3): the player's exchange bets by Dhaka day (event,
 * bet type, stake, absolute net profit/loss coloured by status); a tap opens Exchange Record Details with a
 * timeline / table toggle. Data from GET /api/exchange-hub?records= (spec section 7).
 */
export function ExchangeRecords() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [range, setRange] = useState<ExchangeRecordRange>('today');
  const [openId, setOpenId] = useState<string | null>(null);
  const records = useExchangeRecords(range);
  const days = useMemo(() => byDay(records.data ?? []), [records.data]);
  const open = records.data?.find((r) => r.transaction_id === openId);
  return (
    <div className="betting">
      <div className="betting-chips" role="group" aria-label={t('betting.date')}>
        {exchangeRecordRanges.map((value) => (
          <button key={value} type="button" className="betting-chip" aria-pressed={range === value} onClick={() => setRange(value)}>
            {t(`betting.${value}`)}
          </button>
        ))}
      </div>
      {records.isPending ? <LoadingState /> : null}
      {records.isError ? (
        <ErrorState title={t('betting.loadFailed')} detail={records.error.message} onRetry={() => void records.refetch()} />
      ) : null}
      {records.isSuccess && days.length === 0 ? <p className="betting-empty">{t('betting.noData')}</p> : null}
      {days.map(({ day, records: list }) => (
        <section key={day} className="exchange-day" aria-label={formatDhakaDay(day, language)}>
          <h3 className="exchange-day__title">{formatDhakaDay(day, language)}</h3>
          <ul className="exchange-records" aria-label={t('betting.exchangeRecords', { day: formatDhakaDay(day, language) })}>
            {list.map((record) => (
              <li key={record.transaction_id}>
                <button type="button" className="exchange-record" onClick={() => setOpenId(record.transaction_id)}>
                  <span className="exchange-record__event">{record.event_name}</span>
                  <span className="exchange-record__type">
                    {t(`betting.betType.${record.bet_type}`)} · {record.selection_name}
                  </span>
                  <span className="exchange-record__stake">
                    {t('betting.stake')}: ৳ {formatAmount(record.stake, language)}
                  </span>
                  <span className={statusClass(record.status)}>৳ {formatAmount(record.net_profit_loss.replace('-', ''), language)}</span>
                  <span className="exchange-record__status">{t(`betting.status.${record.status}`)}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
      {open ? <ExchangeRecordDetails record={open} onClose={() => setOpenId(null)} /> : null}
    </div>
  );
}

/** Exchange Record Details: the bet's fields as a table, or its moments as a timeline. */
function ExchangeRecordDetails({ record, onClose }: { record: ExchangeRecord; onClose: () => void }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [view, setView] = useState<'timeline' | 'table'>('timeline');
  const money = (value: string) => `৳ ${formatAmount(value, language)}`;
  const rows: [string, string][] = [
    [t('betting.details.event'), record.event_name],
    [t('betting.details.market'), t(`betting.market.${marketNameKey(record.market_name)}`)],
    [t('betting.details.selection'), record.selection_name],
    [t('betting.details.betType'), t(`betting.betType.${record.bet_type}`)],
    [t('betting.details.odds'), String(record.odds)],
    // a fancy bet's run line (null for match odds and bookmaker)
    ...(record.run !== null ? [[t('betting.details.run'), String(record.run)] as [string, string]] : []),
    [t('betting.stake'), money(record.stake)],
    [t('betting.details.matched'), money(record.matched)],
    [t('betting.details.potentialProfit'), money(record.potential_profit)],
    [t('betting.details.potentialLiability'), money(record.potential_liability)],
    [t('betting.details.netProfitLoss'), money(record.net_profit_loss)],
    [t('betting.details.status'), t(`betting.status.${record.status}`)],
    [t('betting.details.transactionId'), record.transaction_id],
  ];
  const moments: [string, string | null][] = [
    [t('betting.details.placed'), record.created_at],
    [t(`betting.details.outcome.${record.status}`), record.settled_at],
  ];
  return (
    <Modal title={t('betting.details.title')} onClose={onClose}>
      <div className="betting-chips" role="group" aria-label={t('betting.details.view')}>
        {(['timeline', 'table'] as const).map((value) => (
          <button key={value} type="button" className="betting-chip" aria-pressed={view === value} onClick={() => setView(value)}>
            {t(`betting.details.${value}`)}
          </button>
        ))}
      </div>
      {view === 'table' ? (
        <table className="exchange-details">
          <tbody>
            {rows.map(([label, value]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <ol className="exchange-timeline">
          <li>
            <strong>{record.event_name}</strong>
            <span>
              {t(`betting.betType.${record.bet_type}`)} · {record.selection_name} @ {record.run ?? record.odds} · {money(record.stake)}
            </span>
          </li>
          {moments.map(([label, at]) => (
            <li key={label}>
              <strong>{label}</strong>
              <span>{at ? formatDhakaDateTime(at, language) : t('betting.details.pending')}</span>
            </li>
          ))}
        </ol>
      )}
    </Modal>
  );
}
