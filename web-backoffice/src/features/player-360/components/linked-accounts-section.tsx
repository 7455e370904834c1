import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadingRow, MessageRow } from '@/components/table-rows';
import '@/components/data-table.css';
import { useLinkedAccounts } from '../api/linked-accounts';
import './player-360.css';

/**
 * The player page's linked accounts (issue 22, players.read): other players sharing an IP address (sign-up or a
 * successful log-in), a phone number or an e-mail address with this one, and what they share.
 */
export function LinkedAccountsSection({ playerId }: { playerId: string }) {
  const { t } = useTranslation();
  const linked = useLinkedAccounts(playerId);
  const rows = linked.data?.data ?? [];
  return (
    <section className="player-360" aria-labelledby="linked-accounts-title" data-testid="linked-accounts">
      <h2 id="linked-accounts-title">{t('player360.linked.title')}</h2>
      <p className="muted">{t('player360.linked.rule')}</p>
      {linked.isError ? (
        <p className="form-alert form-alert--error" role="alert">
          {linked.error.message}
        </p>
      ) : null}
      <div className="data-table-wrap">
        <table className="data-table" aria-label={t('player360.linked.title')}>
          <thead>
            <tr>
              <th>{t('player360.linked.player')}</th>
              <th>{t('player360.linked.shares')}</th>
              <th>{t('player360.linked.status')}</th>
            </tr>
          </thead>
          <tbody>
            {linked.isPending ? <LoadingRow columns={3} /> : null}
            {linked.data && rows.length === 0 ? <MessageRow columns={3}>{t('player360.linked.empty')}</MessageRow> : null}
            {rows.map((account) => (
              <tr key={account.player_id}>
                <td>
                  <Link to={`/players/${account.player_id}`}>{account.username}</Link> <span className="muted">#{account.player_id}</span>
                </td>
                <td>
                  <ul className="link-reasons">
                    {account.reasons.map((reason) => (
                      <li key={`${reason.kind}-${reason.value}`}>
                        {t(`player360.linked.kind.${reason.kind}`)}: <span className="mono">{reason.value}</span>
                      </li>
                    ))}
                  </ul>
                </td>
                <td>
                  <span className={`tag ${account.status === 'locked' ? 'tag--danger' : 'tag--ok'}`}>
                    {t(`player360.linked.state.${account.status}`)}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {linked.data?.truncated ? <p className="muted">{t('player360.linked.truncated')}</p> : null}
      {linked.data && linked.data.crowded_ips.length > 0 ? (
        <p className="muted">{t('player360.linked.crowded', { ips: linked.data.crowded_ips.join(', ') })}</p>
      ) : null}
    </section>
  );
}
