import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { formatAmount } from '@/lib/format';
import { hasSession } from '@/lib/session';
import type { Language } from '@/i18n';
import { usePlaceHouseBet } from '../api/place-house-bet';
import { fromPoisha, toPoisha } from '../lib/bet-figures';
import { houseBetFigures } from '../lib/house-bet-figures';
import { QuickStakes, SlipFigures, SlipStake } from './slip-parts';

/** A bookmaker rate or a fancy line a player tapped. */
export type HousePick =
  | { kind: 'bookmaker'; marketId: string; selectionId: number; runner: string; side: 'back' | 'lay'; rate: number }
  | { kind: 'fancy'; eventId: string; fancyId: string; title: string; side: 'yes' | 'no'; line: number; rate: number };

/** A slip is for the same tapped thing while its key stays (a changed rate or line opens a new slip). */
export const housePickKey = (pick: HousePick) =>
  pick.kind === 'bookmaker'
    ? `b ${pick.marketId} ${pick.selectionId} ${pick.side} ${pick.rate}`
    : `f ${pick.fancyId} ${pick.side} ${pick.line} ${pick.rate}`;

type Step = { kind: 'edit' } | { kind: 'confirm'; key: string } | { kind: 'done'; message: string; ok: boolean };

/**
 * The bet slip for bets against the house (issue 18): a bookmaker back / lay at the per-100 rate, or a fancy
 * Yes / No at the line and rate, in the match odds slip's look (back / Yes blue, lay / No pink). The rate is
 * the house's, so there are no price ticks: a stake with quick buttons, profit and liability (what is held
 * for it) before placing, a confirm step, then the outcome. The idempotency key is made at confirm and kept
 * for a retry of the same slip, so a lost answer never places the bet twice.
 */
export function HouseBetSlip({ pick, onClose }: { pick: HousePick; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const [stake, setStake] = useState('');
  const [step, setStep] = useState<Step>({ kind: 'edit' });
  const placing = usePlaceHouseBet();
  const figures = houseBetFigures(pick.kind, pick.side, pick.rate, stake);
  const money = (amount: string) => `৳ ${formatAmount(amount, language)}`;
  const colour = pick.side === 'back' || pick.side === 'yes' ? 'back' : 'lay';
  const edit = (change: () => void) => {
    change();
    setStep({ kind: 'edit' });
  };
  const title =
    pick.kind === 'bookmaker'
      ? t(pick.side === 'back' ? 'exchange.slip.backOn' : 'exchange.slip.layOn', { runner: pick.runner })
      : t(pick.side === 'yes' ? 'exchange.houseSlip.yesOn' : 'exchange.houseSlip.noOn', { title: pick.title, line: pick.line });

  if (!hasSession()) {
    return (
      <section className={`bet-slip bet-slip--${colour}`} aria-label={t('exchange.slip.title')}>
        <p>
          {t('exchange.slip.loginFirst')} <Link to="/login">{t('exchange.slip.login')}</Link>
        </p>
        <button type="button" className="bet-slip__secondary" onClick={onClose}>
          {t('exchange.slip.close')}
        </button>
      </section>
    );
  }

  const submit = (key: string) => {
    const amount = fromPoisha(toPoisha(stake)!);
    placing.mutate(
      pick.kind === 'bookmaker'
        ? {
            kind: 'bookmaker',
            body: {
              market_id: pick.marketId,
              selection_id: pick.selectionId,
              side: pick.side,
              rate: pick.rate,
              stake: amount,
              idempotency_key: key,
            },
          }
        : {
            kind: 'fancy',
            body: {
              event_id: pick.eventId,
              fancy_id: pick.fancyId,
              side: pick.side,
              line: pick.line,
              rate: pick.rate,
              stake: amount,
              idempotency_key: key,
            },
          },
      {
        onSuccess: (answer) => setStep({ kind: 'done', ok: true, message: answer.message }),
        onError: (error) =>
          setStep({ kind: 'done', ok: false, message: error instanceof ApiError ? error.message : t('exchange.slip.failed') }),
      },
    );
  };

  return (
    <section className={`bet-slip bet-slip--${colour}`} aria-label={t('exchange.slip.title')}>
      <header className="bet-slip__head">
        <strong>{title}</strong>
        <button type="button" className="bet-slip__close" aria-label={t('exchange.slip.close')} onClick={onClose}>
          ×
        </button>
      </header>
      <div className="bet-slip__inputs">
        <div className="bet-slip__price">
          <span className="bet-slip__label">{t('exchange.houseSlip.rate')}</span>
          <output className="bet-slip__price-value">{pick.rate}</output>
        </div>
        <SlipStake stake={stake} onStake={(value) => edit(() => setStake(value))} disabled={placing.isPending} />
      </div>
      <QuickStakes onStake={(value) => edit(() => setStake(value))} disabled={placing.isPending} />
      <SlipFigures figures={figures} liabilityLabel={t('exchange.houseSlip.held')} />
      {placing.isPending ? (
        <p className="bet-slip__pending" role="status">
          <span className="bet-slip__spinner" aria-hidden="true" />
          {t('exchange.slip.placing')}
        </p>
      ) : step.kind === 'done' ? (
        <p className={`bet-slip__outcome bet-slip__outcome--${step.ok ? 'ok' : 'refused'}`} role="status">
          {step.message}
        </p>
      ) : null}
      {step.kind === 'confirm' ? (
        <div className="bet-slip__actions">
          <p className="bet-slip__confirm-text">
            {t('exchange.houseSlip.confirm', {
              bet: title,
              rate: pick.rate,
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
            disabled={!figures || placing.isPending}
            onClick={() => setStep({ kind: 'confirm', key: `slip-${crypto.randomUUID()}` })}
          >
            {t('exchange.slip.place')}
          </button>
        </div>
      )}
    </section>
  );
}
