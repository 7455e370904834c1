import { formatMoney, type BettingRecordTypesAnswer } from '@khela/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '@/components/page-status';
import { shortGameName } from '@/features/games/components/game-tile';
import { currentLanguage, type Language } from '@/i18n';
import { formatAmount, formatDhakaDateTime, formatDhakaDay } from '@/lib/format';
import { useBettingRecords } from '../api/get-betting-records';
import { useRecordTypes } from '../api/get-record-types';
import {
  defaultBettingFilters,
  groupRecords,
  recordProfitLoss,
  toRecordQuery,
  type BettingFilters,
  type RecordGroup,
} from '../lib/betting-groups';
import { BettingFilterPanel } from './betting-filter-panel';

function money(minor: bigint, language: Language): string {
  return `৳ ${formatAmount(formatMoney(minor), language)}`;
}

/** Profit/loss figure: red when negative (spec section 2.3); `brackets` for the summary header. */
function ProfitLoss({ value, brackets = false }: { value: bigint; brackets?: boolean }) {
  const text = money(value, currentLanguage());
  return <span className={value < 0n ? 'betting-pl betting-pl--negative' : 'betting-pl'}>{brackets ? `(${text})` : text}</span>;
}

function platformNamer(types: BettingRecordTypesAnswer | undefined) {
  const names = new Map((types?.platforms ?? []).map((item) => [item.platform, item.name]));
  return (platform: string) => names.get(platform) ?? platform;
}

/**
 * The Settled tab of /betting-record (spec section 2.3): a filter panel, then the settled rounds grouped
 * per Dhaka day, platform and game type with turnover and profit/loss; a group's arrow opens its games.
 */
export function SettledRecords({ now }: { now?: Date }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const types = useRecordTypes();
  const [filters, setFilters] = useState<BettingFilters>(defaultBettingFilters);
  const [query, setQuery] = useState(() => toRecordQuery(defaultBettingFilters, now ?? new Date()));
  const [panelOpen, setPanelOpen] = useState(false);
  const [openKey, setOpenKey] = useState<string | null>(null);
  const records = useBettingRecords(query);
  const groups = useMemo(() => groupRecords(records.data ?? []), [records.data]);
  const platformName = platformNamer(types.data);
  const open = groups.find((group) => group.key === openKey);

  if (open) return <GroupGames group={open} platformName={platformName(open.platform)} onBack={() => setOpenKey(null)} />;

  return (
    <div className="betting">
      <button type="button" className="betting-filter-toggle" aria-expanded={panelOpen} onClick={() => setPanelOpen((value) => !value)}>
        <span>{t('betting.filters')}</span>
        <span className="betting-filter-toggle__summary">
          {filters.platform ? platformName(filters.platform) : t('betting.allPlatforms')} ·{' '}
          {filters.gameType ? t(`categories.${filters.gameType}`) : t('betting.allGameTypes')} · {t(`betting.${filters.date}`)}
        </span>
      </button>
      {panelOpen ? (
        <BettingFilterPanel
          types={types.data}
          applied={filters}
          onConfirm={(next) => {
            setFilters(next);
            setQuery(toRecordQuery(next, now ?? new Date()));
            setPanelOpen(false);
          }}
        />
      ) : null}
      {records.isPending ? <LoadingState /> : null}
      {records.isError ? (
        <ErrorState title={t('betting.loadFailed')} detail={records.error.message} onRetry={() => void records.refetch()} />
      ) : null}
      {records.isSuccess && groups.length === 0 ? <p className="betting-empty">{t('betting.noData')}</p> : null}
      {groups.length > 0 ? (
        <ul className="betting-groups" aria-label={t('betting.groups')}>
          {groups.map((group) => {
            const label = `${platformName(group.platform)} · ${t(`categories.${group.gameType}`)}`;
            return (
              <li key={group.key} className="betting-group">
                <div className="betting-group__head">
                  <time dateTime={group.day}>{formatDhakaDay(group.day, language)}</time>
                  <span className="betting-group__name">{label}</span>
                </div>
                <dl className="betting-group__figures">
                  <div>
                    <dt>{t('betting.turnover')}</dt>
                    <dd>{money(group.turnover, language)}</dd>
                  </div>
                  <div>
                    <dt>{t('betting.profitLoss')}</dt>
                    <dd>
                      <ProfitLoss value={group.profitLoss} />
                    </dd>
                  </div>
                </dl>
                <button
                  type="button"
                  className="betting-group__open"
                  aria-label={t('betting.openGroup', { group: label, day: formatDhakaDay(group.day, language) })}
                  onClick={() => setOpenKey(group.key)}
                >
                  <span aria-hidden="true">›</span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}

/** One group's games: a summary header (platform, game type, turnover, profit/loss) and each settled round. */
function GroupGames({ group, platformName, onBack }: { group: RecordGroup; platformName: string; onBack: () => void }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <div className="betting">
      <button type="button" className="betting-back" onClick={onBack}>
        <span aria-hidden="true">‹ </span>
        {t('betting.back')}
      </button>
      <section className="betting-summary" aria-label={t('betting.summary')}>
        <h3 className="betting-summary__title">
          {platformName} · {t(`categories.${group.gameType}`)}
        </h3>
        <p className="betting-summary__day">{formatDhakaDay(group.day, language)}</p>
        <dl className="betting-group__figures">
          <div>
            <dt>{t('betting.turnover')}</dt>
            <dd>{money(group.turnover, language)}</dd>
          </div>
          <div>
            <dt>{t('betting.profitLoss')}</dt>
            <dd>
              <ProfitLoss value={group.profitLoss} brackets />
            </dd>
          </div>
        </dl>
      </section>
      <ul className="betting-games" aria-label={t('betting.games')}>
        {group.records.map((record) => (
          <li key={record.id} className="betting-game">
            <span className="betting-game__name" title={record.game_name}>
              {shortGameName(record.game_name)}
            </span>
            <ProfitLoss value={recordProfitLoss(record)} />
            <span className="betting-game__stake">
              {t('betting.stake')}: ৳ {formatAmount(record.bet_amount, language)}
            </span>
            <time className="betting-game__time" dateTime={record.created_at}>
              {formatDhakaDateTime(record.created_at, language)}
            </time>
          </li>
        ))}
      </ul>
    </div>
  );
}
