import { formatMoney, type ExchangeRecord } from '@khela/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorState, LoadingState } from '@/components/page-status';
import { useUser } from '@/features/account/api/get-user';
import { useWallet } from '@/features/account/api/get-wallet';
import { useExchangeRecords } from '@/features/betting/api/get-exchange-records';
import { marketNameKey } from '@/features/betting/market-name';
import { currentLanguage } from '@/i18n';
import { formatAmount, formatDhakaDateTime, formatDhakaDay } from '@/lib/format';
import { readStored, StorageKeys } from '@/lib/session';
import { useBalanceActivity, useExchangePnl } from '../api/get-exchange-pnl';

export const accountSections = ['profile', 'balance', 'bets', 'history', 'pnl', 'activity'] as const;
type Section = (typeof accountSections)[number];

const isSection = (value: string | null): value is Section => accountSections.includes(value as Section);

/**
 * /exchange-account (spec section 2.3): the menu My Profile, Balance Overview, My Bets, Bets History,
 * Profit & Loss and Activity Log, each with the player's real data (the section in `?section=`).
 */
export function ExchangeAccount() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const section: Section = isSection(params.get('section')) ? (params.get('section') as Section) : 'balance';
  return (
    <div className="exchange-account">
      <nav className="exchange-account__menu" aria-label={t('exchange.account.menu')}>
        {accountSections.map((value) => (
          <button
            key={value}
            type="button"
            className="exchange-account__item"
            aria-current={section === value ? 'page' : undefined}
            onClick={() => setParams({ section: value }, { replace: true })}
          >
            {t(`exchange.account.${value}`)}
          </button>
        ))}
      </nav>
      <section className="exchange-account__panel" aria-label={t(`exchange.account.${section}`)}>
        <h3 className="exchange-account__title">{t(`exchange.account.${section}`)}</h3>
        {section === 'profile' ? <Profile /> : null}
        {section === 'balance' ? <BalanceOverview /> : null}
        {section === 'bets' ? <Bets open /> : null}
        {section === 'history' ? <Bets open={false} /> : null}
        {section === 'pnl' ? <ProfitLoss /> : null}
        {section === 'activity' ? <Activity /> : null}
      </section>
    </div>
  );
}

const money = (value: string) => `৳ ${formatAmount(value, currentLanguage())}`;
const negative = (value: string) => value.startsWith('-');

function Figures({ rows }: { rows: [string, string, string?][] }) {
  return (
    <dl className="exchange-account__figures">
      {rows.map(([label, value, className]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd className={className}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Profile() {
  const { t } = useTranslation();
  const user = useUser(readStored(StorageKeys.remoteId));
  if (user.isPending) return <LoadingState />;
  if (user.isError)
    return <ErrorState title={t('exchange.account.loadFailed')} detail={user.error.message} onRetry={() => void user.refetch()} />;
  return (
    <Figures
      rows={[
        [t('exchange.account.username'), user.data.username],
        [t('exchange.account.phone'), user.data.phone],
        [t('exchange.account.currency'), user.data.currency],
        [t('exchange.account.memberSince'), formatDhakaDay(user.data.created_at, currentLanguage())],
      ]}
    />
  );
}

function BalanceOverview() {
  const { t } = useTranslation();
  const wallet = useWallet();
  if (wallet.isPending) return <LoadingState />;
  if (wallet.isError)
    return <ErrorState title={t('exchange.account.loadFailed')} detail={wallet.error.message} onRetry={() => void wallet.refetch()} />;
  const main = wallet.data.main;
  const exposure = wallet.data.exposure;
  // the balance is what the player has in play and free: main (available) plus what exposure holds
  const total = formatMoney(BigInt(main.replace('.', '')) + BigInt(exposure.replace('.', '')));
  return (
    <Figures
      rows={[
        [t('exchange.account.totalBalance'), money(total)],
        [t('exchange.account.exposure'), money(exposure), 'exchange-account__exposure'],
        [t('exchange.account.available'), money(main)],
      ]}
    />
  );
}

function Bets({ open }: { open: boolean }) {
  const { t } = useTranslation();
  const records = useExchangeRecords('last7');
  if (records.isPending) return <LoadingState />;
  if (records.isError)
    return <ErrorState title={t('exchange.account.loadFailed')} detail={records.error.message} onRetry={() => void records.refetch()} />;
  const list = records.data.filter((r) => (r.status === 'open') === open);
  if (list.length === 0) return <p className="exchange-account__empty">{t('betting.noData')}</p>;
  return (
    <ul className="exchange-account__list" aria-label={t(open ? 'exchange.account.bets' : 'exchange.account.history')}>
      {list.map((record) => (
        <BetRow key={record.transaction_id} record={record} />
      ))}
    </ul>
  );
}

function BetRow({ record }: { record: ExchangeRecord }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const unmatched = record.matched !== record.stake;
  return (
    <li className="exchange-account__row">
      <span className="exchange-account__event">{record.event_name}</span>
      <span
        className={
          record.status === 'WON'
            ? 'exchange-account__pl exchange-account__pl--won'
            : record.status === 'open'
              ? 'exchange-account__pl'
              : 'exchange-account__pl exchange-account__pl--lost'
        }
      >
        {record.status === 'open' ? t('betting.status.open') : money(record.net_profit_loss)}
      </span>
      <span className="exchange-account__meta">
        {t(`betting.betType.${record.bet_type}`)} · {record.selection_name} @ {record.odds} · {money(record.stake)}
      </span>
      <span className="exchange-account__meta">
        {record.status === 'open'
          ? unmatched
            ? t('exchange.account.unmatched', { matched: money(record.matched) })
            : t('exchange.account.matched')
          : t(`betting.status.${record.status}`)}
      </span>
      <time className="exchange-account__meta" dateTime={record.created_at}>
        {formatDhakaDateTime(record.created_at, language)}
      </time>
    </li>
  );
}

function ProfitLoss() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const pnl = useExchangePnl(true);
  if (pnl.isPending) return <LoadingState />;
  if (pnl.isError)
    return <ErrorState title={t('exchange.account.loadFailed')} detail={pnl.error.message} onRetry={() => void pnl.refetch()} />;
  if (pnl.data.days.length === 0) return <p className="exchange-account__empty">{t('betting.noData')}</p>;
  return (
    <div className="exchange-account__pnl">
      <Figures
        rows={[
          [
            t('exchange.account.last7Net'),
            money(pnl.data.net),
            negative(pnl.data.net) ? 'exchange-account__pl--lost' : 'exchange-account__pl--won',
          ],
        ]}
      />
      {pnl.data.days.map((day) => (
        <section key={day.day} aria-label={formatDhakaDay(day.day, language)}>
          <h4 className="exchange-account__day">
            {formatDhakaDay(day.day, language)} · {money(day.net)}
          </h4>
          <ul className="exchange-account__list">
            {day.markets.map((market) => (
              <li key={market.market_id} className="exchange-account__row">
                <span className="exchange-account__event">{market.event_name}</span>
                <span
                  className={
                    negative(market.net)
                      ? 'exchange-account__pl exchange-account__pl--lost'
                      : 'exchange-account__pl exchange-account__pl--won'
                  }
                >
                  {money(market.net)}
                </span>
                <span className="exchange-account__meta">
                  {t(`betting.market.${marketNameKey(market.market_name)}`)} · {t('exchange.account.result')} {money(market.pnl)} ·{' '}
                  {t('exchange.account.commission')} {money(market.commission)}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function Activity() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const activity = useBalanceActivity(true);
  if (activity.isPending) return <LoadingState />;
  if (activity.isError)
    return <ErrorState title={t('exchange.account.loadFailed')} detail={activity.error.message} onRetry={() => void activity.refetch()} />;
  if (activity.data.data.length === 0) return <p className="exchange-account__empty">{t('betting.noData')}</p>;
  return (
    <ul className="exchange-account__list" aria-label={t('exchange.account.activity')}>
      {activity.data.data.map((entry) => (
        <li key={`${entry.position}-${entry.account}`} className="exchange-account__row">
          <span className="exchange-account__event">{t(`exchange.account.moves.${entry.type}`, { defaultValue: entry.type })}</span>
          <span className={negative(entry.amount) ? 'exchange-account__pl exchange-account__pl--lost' : 'exchange-account__pl'}>
            {money(entry.amount)}
          </span>
          <span className="exchange-account__meta">
            {t('exchange.account.balanceAfter')} {money(entry.balance_after)}
          </span>
          <time className="exchange-account__meta" dateTime={entry.occurred_at}>
            {formatDhakaDateTime(entry.occurred_at, language)}
          </time>
        </li>
      ))}
    </ul>
  );
}
