import type { BookmakerMarket, FancyBet } from '@khela/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TraderChange } from '../api/trade-event';

interface EditorProps {
  canTrade: boolean;
  busy: boolean;
  onSave: (change: TraderChange) => void;
}

/** Numbers typed in a price field; the server refuses what is out of range. */
const toNumber = (text: string) => (text.trim() === '' ? NaN : Number(text));

/**
 * A bookmaker market's runners (prices per 100, flags) and, for a trader, its prices and stake limits to edit.
 * The draft is taken when editing starts, so the page's refreshes do not overwrite what is being typed.
 */
export function BookmakerEditor({ market, canTrade, busy, onSave }: EditorProps & { market: BookmakerMarket }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<{ minStake: string; maxStake: string; prices: Record<number, { back: string; lay: string }> } | null>(
    null,
  );
  const start = () =>
    setDraft({
      minStake: market.minStake,
      maxStake: market.maxStake,
      prices: Object.fromEntries(market.runners.map((r) => [r.selectionId, { back: String(r.backPrice), lay: String(r.layPrice) }])),
    });
  const save = () => {
    if (!draft) return;
    onSave({
      kind: 'bookmaker',
      marketId: market.marketId,
      minStake: draft.minStake,
      maxStake: draft.maxStake,
      runners: market.runners.map((r) => ({
        selectionId: r.selectionId,
        backPrice: toNumber(draft.prices[r.selectionId]?.back ?? ''),
        layPrice: toNumber(draft.prices[r.selectionId]?.lay ?? ''),
      })),
    });
    setDraft(null);
  };
  const setPrice = (selectionId: number, side: 'back' | 'lay', value: string) =>
    setDraft((d) => d && { ...d, prices: { ...d.prices, [selectionId]: { ...d.prices[selectionId]!, [side]: value } } });

  return (
    <>
      <div className="data-table-wrap">
        <table className="data-table" aria-label={market.name}>
          <thead>
            <tr>
              <th>{t('exchange.detail.runner')}</th>
              <th>{t('exchange.detail.back')}</th>
              <th>{t('exchange.detail.lay')}</th>
              <th>{t('exchange.detail.flags')}</th>
            </tr>
          </thead>
          <tbody>
            {market.runners.map((runner) => (
              <tr key={runner.selectionId}>
                <td>{runner.runner}</td>
                <td>
                  {draft ? (
                    <input
                      className="exchange-price-input"
                      aria-label={`${runner.runner} ${t('exchange.detail.back')}`}
                      inputMode="numeric"
                      value={draft.prices[runner.selectionId]?.back ?? ''}
                      onChange={(e) => setPrice(runner.selectionId, 'back', e.target.value)}
                    />
                  ) : (
                    runner.backPrice
                  )}
                </td>
                <td>
                  {draft ? (
                    <input
                      className="exchange-price-input"
                      aria-label={`${runner.runner} ${t('exchange.detail.lay')}`}
                      inputMode="numeric"
                      value={draft.prices[runner.selectionId]?.lay ?? ''}
                      onChange={(e) => setPrice(runner.selectionId, 'lay', e.target.value)}
                    />
                  ) : (
                    runner.layPrice
                  )}
                </td>
                <td>
                  {runner.suspended ? <span className="tag tag--danger">{t('exchange.detail.suspendedFlag')}</span> : null}
                  {runner.ball_running ? <span className="tag tag--warn">{t('exchange.detail.ballRunning')}</span> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {canTrade ? (
        <div className="exchange-actions">
          {draft ? (
            <>
              <div className="form-field">
                <label htmlFor={`bm-min-${market.marketId}`}>{t('exchange.detail.minStake')}</label>
                <input
                  id={`bm-min-${market.marketId}`}
                  value={draft.minStake}
                  onChange={(e) => setDraft({ ...draft, minStake: e.target.value })}
                />
              </div>
              <div className="form-field">
                <label htmlFor={`bm-max-${market.marketId}`}>{t('exchange.detail.maxStake')}</label>
                <input
                  id={`bm-max-${market.marketId}`}
                  value={draft.maxStake}
                  onChange={(e) => setDraft({ ...draft, maxStake: e.target.value })}
                />
              </div>
              <button type="button" className="button button--primary" disabled={busy} onClick={save}>
                {t('exchange.actions.save')}
              </button>
              <button type="button" className="button button--secondary" onClick={() => setDraft(null)}>
                {t('exchange.actions.cancel')}
              </button>
            </>
          ) : (
            <button type="button" className="button button--secondary" onClick={start}>
              {t('exchange.actions.edit')}
            </button>
          )}
        </div>
      ) : null}
    </>
  );
}

type FancyDraft = Record<'no' | 'no_rate' | 'yes' | 'yes_rate' | 'minStake' | 'maxStake', string>;
const fancyFields = ['no', 'no_rate', 'yes', 'yes_rate', 'minStake', 'maxStake'] as const;
const fancyLabel = { no: 'no', no_rate: 'noRate', yes: 'yes', yes_rate: 'yesRate', minStake: 'minStake', maxStake: 'maxStake' } as const;

/** The fancy lines (No / Yes, rates, limits, flags); a trader edits one line at a time. */
export function FancyEditor({ lines, canTrade, busy, onSave }: EditorProps & { lines: FancyBet[] }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<{ id: string; draft: FancyDraft } | null>(null);
  const save = () => {
    if (!editing) return;
    const d = editing.draft;
    onSave({
      kind: 'fancy',
      fancyId: editing.id,
      no: toNumber(d.no),
      no_rate: toNumber(d.no_rate),
      yes: toNumber(d.yes),
      yes_rate: toNumber(d.yes_rate),
      minStake: d.minStake,
      maxStake: d.maxStake,
    });
    setEditing(null);
  };
  return (
    <div className="data-table-wrap">
      <table className="data-table" aria-label={t('exchange.detail.fancy')}>
        <thead>
          <tr>
            <th>{t('exchange.detail.line')}</th>
            {fancyFields.map((f) => (
              <th key={f}>{t(`exchange.detail.${fancyLabel[f]}`)}</th>
            ))}
            <th>{t('exchange.detail.flags')}</th>
            {canTrade ? <th /> : null}
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => {
            const draft = editing?.id === line.id ? editing.draft : null;
            return (
              <tr key={line.id}>
                <td>{line.title}</td>
                {fancyFields.map((f) => (
                  <td key={f}>
                    {draft ? (
                      <input
                        className="exchange-price-input"
                        aria-label={`${line.title} ${t(`exchange.detail.${fancyLabel[f]}`)}`}
                        value={draft[f]}
                        onChange={(e) => setEditing({ id: line.id, draft: { ...draft, [f]: e.target.value } })}
                      />
                    ) : (
                      line[f]
                    )}
                  </td>
                ))}
                <td>
                  {line.suspended ? <span className="tag tag--danger">{t('exchange.detail.suspendedFlag')}</span> : null}
                  {line.ball_running ? <span className="tag tag--warn">{t('exchange.detail.ballRunning')}</span> : null}
                </td>
                {canTrade ? (
                  <td>
                    {draft ? (
                      <>
                        <button type="button" className="button button--primary" disabled={busy} onClick={save}>
                          {t('exchange.actions.save')}
                        </button>{' '}
                        <button type="button" className="button button--secondary" onClick={() => setEditing(null)}>
                          {t('exchange.actions.cancel')}
                        </button>
                      </>
                    ) : (
                      <button
                        type="button"
                        className="button button--secondary"
                        onClick={() =>
                          setEditing({ id: line.id, draft: Object.fromEntries(fancyFields.map((f) => [f, String(line[f])])) as FancyDraft })
                        }
                      >
                        {t('exchange.actions.edit')}
                      </button>
                    )}
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
