import type { ExchangeOrderView, MatchOddsMarket } from '@khela/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { formatAmount } from '@/lib/format';
import type { Language } from '@/i18n';
import { useCancelOrder } from '../api/cancel-order';
import { myOrdersQueryOptions } from '../api/get-my-orders';
import { formatPrice } from '../lib/odds-format';

/**
 * The player's bets on this market (issue 18): exposure, then each order with what is matched and what
 * still waits; an order with an unmatched part can be cancelled (the matched part stands).
 */
export function MyBets({ market }: { market: MatchOddsMarket }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const orders = useQuery(myOrdersQueryOptions(market.marketId));
  const cancelling = useCancelOrder(market.marketId);
  if (!orders.data || orders.data.orders.length === 0) return null;
  const runnerName = (id: number) => market.runners.find((r) => r.selectionId === id)?.SelectionName ?? String(id);
  const money = (amount: string) => `৳ ${formatAmount(amount, language)}`;
  const open = orders.data.orders.filter((o) => o.status === 'open');
  const rest = orders.data.orders.filter((o) => o.status !== 'open');
  const row = (order: ExchangeOrderView) => (
    <li key={order.order_id} className={`my-bets__order my-bets__order--${order.side}`}>
      <span className="my-bets__what">
        {t(order.side === 'back' ? 'exchange.myBets.back' : 'exchange.myBets.lay', {
          runner: runnerName(order.selection_id),
          price: formatPrice(order.price),
        })}
      </span>
      <span className="my-bets__amounts">
        {t('exchange.myBets.amounts', { stake: money(order.stake), matched: money(order.matched), remaining: money(order.remaining) })}
      </span>
      <span className="my-bets__status">{t(`exchange.myBets.status.${order.status}`)}</span>
      {order.status === 'open' ? (
        <button type="button" className="my-bets__cancel" disabled={cancelling.isPending} onClick={() => cancelling.mutate(order.order_id)}>
          {t('exchange.myBets.cancel')}
        </button>
      ) : null}
    </li>
  );
  return (
    <section className="my-bets" aria-labelledby={`my-bets-${market.marketId}`}>
      <header className="market__head">
        <h3 id={`my-bets-${market.marketId}`} className="market__title">
          {t('exchange.myBets.title')}
        </h3>
        <span className="my-bets__exposure">{t('exchange.myBets.exposure', { amount: money(orders.data.exposure) })}</span>
      </header>
      {cancelling.error ? (
        <p className="bet-slip__outcome bet-slip__outcome--refused" role="alert">
          {cancelling.error instanceof ApiError ? cancelling.error.message : t('exchange.slip.failed')}
        </p>
      ) : null}
      {open.length > 0 ? (
        <>
          <h4 className="my-bets__group">{t('exchange.myBets.unmatched')}</h4>
          <ul className="my-bets__list">{open.map(row)}</ul>
        </>
      ) : null}
      {rest.length > 0 ? (
        <>
          <h4 className="my-bets__group">{t('exchange.myBets.others')}</h4>
          <ul className="my-bets__list">{rest.map(row)}</ul>
        </>
      ) : null}
    </section>
  );
}
