import type { StaffGameProvider } from '@khela/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LoadingRow, MessageRow } from '@/components/table-rows';
import '@/components/data-table.css';
import '@/components/form.css';
import { useUpdateGameProvider } from '../api/change-game-provider';
import { useGameProviders } from '../api/list-game-providers';
import { LaunchUrlDialog } from './launch-url-dialog';
import { ProviderGamesTable } from './provider-games-table';
import { RotateKeyDialog } from './rotate-key-dialog';
import './games.css';

type Editing = { kind: 'status' | 'url' | 'key'; provider: StaffGameProvider } | null;

/**
 * Game providers (games.manage): status, signing key (fingerprint only; rotate), rollback-of-unknown rule,
 * launch URL, and the games of each provider on or off. Every change is audited by the API.
 */
export function GameProvidersPage() {
  const { t } = useTranslation();
  const providers = useGameProviders();
  const update = useUpdateGameProvider();
  const [editing, setEditing] = useState<Editing>(null);
  const [gamesOf, setGamesOf] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const done = (text: string) => {
    setNotice(text);
    setEditing(null);
  };

  const toggleStatus = (p: StaffGameProvider) => {
    const status = p.status === 'active' ? 'disabled' : 'active';
    update.mutate(
      { code: p.code, change: { status } },
      {
        onSuccess: (saved) =>
          done(t('games.providers.statusChanged', { name: saved.name, status: t(`games.providers.statuses.${saved.status}`) })),
      },
    );
  };
  const changeRule = (p: StaffGameProvider, rule: StaffGameProvider['rollback_unknown']) => {
    setNotice(null);
    update.mutate(
      { code: p.code, change: { rollback_unknown: rule } },
      {
        onSuccess: (saved) =>
          setNotice(t('games.providers.ruleChanged', { name: saved.name, rule: t(`games.providers.rules.${saved.rollback_unknown}`) })),
      },
    );
  };
  const shownGames = providers.data?.find((p) => p.code === gamesOf) ?? null;

  return (
    <section>
      <h1>{t('games.providers.title')}</h1>
      <p className="muted">{t('games.providers.intro')}</p>
      {notice ? (
        <p className="form-alert form-alert--success" role="status">
          {notice}
        </p>
      ) : null}
      {update.isError && editing?.kind !== 'url' ? (
        <p className="form-alert form-alert--error" role="alert">
          {update.error.message}
        </p>
      ) : null}
      {providers.isError ? (
        <p className="form-alert form-alert--error" role="alert">
          {t('games.providers.loadFailed', { message: providers.error.message })}
        </p>
      ) : null}
      <div className="data-table-wrap">
        <table className="data-table" aria-label={t('games.providers.title')}>
          <thead>
            <tr>
              <th>{t('games.providers.columns.provider')}</th>
              <th>{t('games.providers.columns.status')}</th>
              <th>{t('games.providers.columns.key')}</th>
              <th>{t('games.providers.columns.launchUrl')}</th>
              <th>{t('games.providers.columns.rollbackUnknown')}</th>
              <th>{t('games.providers.columns.platforms')}</th>
              <th>{t('games.providers.columns.games')}</th>
            </tr>
          </thead>
          <tbody>
            {providers.data?.map((p) => (
              <tr key={p.code} data-provider={p.code}>
                <td>
                  {p.name}
                  <div className="muted">
                    <code>{p.code}</code>
                  </div>
                </td>
                <td className="wrap">
                  <span className={p.status === 'active' ? 'tag tag--ok' : 'tag tag--danger'}>
                    {t(`games.providers.statuses.${p.status}`)}
                  </span>{' '}
                  <button
                    type="button"
                    className="button button--small button--secondary"
                    onClick={() => setEditing({ kind: 'status', provider: p })}
                  >
                    {p.status === 'active' ? t('games.providers.disable') : t('games.providers.enable')}
                  </button>
                </td>
                <td>
                  {t(`games.providers.schemes.${p.auth_scheme}`)}
                  <div>
                    <code className="fingerprint">{p.key_fingerprint}</code>
                  </div>
                  <button
                    type="button"
                    className="button button--small button--secondary"
                    onClick={() => setEditing({ kind: 'key', provider: p })}
                  >
                    {t('games.providers.rotate')}
                  </button>
                </td>
                <td className="wrap">
                  <code>{p.launch_url}</code>{' '}
                  <button
                    type="button"
                    className="button button--small button--secondary"
                    aria-label={t('games.providers.urlTitle', { name: p.name })}
                    onClick={() => {
                      update.reset();
                      setEditing({ kind: 'url', provider: p });
                    }}
                  >
                    {t('games.providers.editUrl')}
                  </button>
                </td>
                <td>
                  <select
                    aria-label={`${t('games.providers.columns.rollbackUnknown')} (${p.name})`}
                    value={p.rollback_unknown}
                    disabled={update.isPending}
                    onChange={(e) => changeRule(p, e.target.value as StaffGameProvider['rollback_unknown'])}
                  >
                    <option value="ok">{t('games.providers.rules.ok')}</option>
                    <option value="does_not_exist">{t('games.providers.rules.does_not_exist')}</option>
                  </select>
                </td>
                <td className="wrap">{p.platforms.join(', ') || '—'}</td>
                <td className="wrap">
                  {t('games.providers.gamesOn', { enabled: String(p.games_enabled), total: String(p.games_total) })}{' '}
                  <button
                    type="button"
                    className="button button--small button--secondary"
                    aria-expanded={gamesOf === p.code}
                    onClick={() => setGamesOf(gamesOf === p.code ? null : p.code)}
                  >
                    {gamesOf === p.code ? t('games.providers.hideGames') : t('games.providers.showGames')}
                  </button>
                </td>
              </tr>
            ))}
            {providers.data && providers.data.length === 0 ? <MessageRow columns={7}>{t('games.providers.empty')}</MessageRow> : null}
            {providers.isPending ? <LoadingRow columns={7} /> : null}
          </tbody>
        </table>
      </div>

      {shownGames ? <ProviderGamesTable provider={shownGames} /> : null}

      {editing?.kind === 'status' ? (
        <ConfirmDialog
          title={t(editing.provider.status === 'active' ? 'games.providers.disableTitle' : 'games.providers.enableTitle', {
            name: editing.provider.name,
          })}
          confirmLabel={editing.provider.status === 'active' ? t('games.providers.disable') : t('games.providers.enable')}
          danger={editing.provider.status === 'active'}
          busy={update.isPending}
          onConfirm={() => toggleStatus(editing.provider)}
          onCancel={() => setEditing(null)}
        >
          <p>{t(editing.provider.status === 'active' ? 'games.providers.disableQuestion' : 'games.providers.enableQuestion')}</p>
        </ConfirmDialog>
      ) : null}
      {editing?.kind === 'url' ? <LaunchUrlDialog provider={editing.provider} onDone={done} onCancel={() => setEditing(null)} /> : null}
      {editing?.kind === 'key' ? <RotateKeyDialog provider={editing.provider} onDone={done} onCancel={() => setEditing(null)} /> : null}
    </section>
  );
}
