import type { StaffOriginalsGameSettings } from '@khela/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingRow, MessageRow } from '@/components/table-rows';
import { useOriginalsSettings } from '../api/originals-settings';
import { OriginalsSettingsDialog } from './originals-settings-dialog';

/**
 * Khela Originals settings (issue 19): every house game (dice, limbo, mines, slot, crash: one row per game
 * code) with its stated RTP, on/off, min and max bet and max win per bet. games.manage; each save is audited.
 */
export function OriginalsSettingsPage() {
  const { t } = useTranslation();
  const settings = useOriginalsSettings();
  const [editing, setEditing] = useState<StaffOriginalsGameSettings | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const rows = settings.data?.data;
  return (
    <div className="panel">
      <h1>{t('originals.title')}</h1>
      <p className="muted">{t('originals.intro')}</p>
      {notice ? (
        <p className="form-alert form-alert--success" role="status">
          {notice}
        </p>
      ) : null}
      <div className="data-table-wrap">
        <table className="data-table" aria-label={t('originals.title')}>
          <thead>
            <tr>
              <th>{t('originals.columns.game')}</th>
              <th>{t('originals.columns.rtp')}</th>
              <th>{t('originals.columns.enabled')}</th>
              <th className="num">{t('originals.columns.min_bet')}</th>
              <th className="num">{t('originals.columns.max_bet')}</th>
              <th className="num">{t('originals.columns.max_win')}</th>
              <th>{t('originals.columns.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {settings.isPending ? <LoadingRow columns={7} /> : null}
            {settings.isError ? (
              <MessageRow columns={7}>{t('originals.loadFailed', { message: settings.error.message })}</MessageRow>
            ) : null}
            {rows?.map((g) => (
              <tr key={g.game_code} data-testid={`originals-settings-${g.game_code}`}>
                <td>
                  {g.name}
                  <div className="muted">
                    <code>{g.game_code}</code>
                  </div>
                </td>
                <td>{g.stated_rtp ? `${g.stated_rtp}%` : '-'}</td>
                <td>
                  {g.enabled ? t('originals.on') : t('originals.off')}
                  {g.listed ? null : <div className="muted">{t('originals.notListed')}</div>}
                </td>
                <td className="num">{g.min_bet}</td>
                <td className="num">{g.max_bet}</td>
                <td className="num">{g.max_win}</td>
                <td>
                  <button
                    type="button"
                    className="button button--small button--secondary"
                    aria-label={t('originals.editTitle', { name: g.name })}
                    onClick={() => {
                      setNotice(null);
                      setEditing(g);
                    }}
                  >
                    {t('originals.edit')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {editing ? (
        <OriginalsSettingsDialog
          game={editing}
          onDone={(text) => {
            setEditing(null);
            setNotice(text);
          }}
          onCancel={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}
