import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '@/components/pager';
import { LoadingRow, MessageRow } from '@/components/table-rows';
import '@/components/data-table.css';
import '@/components/form.css';
import { bdt, dhaka } from '@/features/payments/components/format';
import { emptyRoundFilter, useRounds, type RoundFilter } from '../api/game-rounds';
import { RefusedCallsPanel } from './refused-calls-panel';
import { RoundRecall } from './round-recall';
import './games.css';

type Draft = Omit<RoundFilter, 'page'>;
const fields = ['player_id', 'game_code', 'provider'] as const;
const labels = { player_id: 'games.rounds.playerId', game_code: 'games.rounds.gameCode', provider: 'games.rounds.provider' } as const;

/**
 * Rounds search by player, game, provider and Dhaka days; a round opens its recall (every call and
 * balance). Below, the calls refused before any decision, which belong to no recorded round.
 */
export function GameRoundsPage() {
  const { t } = useTranslation();
  const ids = useId();
  const [draft, setDraft] = useState<Draft>(emptyRoundFilter);
  const [filter, setFilter] = useState<RoundFilter>(emptyRoundFilter);
  const [open, setOpen] = useState<string | null>(null);
  const rounds = useRounds(filter);
  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilter({ ...draft, page: 1 });
  };

  return (
    <section>
      <h1>{t('games.rounds.title')}</h1>
      <p className="muted">{t('games.rounds.intro')}</p>
      <form className="toolbar" role="search" onSubmit={search}>
        {fields.map((field) => (
          <div className="form-field" key={field}>
            <label htmlFor={`${ids}-${field}`}>{t(labels[field])}</label>
            <input id={`${ids}-${field}`} value={draft[field]} onChange={(e) => setDraft({ ...draft, [field]: e.target.value })} />
          </div>
        ))}
        <div className="form-field">
          <label htmlFor={`${ids}-from`}>{t('games.rounds.from')}</label>
          <input id={`${ids}-from`} type="date" value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.target.value })} />
        </div>
        <div className="form-field">
          <label htmlFor={`${ids}-to`}>{t('games.rounds.to')}</label>
          <input id={`${ids}-to`} type="date" value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} />
        </div>
        <button type="submit" className="button button--primary">
          {t('games.rounds.search')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            setDraft(emptyRoundFilter);
            setFilter(emptyRoundFilter);
          }}
        >
          {t('games.rounds.reset')}
        </button>
      </form>
      {rounds.isError ? (
        <p className="form-alert form-alert--error" role="alert">
          {t('games.rounds.loadFailed', { message: rounds.error.message })}
        </p>
      ) : null}
      <div className="data-table-wrap">
        <table className="data-table" aria-label={t('games.rounds.title')}>
          <thead>
            <tr>
              <th>{t('games.rounds.columns.opened')}</th>
              <th>{t('games.rounds.columns.provider')}</th>
              <th>{t('games.rounds.columns.round')}</th>
              <th>{t('games.rounds.columns.player')}</th>
              <th>{t('games.rounds.columns.game')}</th>
              <th>{t('games.rounds.columns.status')}</th>
              <th className="num">{t('games.rounds.columns.bet')}</th>
              <th className="num">{t('games.rounds.columns.win')}</th>
              <th className="num">{t('games.rounds.columns.rolledBack')}</th>
              <th>{t('games.rounds.columns.closed')}</th>
              <th>{t('games.rounds.columns.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {rounds.data?.data.map((r) => (
              <tr key={r.id} aria-selected={open === r.id}>
                <td>{dhaka(r.opened_at)}</td>
                <td>{r.provider}</td>
                <td className="wrap">
                  <code>{r.round_id}</code>
                </td>
                <td>{r.player_id}</td>
                <td>
                  {r.game_name}
                  <div className="muted">{r.platform}</div>
                </td>
                <td>
                  <span className={r.status === 'closed' ? 'tag tag--ok' : 'tag'}>{t(`games.rounds.statuses.${r.status}`)}</span>
                </td>
                <td className="num">{bdt(r.bet)}</td>
                <td className="num">{bdt(r.win)}</td>
                <td className="num">{bdt(r.rolled_back)}</td>
                <td>{r.closed_at ? dhaka(r.closed_at) : '—'}</td>
                <td>
                  <button type="button" className="button button--small button--secondary" onClick={() => setOpen(r.id)}>
                    {t('games.rounds.open')}
                  </button>
                </td>
              </tr>
            ))}
            {rounds.data && rounds.data.data.length === 0 ? <MessageRow columns={11}>{t('games.rounds.empty')}</MessageRow> : null}
            {rounds.isPending ? <LoadingRow columns={11} /> : null}
          </tbody>
        </table>
      </div>
      {rounds.data ? (
        <Pager
          page={rounds.data.page}
          lastPage={rounds.data.last_page}
          total={rounds.data.total}
          perPage={rounds.data.per_page}
          onPage={(page) => setFilter({ ...filter, page })}
          disabled={rounds.isFetching}
        />
      ) : null}
      {open ? <RoundRecall id={open} onClose={() => setOpen(null)} /> : null}
      <RefusedCallsPanel />
    </section>
  );
}
