import type { MatchOddsMarket } from '@khela/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { formatAmount } from '@/lib/format';
import { hasSession } from '@/lib/session';
import type { Language } from '@/i18n';
import { usePlaceOrder } from '../api/place-order';
import { betFigures, fromPoisha, toPoisha } from '../lib/bet-figures';
import { formatPrice } from '../lib/odds-format';
import { tick } from '../lib/price-ladder';
import { QuickStakes, SlipFigures, SlipStake } from './slip-parts';

/** The price a player tapped: which runner, which side, at what price. */
export interface SlipPick {
  selectionId: number;
  runner: string;
  side: 'back' | 'lay';
  price: number;
}

type Step = { kind: 'edit' } | { kind: 'confirm'; key: string } | { kind: 'done'; message: string; ok: boolean };

/**
 * The bet slip (issue 18): the tapped price, ticks up and down the ladder, a stake with quick buttons,
 * profit and liability before placing, a confirm step, the bet delay while in play, then the outcome.
 * The idempotency key is made at confirm and kept for a retry of the same slip, so a lost answer never
 * places the bet twice.
 */
export function BetSlip({ market, pick, onClose }: { market: MatchOddsMarket; pick: SlipPick; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const [price, setPrice] = useState(pick.price);
  const [stake, setStake] = useState('');
  const [step, setStep] = useState<Step>({ kind: 'edit' });
  const placing = usePlaceOrder(market.marketId);
  const figures = betFigures(pick.side, price, stake);
  const money = (amount: string) => `৳ ${formatAmount(amount, language)}`;
  const edit = (change: () => void) => {
    change();
    setStep({ kind: 'edit' });
  };

  if (!hasSession()) {
    return (
      <section className={`bet-slip bet-slip--${pick.side}`} aria-label={t('exchange.slip.title')}>
        <p>
          {t('exchange.slip.loginFirst')} <Link to="/login">{t('exchange.slip.login')}</Link>
        </p>
        <button type="button" className="bet-slip__secondary" onClick={onClose}>
          {t('exchange.slip.close')}
        </button>
      </section>
    );
  }

  const submit = (key: string) =>
    placing.mutate(
      {
        market_id: market.marketId,
        selection_id: pick.selectionId,
        side: pick.side,
        price,
        stake: fromPoisha(toPoisha(stake)!),
        idempotency_key: key,
      },
      {
        onSuccess: (answer) => setStep({ kind: 'done', ok: true, message: answer.message }),
        onError: (error) =>
          setStep({ kind: 'done', ok: false, message: error instanceof ApiError ? error.message : t('exchange.slip.failed') }),
      },
    );

  return (
    <section className={`bet-slip bet-slip--${pick.side}`} aria-label={t('exchange.slip.title')}>
      <header className="bet-slip__head">
        <strong>{t(pick.side === 'back' ? 'exchange.slip.backOn' : 'exchange.slip.layOn', { runner: pick.runner })}</strong>
        <button type="button" className="bet-slip__close" aria-label={t('exchange.slip.close')} onClick={onClose}>
          ×
        </button>
      </header>
      <div className="bet-slip__inputs">
        <div className="bet-slip__price">
          <span className="bet-slip__label">{t('exchange.slip.odds')}</span>
          <button
            type="button"
            aria-label={t('exchange.slip.priceDown')}
            onClick={() => edit(() => setPrice((p) => tick(p, -1)))}
            disabled={placing.isPending}
          >
            −
          </button>
          <output aria-live="polite" className="bet-slip__price-value">
            {formatPrice(price)}
          </output>
          <button
            type="button"
            aria-label={t('exchange.slip.priceUp')}
            onClick={() => edit(() => setPrice((p) => tick(p, 1)))}
            disabled={placing.isPending}
          >
            +
          </button>
        </div>
        <SlipStake stake={stake} onStake={(value) => edit(() => setStake(value))} disabled={placing.isPending} />
      </div>
      <QuickStakes onStake={(value) => edit(() => setStake(value))} disabled={placing.isPending} />
      <SlipFigures figures={figures} liabilityLabel={t('exchange.slip.liability')} />
      {placing.isPending ? (
        <p className="bet-slip__pending" role="status">
          <span className="bet-slip__spinner" aria-hidden="true" />
          {market.inplay && market.betDelay > 0 ? t('exchange.slip.delay', { seconds: market.betDelay }) : t('exchange.slip.placing')}
        </p>
      ) : step.kind === 'done' ? (
        <p className={`bet-slip__outcome bet-slip__outcome--${step.ok ? 'ok' : 'refused'}`} role="status">
          {step.message}
        </p>
      ) : null}
      {step.kind === 'confirm' ? (
        <div className="bet-slip__actions">
          <p className="bet-slip__confirm-text">
            {t(pick.side === 'back' ? 'exchange.slip.confirmBack' : 'exchange.slip.confirmLay', {
              runner: pick.runner,
              price: formatPrice(price),
              stake: money(stake),
              liability: money(figures?.liability ?? '0'),
            })}
          </p>
          <button type="button" className="bet-slip__secondary" onClick={() => setStep({ kind: 'edit' })} disabled={placing.isPending}>
            {t('exchange.slip.edit')}
          </button>
          <button type="button" className="bet-slip__primary" onClick={() => submit(step.key)} disabled={placing.isPending}>
            {t('exchange.slip.confirm')}
          </button>
        </div>
      ) : (
        <div className="bet-slip__actions">
          <button
            type="button"
            className="bet-slip__primary"
            disabled={!figures || placing.isPending || market.status !== 'OPEN'}
            onClick={() => setStep({ kind: 'confirm', key: newKey() })}
          >
            {market.status === 'OPEN' ? t('exchange.slip.place') : t('exchange.suspended')}
          </button>
        </div>
      )}
    </section>
  );
}

function newKey(): string {
  return `slip-${crypto.randomUUID()}`;
}
