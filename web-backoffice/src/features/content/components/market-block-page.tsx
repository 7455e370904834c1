import type { MarketBlock } from '@khela/contracts';
import { useState, type FormEvent } from 'react';
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
  const block = useMarketBlock();
  return (
    <section className="content-page">
      <h1>Market block</h1>
      <p className="muted">
        A blocked section opens the “Market Block” pop-up on the player site instead. A section is blocked when its value is 0 and the
        status is not “active” (status “active” lifts every block).
      </p>
      {block.isError ? (
        <p className="form-alert form-alert--error" role="alert">
          Could not load the market block: {block.error.message}
        </p>
      ) : null}
      {block.data ? <MarketBlockForm initial={block.data} /> : block.isPending ? <p className="muted">Loading…</p> : null}
    </section>
  );
}

function MarketBlockForm({ initial }: { initial: MarketBlock }) {
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
        <option value={1}>1 — open</option>
        <option value={0}>0 — block</option>
      </select>
      <p className="form-field__hint">{hint}</p>
      {fieldError(save.error, id) ? <p className="form-field__error">{fieldError(save.error, id)}</p> : null}
    </div>
  );

  return (
    <form className="panel content-panel" onSubmit={submit} noValidate aria-label="Market block">
      {topError ? (
        <p className="form-alert form-alert--error" role="alert">
          {topError}
        </p>
      ) : null}
      <div className="content-grid">
        {select('exchange_market', 'Exchange market (exchange_market)', 'Exchange and the sports entries.')}
        {select('cs_market', 'Games market (cs_market)', 'Game providers of every other category.')}
        <div className="form-field">
          <label htmlFor="mb-status">Status</label>
          <select id="mb-status" value={draft.status} onChange={(e) => set({ status: e.target.value })}>
            <option value="active">active — nothing blocked</option>
            <option value="inactive">inactive — the 0 values block</option>
          </select>
          {fieldError(save.error, 'status') ? <p className="form-field__error">{fieldError(save.error, 'status')}</p> : null}
        </div>
      </div>
      <p className="status-line" aria-live="polite">
        <span>After saving:</span>
        <span className={blocked(draft, 'exchange_market') ? 'tag tag--danger' : 'tag tag--ok'}>
          Exchange {blocked(draft, 'exchange_market') ? 'blocked' : 'open'}
        </span>
        <span className={blocked(draft, 'cs_market') ? 'tag tag--danger' : 'tag tag--ok'}>
          Games {blocked(draft, 'cs_market') ? 'blocked' : 'open'}
        </span>
      </p>
      <div className="content-actions">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save market block'}
        </button>
        {saved ? (
          <span className="form-alert form-alert--success" role="status">
            Market block saved.
          </span>
        ) : null}
      </div>
    </form>
  );
}
