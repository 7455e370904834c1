import type { ExchangeUnpaidResettlement } from '@khela/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import '@/components/data-table.css';
import '@/components/form.css';
import { LoadingRow, MessageRow } from '@/components/table-rows';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { useCollectUnpaid, useUnpaidResettlements, type UnpaidStatus } from '../api/unpaid-resettlements';
import { dhaka } from './format';

const statuses: UnpaidStatus[] = ['open', 'cleared', 'all'];

/**
 * /unpaid-resettlements (issue 18): what players owe because a corrected exchange result took back winnings their
 * main balance no longer held. Their withdrawals are refused until it is paid. Money reaching their main is
 * collected automatically (what of it, under Collected); finance (`wallet.adjust`) collects from the player's main
 * balance what it holds now, up to what is owed.
 */
export function UnpaidResettlements({ canCollect }: { canCollect: boolean }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<UnpaidStatus>('open');
  const list = useUnpaidResettlements(status);
  const collect = useCollectUnpaid();
  const [notice, setNotice] = useState<string | null>(null);
  // One key per row and amount recovered: clicking again before the list refreshes repeats the same decision
  // (collected once); after a collection the row has a new recovered amount and so a new key.
  const keys = useRef(new Map<string, string>());
  const keyOf = (item: ExchangeUnpaidResettlement) => {
    const ref = `${item.id}:${item.recovered}`;
    if (!keys.current.has(ref)) keys.current.set(ref, newIdempotencyKey());
    return keys.current.get(ref)!;
  };
  const onCollect = (item: ExchangeUnpaidResettlement) => {
    setNotice(null);
    collect.mutate({ id: item.id, idempotencyKey: keyOf(item) }, { onSuccess: (answer) => setNotice(answer.message) });
  };
  const items = list.data?.items ?? [];
  const outstanding = Object.entries(list.data?.outstanding ?? {});
  const columns = canCollect ? 9 : 8;
  return (
    <div className="panel">
      <h1>{t('exchange.unpaid.title')}</h1>
      <p className="muted">{t('exchange.unpaid.intro')}</p>
      <dl className="exchange-settlement__figures">
        <div>
          <dt>{t('exchange.unpaid.outstanding')}</dt>
          <dd>{outstanding.length === 0 ? '0.00' : outstanding.map(([currency, amount]) => `${amount} ${currency}`).join(', ')}</dd>
        </div>
      </dl>
      <div className="exchange-actions">
        <div className="form-field">
          <label htmlFor="unpaid-status">{t('exchange.unpaid.status')}</label>
          <select id="unpaid-status" value={status} onChange={(e) => setStatus(e.target.value as UnpaidStatus)}>
            {statuses.map((s) => (
              <option key={s} value={s}>
                {t(`exchange.unpaid.statuses.${s}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {notice ? (
        <p className="form-alert" role="status">
          {notice}
        </p>
      ) : null}
      {collect.isError ? (
        <p className="form-alert form-alert--error" role="alert">
          {collect.error.message}
        </p>
      ) : null}
      <div className="data-table-wrap">
        <table className="data-table" aria-label={t('exchange.unpaid.table')}>
          <thead>
            <tr>
              <th>{t('exchange.unpaid.columns.player')}</th>
              <th>{t('exchange.unpaid.columns.market')}</th>
              <th>{t('exchange.unpaid.columns.when')}</th>
              <th className="num">{t('exchange.unpaid.columns.owed')}</th>
              <th className="num">{t('exchange.unpaid.columns.recovered')}</th>
              <th className="num">{t('exchange.unpaid.columns.outstanding')}</th>
              <th>{t('exchange.unpaid.columns.currency')}</th>
              <th>{t('exchange.unpaid.columns.cleared')}</th>
              {canCollect ? <th>{t('exchange.unpaid.columns.action')}</th> : null}
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.id}>
                <td>
                  <Link to={`/players/${encodeURIComponent(item.playerId)}`}>#{item.playerId}</Link>
                </td>
                <td>
                  {item.marketId} (v{item.version})
                </td>
                <td>{dhaka(item.createdAt)}</td>
                <td className="num">{item.owed}</td>
                <td className="num">
                  {item.recovered}
                  {item.recoveredAuto !== '0.00' ? (
                    <div className="muted">{t('exchange.unpaid.recoveredAuto', { amount: item.recoveredAuto })}</div>
                  ) : null}
                </td>
                <td className="num">{item.outstanding}</td>
                <td>{item.currency}</td>
                <td>{item.clearedAt ? dhaka(item.clearedAt) : t('exchange.unpaid.notCleared')}</td>
                {canCollect ? (
                  <td>
                    {item.clearedAt ? null : (
                      <button type="button" className="button" disabled={collect.isPending} onClick={() => onCollect(item)}>
                        {t('exchange.unpaid.collect')}
                      </button>
                    )}
                  </td>
                ) : null}
              </tr>
            ))}
            {list.isSuccess && items.length === 0 ? <MessageRow columns={columns}>{t(`exchange.unpaid.none.${status}`)}</MessageRow> : null}
            {list.isError ? <MessageRow columns={columns}>{list.error.message}</MessageRow> : null}
            {list.isPending ? <LoadingRow columns={columns} /> : null}
          </tbody>
        </table>
      </div>
    </div>
  );
}
