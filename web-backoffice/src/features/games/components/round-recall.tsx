import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageRow } from '@/components/table-rows';
import { bdt, dhaka } from '@/features/payments/components/format';
import { useRound } from '../api/game-rounds';

/** One round as it happened: every provider call with the exact request and answer, and the balance before and after. */
export function RoundRecall({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const recall = useRound(id);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (recall.data) heading.current?.focus();
  }, [recall.data]);

  if (recall.isError)
    return (
      <p className="form-alert form-alert--error" role="alert">
        {t('games.recall.loadFailed', { message: recall.error.message })}
      </p>
    );
  if (!recall.data) return <p className="muted">{t('common.loading')}</p>;
  const { round, calls } = recall.data;
  const title = t('games.recall.title', { round: round.round_id });
  return (
    <section className="panel round-recall" aria-label={title}>
      <div className="page-head">
        <h2 ref={heading} tabIndex={-1}>
          {title}
        </h2>
        <button type="button" className="button button--secondary" onClick={onClose}>
          {t('games.recall.close')}
        </button>
      </div>
      <p className="muted">
        {t('games.recall.summary', {
          provider: round.provider,
          game: `${round.game_name} (${round.game_code})`,
          player: round.player_id,
          opened: dhaka(round.opened_at),
        })}
      </p>
      <h3>{t('games.recall.calls')}</h3>
      <div className="data-table-wrap">
        <table className="data-table" aria-label={t('games.recall.calls')}>
          <thead>
            <tr>
              <th>{t('games.recall.columns.at')}</th>
              <th>{t('games.recall.columns.kind')}</th>
              <th>{t('games.recall.columns.transaction')}</th>
              <th className="num">{t('games.recall.columns.amount')}</th>
              <th>{t('games.recall.columns.status')}</th>
              <th className="num">{t('games.recall.columns.before')}</th>
              <th className="num">{t('games.recall.columns.after')}</th>
              <th>{t('games.recall.columns.body')}</th>
            </tr>
          </thead>
          <tbody>
            {calls.map((c) => (
              <tr key={c.transaction_uuid}>
                <td>{dhaka(c.created_at)}</td>
                <td>{t(`games.recall.kinds.${c.kind}`)}</td>
                <td className="wrap">
                  <code>{c.transaction_uuid}</code>
                  {c.reference_transaction_uuid ? <div className="muted">→ {c.reference_transaction_uuid}</div> : null}
                </td>
                <td className="num">{bdt(c.amount)}</td>
                <td>
                  <span className={c.status === 'RS_OK' ? 'tag tag--ok' : 'tag tag--danger'}>{c.status}</span>
                </td>
                <td className="num">{c.balance_before === null ? '—' : bdt(c.balance_before)}</td>
                <td className="num">{c.balance_after === null ? '—' : bdt(c.balance_after)}</td>
                <td>
                  {c.request ? (
                    <details>
                      <summary>{t('games.recall.request')}</summary>
                      <pre>{c.request}</pre>
                    </details>
                  ) : null}
                  <details open>
                    <summary>{t('games.recall.answer')}</summary>
                    <pre>{c.answer}</pre>
                  </details>
                </td>
              </tr>
            ))}
            {calls.length === 0 ? <MessageRow columns={8}>{t('games.recall.noCalls')}</MessageRow> : null}
          </tbody>
        </table>
      </div>
    </section>
  );
}
