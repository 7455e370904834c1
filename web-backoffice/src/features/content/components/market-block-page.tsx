import type { MarketBlock } from '@khela/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import '@/components/form.css';
import { fieldError, formError } from '@/lib/form-errors';
import { useMarketBlock } from '../api/get-market-block';
import { useSaveMarketBlock } from '../api/save-market-block';
import './content.css';

/** Spec section 6: a section is blocked when its flag is 0 and status is not 'active'. */
function blocked(block: MarketBlock, flag: 'exchange_market' | 'cs_market'): boolean {
  return block.status !== 'active' && block[flag] === 0;
}

/** The market block: Exchange / sports (exchange_market) and game providers (cs_market). */
export function MarketBlockPage() {
  const { t } = useTranslation();
  const block = useMarketBlock();
  return (
    <section className="content-page">
      <h1>{t('content.marketBlock.title')}</h1>
      <p className="muted">{t('content.marketBlock.intro')}</p>
      {block.isError ? (
        <p className="form-alert form-alert--error" role="alert">
          {t('content.marketBlock.loadFailed', { message: block.error.message })}
        </p>
      ) : null}
      {block.data ? <MarketBlockForm initial={block.data} /> : block.isPending ? <p className="muted">{t('common.loading')}</p> : null}
    </section>
  );
}

function MarketBlockForm({ initial }: { initial: MarketBlock }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<MarketBlock>(initial);
  const [saved, setSaved] = useState(false);
  const save = useSaveMarketBlock();
  const set = (patch: Partial<MarketBlock>) => {
    setSaved(false);
    setDraft((d) => ({ ...d, ...patch }));
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    save.mutate(draft, {
      onSuccess: (next) => {
        setDraft(next);
        setSaved(true);
      },
    });
  }

  const topError = formError(save.error, ['exchange_market', 'cs_market', 'status']);
  const select = (id: 'exchange_market' | 'cs_market', label: string, hint: string) => (
    <div className="form-field">
      <label htmlFor={`mb-${id}`}>{label}</label>
      <select
        id={`mb-${id}`}
        value={draft[id]}
        aria-invalid={fieldError(save.error, id) ? true : undefined}
        onChange={(e) => set({ [id]: Number(e.target.value) })}
      >
        <option value={1}>{t('content.marketBlock.valueOpen')}</option>
        <option value={0}>{t('content.marketBlock.valueBlock')}</option>
      </select>
      <p className="form-field__hint">{hint}</p>
      {fieldError(save.error, id) ? <p className="form-field__error">{fieldError(save.error, id)}</p> : null}
    </div>
  );

  return (
    <form className="panel content-panel" onSubmit={submit} noValidate aria-label={t('content.marketBlock.title')}>
      {topError ? (
        <p className="form-alert form-alert--error" role="alert">
          {topError}
        </p>
      ) : null}
      <div className="content-grid">
        {select('exchange_market', t('content.marketBlock.exchangeLabel'), t('content.marketBlock.exchangeHint'))}
        {select('cs_market', t('content.marketBlock.gamesLabel'), t('content.marketBlock.gamesHint'))}
        <div className="form-field">
          <label htmlFor="mb-status">{t('content.marketBlock.status')}</label>
          <select id="mb-status" value={draft.status} onChange={(e) => set({ status: e.target.value })}>
            <option value="active">{t('content.marketBlock.statusActive')}</option>
            <option value="inactive">{t('content.marketBlock.statusInactive')}</option>
          </select>
          {fieldError(save.error, 'status') ? <p className="form-field__error">{fieldError(save.error, 'status')}</p> : null}
        </div>
      </div>
      <p className="status-line" aria-live="polite">
        <span>{t('content.marketBlock.afterSaving')}</span>
        <span className={blocked(draft, 'exchange_market') ? 'tag tag--danger' : 'tag tag--ok'}>
          {blocked(draft, 'exchange_market') ? t('content.marketBlock.exchangeBlocked') : t('content.marketBlock.exchangeOpen')}
        </span>
        <span className={blocked(draft, 'cs_market') ? 'tag tag--danger' : 'tag tag--ok'}>
          {blocked(draft, 'cs_market') ? t('content.marketBlock.gamesBlocked') : t('content.marketBlock.gamesOpen')}
        </span>
      </p>
      <div className="content-actions">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {save.isPending ? t('content.saving') : t('content.marketBlock.save')}
        </button>
        {saved ? (
          <span className="form-alert form-alert--success" role="status">
            {t('content.marketBlock.saved')}
          </span>
        ) : null}
      </div>
    </form>
  );
}
