import type { StaffGameProvider, StaffGameProviderGame } from '@khela/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingRow, MessageRow } from '@/components/table-rows';
import { useProviderGames, useSetProviderGame } from '../api/provider-games';
import { StatedRtpDialog } from './stated-rtp-dialog';

/**
 * The games of one provider's platforms, each on or off (off: hidden, not launched, its bets refused), with
 * the RTP each states (editable: the game report shows it beside the actual RTP).
 */
export function ProviderGamesTable({ provider }: { provider: StaffGameProvider }) {
  const { t } = useTranslation();
  const games = useProviderGames(provider.code);
  const set = useSetProviderGame();
  const [notice, setNotice] = useState<string | null>(null);
  const [editingRtp, setEditingRtp] = useState<StaffGameProviderGame | null>(null);
  const title = t('games.games.title', { name: provider.name });
  return (
    <div className="panel games-panel">
      <h2>{title}</h2>
      {notice ? (
        <p className="form-alert form-alert--success" role="status">
          {notice}
        </p>
      ) : null}
      {set.isError ? (
        <p className="form-alert form-alert--error" role="alert">
          {set.error.message}
        </p>
      ) : null}
      {games.isError ? (
        <p className="form-alert form-alert--error" role="alert">
          {t('games.games.loadFailed', { message: games.error.message })}
        </p>
      ) : null}
      <div className="data-table-wrap">
        <table className="data-table" aria-label={title}>
          <thead>
            <tr>
              <th>{t('games.games.columns.game')}</th>
              <th>{t('games.games.columns.platform')}</th>
              <th>{t('games.games.columns.type')}</th>
              <th>{t('games.games.columns.statedRtp')}</th>
              <th>{t('games.games.columns.on')}</th>
            </tr>
          </thead>
          <tbody>
            {games.data?.data.map((g) => (
              <tr key={g.code}>
                <td>
                  {g.name}
                  <div className="muted">
                    <code>{g.code}</code>
                  </div>
                </td>
                <td>{g.platform}</td>
                <td>{g.type}</td>
                <td className="wrap">
                  {g.stated_rtp ? `${g.stated_rtp}%` : <span className="muted">{t('games.games.notStated')}</span>}{' '}
                  <button
                    type="button"
                    className="button button--small button--secondary"
                    aria-label={t('games.games.rtpTitle', { name: g.name })}
                    onClick={() => {
                      setNotice(null);
                      setEditingRtp(g);
                    }}
                  >
                    {t('games.games.editRtp')}
                  </button>
                </td>
                <td>
                  <input
                    type="checkbox"
                    aria-label={t('games.games.toggle', { name: g.name })}
                    checked={g.enabled}
                    disabled={set.isPending}
                    onChange={(e) => {
                      setNotice(null);
                      set.mutate(
                        { code: provider.code, game: g.code, enabled: e.target.checked },
                        {
                          onSuccess: (saved) =>
                            setNotice(t(saved.enabled ? 'games.games.turnedOn' : 'games.games.turnedOff', { name: saved.name })),
                        },
                      );
                    }}
                  />
                </td>
              </tr>
            ))}
            {games.data && games.data.data.length === 0 ? <MessageRow columns={5}>{t('games.games.empty')}</MessageRow> : null}
            {games.isPending ? <LoadingRow columns={5} /> : null}
          </tbody>
        </table>
      </div>
      {editingRtp ? (
        <StatedRtpDialog
          provider={provider.code}
          game={editingRtp}
          onDone={(text) => {
            setNotice(text);
            setEditingRtp(null);
          }}
          onCancel={() => setEditingRtp(null)}
        />
      ) : null}
    </div>
  );
}
