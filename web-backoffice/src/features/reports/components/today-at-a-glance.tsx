import type { DashboardQueue, StaffPermission } from '@khela/contracts';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { bdt } from '@/features/payments/components/format';
import { useDashboard } from '../api/get-dashboard';
import { todayInDhaka, useTodayMoney } from '../api/get-today';
import './money-reports.css';

/** A wait this long or longer is shown in red (the finance queue's own "late" line is 30 minutes). */
const lateAfterSeconds = 30 * 60;

const dhakaTime = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Dhaka', hour: '2-digit', minute: '2-digit', second: '2-digit' });

/** How long the oldest has waited, in words ("12 min", "3 h 5 min", "2 d 4 h"). */
export function waitedFor(t: TFunction, seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  if (minutes < 1) return t('reports.today.age.underMinute');
  if (minutes < 60) return t('reports.today.age.minutes', { minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return t('reports.today.age.hours', { hours, minutes: minutes % 60 });
  return t('reports.today.age.days', { days: Math.floor(hours / 24), hours: hours % 24 });
}

function Tile({ id, title, to, children }: { id: string; title: string; to: string; children: ReactNode }) {
  return (
    <div className="panel today-glance__card" data-testid={id}>
      <h3>
        <Link to={to}>{title}</Link>
      </h3>
      <dl>{children}</dl>
    </div>
  );
}

/** Count and the oldest's wait of one queue, as two lines of a tile. */
function QueueLines({ label, queue }: { label: string; queue: DashboardQueue }) {
  const { t } = useTranslation();
  const late = queue.oldest_age_seconds !== null && queue.oldest_age_seconds >= lateAfterSeconds;
  return (
    <>
      <dt>{label}</dt>
      <dd>{queue.count}</dd>
      <dt className="today-glance__sub">{t('reports.today.oldest')}</dt>
      <dd className={late ? 'today-glance__late' : 'today-glance__sub'}>
        {queue.oldest_age_seconds === null ? t('reports.today.nothingWaiting') : waitedFor(t, queue.oldest_age_seconds)}
      </dd>
    </>
  );
}

/**
 * The back-office home's tiles (issue 22), from GET /api/admin/dashboard, which answers only what the member's
 * permissions allow: finance the payments queue and today's cash, support open chats, locked players and KYC waiting, risk the referrals held,
 * admin everything; each tile links to its queue. With reports.read, today's GGR and players from the money report.
 * Both are read again every 30 s; the time of the figures is shown in Dhaka time.
 */
export function TodayAtAGlance({ permissions }: { permissions: readonly StaffPermission[] }) {
  const { t } = useTranslation();
  const dashboard = useDashboard();
  const seesMoney = permissions.includes('reports.read');
  const money = useTodayMoney(seesMoney);
  const d = dashboard.data;
  const today = money.data?.totals;
  const hasTiles = d ? Boolean(d.payments_queue ?? d.today_cash ?? d.chats ?? d.players ?? d.kyc ?? d.referrals_held) || seesMoney : false;
  if (dashboard.isError) {
    return <p className="muted">{t('reports.loadFailed', { message: dashboard.error.message })}</p>;
  }
  if (!d) return <p className="muted">{t('common.loading')}</p>;
  if (!hasTiles) return null;
  return (
    <section className="today-glance" aria-label={t('reports.today.title', { day: todayInDhaka() })}>
      <h2 className="home__subtitle">{t('reports.today.title', { day: todayInDhaka() })}</h2>
      <p className="muted today-glance__updated">{t('reports.today.updated', { time: dhakaTime.format(new Date(d.generated_at)) })}</p>
      <div className="today-glance__cards">
        {d.payments_queue ? (
          <Tile id="today-queue" title={t('reports.today.queue')} to="/payments">
            <QueueLines label={t('reports.today.pendingDeposits')} queue={d.payments_queue.deposits} />
            <QueueLines label={t('reports.today.pendingWithdrawals')} queue={d.payments_queue.withdrawals} />
          </Tile>
        ) : null}
        {d.today_cash ? (
          <Tile id="today-cash" title={t('reports.today.cash')} to="/reports">
            <dt>{t('reports.today.depositsCredited', { n: d.today_cash.deposit_count })}</dt>
            <dd>{bdt(d.today_cash.deposits)}</dd>
            <dt>{t('reports.today.withdrawalsPaid', { n: d.today_cash.withdrawal_count })}</dt>
            <dd>{bdt(d.today_cash.withdrawals)}</dd>
            <dt>{t('reports.columns.net_cash')}</dt>
            <dd>{bdt(d.today_cash.net_cash)}</dd>
          </Tile>
        ) : null}
        {d.chats ? (
          <Tile id="today-chats" title={t('reports.today.chats')} to="/chat">
            <dt>{t('reports.today.openChats')}</dt>
            <dd>{d.chats.open}</dd>
            <dt>{t('reports.today.unassignedChats')}</dt>
            <dd className={d.chats.unassigned > 0 ? 'today-glance__late' : undefined}>{d.chats.unassigned}</dd>
            <QueueLines label={t('reports.today.waitingChats')} queue={d.chats.waiting} />
          </Tile>
        ) : null}
        {d.kyc ? (
          <Tile id="today-kyc" title={t('reports.today.kyc')} to="/kyc">
            <QueueLines label={t('reports.today.kycWaiting')} queue={d.kyc} />
          </Tile>
        ) : null}
        {d.referrals_held ? (
          <Tile id="today-referrals" title={t('reports.today.referrals')} to="/referral">
            <QueueLines label={t('reports.today.referralsHeld')} queue={d.referrals_held} />
          </Tile>
        ) : null}
        {d.players ? (
          <Tile id="today-players" title={t('reports.today.players')} to="/players">
            <dt>{t('reports.today.lockedPlayers')}</dt>
            <dd>{d.players.locked}</dd>
          </Tile>
        ) : null}
        {seesMoney ? (
          <div className="panel today-glance__card" data-testid="today-money">
            <h3>
              <Link to="/money-reports">{t('reports.today.money')}</Link>
            </h3>
            {today ? (
              <dl>
                <dt>{t('reports.columns.ggr')}</dt>
                <dd>{bdt(today.ggr)}</dd>
                <dt>{t('reports.columns.ngr')}</dt>
                <dd>{bdt(today.ngr)}</dd>
                <dt>{t('reports.columns.active_players')}</dt>
                <dd>{today.active_players}</dd>
                <dt>{t('reports.columns.new_players')}</dt>
                <dd>{today.new_players}</dd>
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
