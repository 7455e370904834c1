import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useMarketSettlement, useResettle, type SettlementChange } from '../api/market-settlement';
import { dhaka } from './format';

interface Props {
  marketId: string;
  /** The market's runners, to name winners and choose a corrected one. */
  runners: { selectionId: number; name: string }[];
  /** Only a closed event's markets have results. */
  closed: boolean;
  canTrade: boolean;
  /** The panel's name (the match odds' is "Settlement"; a bookmaker market's names the market). */
  label?: string;
}

/**
 * A market's settlement for traders (issue 18): its result (version, source, reason), whether the settle
 * job has paid it, the house's result and commission, every player's P&L, and (exchange.trade) a corrected
 * result or a void, confirmed, audited, settled as the difference from what was paid.
 */
export function MarketSettlement({ marketId, runners, closed, canTrade, label }: Props) {
  const { t } = useTranslation();
  const settlement = useMarketSettlement(marketId, closed);
  const resettle = useResettle(marketId);
  const [outcome, setOutcome] = useState<'winners' | 'void'>('winners');
  const [winner, setWinner] = useState('');
  const [reason, setReason] = useState('');
  const [confirm, setConfirm] = useState<SettlementChange | null>(null);
  const name = (id: number) => runners.find((r) => r.selectionId === id)?.name ?? `#${id}`;

  if (!closed) return null;
  const view = settlement.data;
  return (
    <div className="exchange-settlement" aria-label={label ?? t('exchange.settlement.title')} role="region">
      <h3>{label ?? t('exchange.settlement.title')}</h3>
      {settlement.isError ? (
        <p className="form-alert form-alert--error" role="alert">
          {settlement.error.message}
        </p>
      ) : null}
      {view === null ? <p className="muted">{t('exchange.settlement.noResult')}</p> : null}
      {view ? (
        <>
          <dl className="exchange-settlement__figures">
            <div>
              <dt>{t('exchange.settlement.result')}</dt>
              <dd>{view.outcome === 'void' ? t('exchange.settlement.void') : view.winners.map(name).join(' = ')}</dd>
            </div>
            <div>
              <dt>{t('exchange.settlement.version')}</dt>
              <dd>
                {t('exchange.settlement.versionOf', { version: view.version, source: t(`exchange.settlement.source.${view.source}`) })}
                {view.reason ? ` · ${view.reason}` : ''}
              </dd>
            </div>
            <div>
              <dt>{t('exchange.settlement.state')}</dt>
              <dd>
                {view.settledVersion >= view.version
                  ? t('exchange.settlement.settled', { at: view.settledAt ? dhaka(view.settledAt) : '' })
                  : t('exchange.settlement.pending')}
              </dd>
            </div>
            <div>
              <dt>{t('exchange.settlement.house')}</dt>
              <dd className={view.housePnl?.startsWith('-') ? 'tag tag--danger' : undefined}>{view.housePnl ?? '—'}</dd>
            </div>
            <div>
              <dt>{t('exchange.settlement.commission')}</dt>
              <dd>{view.commission ?? '—'}</dd>
            </div>
          </dl>
          {view.settleError ? (
            <p className="form-alert form-alert--error" role="alert">
              {t('exchange.settlement.error', { error: view.settleError })}
            </p>
          ) : null}
          <div className="data-table-wrap">
            <table className="data-table" aria-label={t('exchange.settlement.players')}>
              <thead>
                <tr>
                  <th>{t('exchange.settlement.player')}</th>
                  <th>{t('exchange.settlement.pnl')}</th>
                  <th>{t('exchange.settlement.commission')}</th>
                  <th>{t('exchange.settlement.settledAt')}</th>
                </tr>
              </thead>
              <tbody>
                {view.players.map((p) => (
                  <tr key={p.playerId}>
                    <td>{p.playerId}</td>
                    <td>{p.pnl}</td>
                    <td>{p.commission}</td>
                    <td>{dhaka(p.settledAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {canTrade ? (
            <form
              className="exchange-actions"
              onSubmit={(event) => {
                event.preventDefault();
                setConfirm(outcome === 'void' ? { outcome, reason } : { outcome, winner_selection_ids: [Number(winner)], reason });
              }}
            >
              <div className="form-field">
                <label htmlFor={`outcome-${marketId}`}>{t('exchange.settlement.correct')}</label>
                <select id={`outcome-${marketId}`} value={outcome} onChange={(e) => setOutcome(e.target.value as 'winners' | 'void')}>
                  <option value="winners">{t('exchange.settlement.winner')}</option>
                  <option value="void">{t('exchange.settlement.void')}</option>
                </select>
              </div>
              {outcome === 'winners' ? (
                <div className="form-field">
                  <label htmlFor={`winner-${marketId}`}>{t('exchange.settlement.winner')}</label>
                  <select id={`winner-${marketId}`} value={winner} onChange={(e) => setWinner(e.target.value)}>
                    <option value="">{t('exchange.actions.chooseWinner')}</option>
                    {runners.map((r) => (
                      <option key={r.selectionId} value={r.selectionId}>
                        {r.name}
                      </option>
                    ))}
                  </select>
                </div>
              ) : null}
              <div className="form-field">
                <label htmlFor={`reason-${marketId}`}>{t('exchange.settlement.reason')}</label>
                <input id={`reason-${marketId}`} value={reason} maxLength={300} onChange={(e) => setReason(e.target.value)} />
              </div>
              <button
                type="submit"
                className="button button--danger"
                disabled={resettle.isPending || reason.trim().length < 3 || (outcome === 'winners' && !winner)}
              >
                {t('exchange.settlement.resettle')}
              </button>
            </form>
          ) : null}
          {resettle.isError ? (
            <p className="form-alert form-alert--error" role="alert">
              {resettle.error.message}
            </p>
          ) : null}
          {resettle.isSuccess ? (
            <p className="form-alert form-alert--success" role="status">
              {resettle.data.message}
            </p>
          ) : null}
        </>
      ) : null}
      {confirm ? (
        <ConfirmDialog
          title={
            confirm.outcome === 'void'
              ? t('exchange.settlement.confirmVoid')
              : t('exchange.settlement.confirmWinner', { winner: name(confirm.winner_selection_ids![0]!) })
          }
          confirmLabel={t('exchange.settlement.resettle')}
          danger
          busy={resettle.isPending}
          onConfirm={() => {
            resettle.mutate(confirm);
            setConfirm(null);
          }}
          onCancel={() => setConfirm(null)}
        >
          {t('exchange.settlement.confirmBody')}
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
