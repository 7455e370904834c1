import type { PendingAgeReport, StaffPermission } from '@khela/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { bdt } from '@/features/payments/components/format';
import { todayInDhaka, usePendingQueue, useTodayMoney } from '../api/get-today';
import './money-reports.css';

/** The oldest age bucket that still holds a pending request (buckets come youngest first). */
const oldestWaiting = (report: PendingAgeReport) =>
  [...report.buckets].reverse().find((b) => b.deposits.count + b.withdrawals.count > 0)?.bucket;

/**
 * The home page's figures for the roles that read them (issue 22): the finance queue (counts and the oldest wait) with
 * payments.read, today's cash and GGR with reports.read; admin, holding both, sees both. Nothing for other roles.
 */
export function TodayAtAGlance({ permissions }: { permissions: readonly StaffPermission[] }) {
  const { t } = useTranslation();
  const seesQueue = permissions.includes('payments.read');
  const seesMoney = permissions.includes('reports.read');
  const queue = usePendingQueue(seesQueue);
  const money = useTodayMoney(seesMoney);
  if (!seesQueue && !seesMoney) return null;
  const oldest = queue.data ? oldestWaiting(queue.data) : undefined;
  const today = money.data?.totals;
  return (
    <section className="today-glance" aria-label={t('reports.today.title', { day: todayInDhaka() })}>
      <h2 className="home__subtitle">{t('reports.today.title', { day: todayInDhaka() })}</h2>
      <div className="today-glance__cards">
        {seesQueue ? (
          <div className="panel today-glance__card" data-testid="today-queue">
            <h3>
              <Link to="/payments">{t('reports.today.queue')}</Link>
            </h3>
            {queue.data ? (
              <dl>
                <dt>{t('reports.today.pendingDeposits')}</dt>
                <dd>{queue.data.totals.deposits.count}</dd>
                <dt>{t('reports.today.pendingWithdrawals')}</dt>
                <dd>{queue.data.totals.withdrawals.count}</dd>
                <dt>{t('reports.today.oldest')}</dt>
                <dd className={oldest === '1_4h' || oldest === 'over_4h' || oldest === '30_60m' ? 'today-glance__late' : undefined}>
                  {oldest ? t(`payments.reports.bucket.${oldest}`) : t('reports.today.nothingWaiting')}
                </dd>
              </dl>
            ) : queue.isError ? (
              <p className="muted">{t('reports.loadFailed', { message: queue.error.message })}</p>
            ) : (
              <p className="muted">{t('common.loading')}</p>
            )}
          </div>
        ) : null}
        {seesMoney ? (
          <div className="panel today-glance__card" data-testid="today-money">
            <h3>
              <Link to="/money-reports">{t('reports.today.money')}</Link>
            </h3>
            {today ? (
              <dl>
                <dt>{t('reports.columns.deposits')}</dt>
                <dd>{bdt(today.deposits)}</dd>
                <dt>{t('reports.columns.withdrawals')}</dt>
                <dd>{bdt(today.withdrawals)}</dd>
                <dt>{t('reports.columns.net_cash')}</dt>
                <dd>{bdt(today.net_cash)}</dd>
                <dt>{t('reports.columns.ggr')}</dt>
                <dd>{bdt(today.ggr)}</dd>
                <dt>{t('reports.columns.active_players')}</dt>
                <dd>{today.active_players}</dd>
              </dl>
            ) : money.isError ? (
              <p className="muted">{t('reports.loadFailed', { message: money.error.message })}</p>
            ) : (
              <p className="muted">{t('common.loading')}</p>
            )}
          </div>
        ) : null}
      </div>
    </section>
  );
}
