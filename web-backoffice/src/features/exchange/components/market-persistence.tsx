import type { ExchangeMarketPersistenceView, ExchangePersistenceRule } from '@khela/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMarketPersistence, useSetMarketPersistence } from '../api/market-persistence';

/**
 * The match odds market's order persistence (issue 18): whether unmatched orders are kept or lapse when the
 * market is suspended and when it turns in play. Everyone who sees the desk sees it; a trader changes it while
 * the market is open (audited). The server's answer (or refusal) is shown as it comes.
 */
export function MarketPersistence({ eventId, marketId, canTrade }: { eventId: string; marketId: string; canTrade: boolean }) {
  const { t } = useTranslation();
  const current = useMarketPersistence(eventId, marketId);
  if (current.isPending) return <p>{t('exchange.persistence.loading')}</p>;
  if (current.isError)
    return (
      <p className="form-alert form-alert--error" role="alert">
        {current.error.message}
      </p>
    );
  return <PersistenceForm eventId={eventId} view={current.data} canTrade={canTrade} key={current.data.marketId} />;
}

function PersistenceForm({ eventId, view, canTrade }: { eventId: string; view: ExchangeMarketPersistenceView; canTrade: boolean }) {
  const { t } = useTranslation();
  const [onSuspend, setOnSuspend] = useState<ExchangePersistenceRule>(view.onSuspend);
  const [onInplay, setOnInplay] = useState<ExchangePersistenceRule>(view.onInplay);
  const saving = useSetMarketPersistence(eventId, view.marketId);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    saving.mutate({ onSuspend, onInplay });
  };
  const rule = (id: string, label: string, value: ExchangePersistenceRule, set: (v: ExchangePersistenceRule) => void) => (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} disabled={!canTrade} onChange={(e) => set(e.target.value as ExchangePersistenceRule)}>
        <option value="lapse">{t('exchange.persistence.lapse')}</option>
        <option value="keep">{t('exchange.persistence.keep')}</option>
      </select>
    </div>
  );
  return (
    <form className="exchange-actions" aria-label={t('exchange.persistence.title')} onSubmit={submit}>
      {rule('persistence-suspend', t('exchange.persistence.onSuspend'), onSuspend, setOnSuspend)}
      {rule('persistence-inplay', t('exchange.persistence.onInplay'), onInplay, setOnInplay)}
      {canTrade ? (
        <button
          type="submit"
          className="button"
          disabled={saving.isPending || (onSuspend === view.onSuspend && onInplay === view.onInplay)}
        >
          {t('exchange.persistence.save')}
        </button>
      ) : null}
      <p className="muted">{view.set ? t('exchange.persistence.setByTrader') : t('exchange.persistence.default')}</p>
      {saving.isSuccess ? <p role="status">{saving.data.message}</p> : null}
      {saving.isError ? (
        <p className="form-alert form-alert--error" role="alert">
          {saving.error.message}
        </p>
      ) : null}
    </form>
  );
}
