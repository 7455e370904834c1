import type { VipLevelLabel } from '@khela/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { useVipPlayerHistory } from '../api/vip-staff';
import './vip.css';

const dhakaTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Dhaka' });

/**
 * One player's VIP history for staff (issue 21): points per source, level changes with their dates (Dhaka),
 * weekly cash-back paid and conversions. Looked up by player id (`?player=` opens it directly).
 */
export function VipPlayerHistoryPanel({ initialPlayerId }: { initialPlayerId?: string }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(initialPlayerId ?? '');
  const [playerId, setPlayerId] = useState<string | null>(initialPlayerId || null);
  const history = useVipPlayerHistory(playerId);
  const bn = currentLanguage() === 'bn';
  const levelName = (label: VipLevelLabel) => (bn ? label.name_bn : label.name_en);
  const sourceName = (source: string) => {
    const key = `vip.sources.${source}` as const;
    return ['games', 'originals', 'exchange'].includes(source) ? t(key as 'vip.sources.games') : source;
  };
  const data = history.data;
  return (
    <section className="vip-section" aria-label={t('vip.historyTitle')}>
      <h2>{t('vip.historyTitle')}</h2>
      <form
        className="vip-filters"
        onSubmit={(event) => {
          event.preventDefault();
          setPlayerId(draft.trim() || null);
        }}
      >
        <div className="form-field">
          <label htmlFor="vip-history-player">{t('vip.playerId')}</label>
          <input id="vip-history-player" inputMode="numeric" value={draft} onChange={(e) => setDraft(e.target.value)} />
        </div>
        <button type="submit" className="button button--small">
          {t('vip.show')}
        </button>
      </form>
      {history.isError ? (
        <p className="form-alert form-alert--error" role="alert">
          {history.error instanceof ApiError && history.error.status === 404 ? t('vip.noHistory') : history.error.message}
        </p>
      ) : null}
      {data ? (
        <div>
          <p>
            <strong>
              {t('vip.historyOf', {
                id: data.player_id,
                level: bn ? data.level.name_bn : data.level.name_en,
                lifetime: data.lifetime_points.toLocaleString('en-US'),
                coin: data.vip_coin.toLocaleString('en-US'),
              })}
            </strong>
          </p>
          <h3>{t('vip.bySource')}</h3>
          <div className="data-table-wrap">
            <table className="data-table" aria-label={t('vip.bySource')}>
              <thead>
                <tr>
                  <th>{t('vip.source')}</th>
                  <th className="num">{t('vip.stake')}</th>
                  <th className="num">{t('vip.points')}</th>
                </tr>
              </thead>
              <tbody>
                {data.points_by_source.length === 0 ? (
                  <tr>
                    <td colSpan={3}>{t('vip.none')}</td>
                  </tr>
                ) : null}
                {data.points_by_source.map((s) => (
                  <tr key={s.source}>
                    <td>{sourceName(s.source)}</td>
                    <td className="num">{s.stake}</td>
                    <td className="num">{s.points.toLocaleString('en-US')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <h3>{t('vip.levelChanges')}</h3>
          <div className="data-table-wrap">
            <table className="data-table" aria-label={t('vip.levelChanges')}>
              <thead>
                <tr>
                  <th>{t('vip.when')}</th>
                  <th>{t('vip.change')}</th>
                  <th className="num">{t('vip.columns.threshold')}</th>
                </tr>
              </thead>
              <tbody>
                {data.level_changes.length === 0 ? (
                  <tr>
                    <td colSpan={3}>{t('vip.none')}</td>
                  </tr>
                ) : null}
                {data.level_changes.map((c, i) => (
                  <tr key={`${c.at}-${i}`}>
                    <td>{dhakaTime.format(new Date(c.at))}</td>
                    <td>
                      {levelName(c.from_level)} → {levelName(c.to_level)} {c.direction === 'up' ? '▲' : '▼'}
                    </td>
                    <td className="num">{c.lifetime_points.toLocaleString('en-US')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <h3>{t('vip.cashbackPaid')}</h3>
          <div className="data-table-wrap">
            <table className="data-table" aria-label={t('vip.cashbackPaid')}>
              <thead>
                <tr>
                  <th>{t('vip.columns.week')}</th>
                  <th>{t('vip.columns.level')}</th>
                  <th className="num">{t('vip.rate')}</th>
                  <th className="num">{t('vip.netLoss')}</th>
                  <th className="num">{t('vip.columns.amount')}</th>
                </tr>
              </thead>
              <tbody>
                {data.cashback_paid.length === 0 ? (
                  <tr>
                    <td colSpan={5}>{t('vip.none')}</td>
                  </tr>
                ) : null}
                {data.cashback_paid.map((c) => (
                  <tr key={c.week_start}>
                    <td>{c.week_start}</td>
                    <td>{levelName(c.level_label)}</td>
                    <td className="num">{c.rate_percent}</td>
                    <td className="num">{c.net_loss}</td>
                    <td className="num">{c.amount}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <h3>{t('vip.conversions')}</h3>
          <div className="data-table-wrap">
            <table className="data-table" aria-label={t('vip.conversions')}>
              <thead>
                <tr>
                  <th>{t('vip.when')}</th>
                  <th className="num">{t('vip.points')}</th>
                  <th className="num">{t('vip.columns.amount')}</th>
                  <th>{t('vip.columns.level')}</th>
                </tr>
              </thead>
              <tbody>
                {data.conversions.length === 0 ? (
                  <tr>
                    <td colSpan={4}>{t('vip.none')}</td>
                  </tr>
                ) : null}
                {data.conversions.map((c, i) => (
                  <tr key={`${c.at}-${i}`}>
                    <td>{dhakaTime.format(new Date(c.at))}</td>
                    <td className="num">{c.points.toLocaleString('en-US')}</td>
                    <td className="num">{c.amount}</td>
                    <td>{levelName(c.level_label)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      ) : null}
    </section>
  );
}
