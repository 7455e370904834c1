import type { OriginalsBet } from '@khela/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { newBetKey, usePlaceBet } from '../api/originals';
import './originals.css';

const money = /^\d{1,9}\.\d{2}$/;
const toMoney = (text: string) => (/^\d{1,9}(\.\d{0,2})?$/.test(text) ? Number(text).toFixed(2) : text);

/**
 * Dice or limbo (issue 19): stake and the game's choice, Bet (Space on a keyboard), the result with its
 * seed pair id and nonce, and the balance after. Mobile first: one column; the result sits above the form.
 */
export function OriginalsGame({ game }: { game: 'dice' | 'limbo' }) {
  const { t } = useTranslation();
  const place = usePlaceBet(game);
  const [stake, setStake] = useState('10.00');
  const [direction, setDirection] = useState<'over' | 'under'>('under');
  const [chance, setChance] = useState('49.50');
  const [target, setTarget] = useState('2.00');
  const [last, setLast] = useState<(OriginalsBet & { balance: string }) | null>(null);
  const betRef = useRef<() => void>(() => {});

  const chanceNumber = Number(chance);
  const chanceValid = /^\d{1,2}(\.\d{1,2})?$/.test(chance) && chanceNumber >= 0.01 && chanceNumber <= 98;
  const targetNumber = Number(target);
  const targetValid = /^\d{1,7}(\.\d{1,2})?$/.test(target) && targetNumber >= 1.01 && targetNumber <= 1_000_000;
  const valid = money.test(stake) && (game === 'dice' ? chanceValid : targetValid);
  const multiplier =
    game === 'dice' ? (chanceValid ? Math.floor((9900 * 10000) / Math.round(chanceNumber * 100)) / 10000 : 0) : targetNumber;

  const bet = () => {
    if (!valid || place.isPending) return;
    const idempotency_key = newBetKey();
    const body =
      game === 'dice'
        ? { stake, direction, win_chance: Number(chance).toFixed(2), idempotency_key }
        : { stake, target: Number(target).toFixed(2), idempotency_key };
    place.mutate(body, { onSuccess: (answer) => setLast(answer.data) });
  };
  // the Space handler is registered once and calls the latest bet (its stake and choices)
  useEffect(() => {
    betRef.current = bet;
  });

  // Space bets on a desktop keyboard, unless the player is typing in a field or on a button.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.code !== 'Space') return;
      const target = event.target as HTMLElement | null;
      if (target && /^(INPUT|TEXTAREA|SELECT|BUTTON)$/.test(target.tagName)) return;
      event.preventDefault();
      betRef.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const error = place.error instanceof ApiError ? place.error.message : place.error ? t('originals.failed') : null;

  return (
    <div className="originals">
      <div
        className={`originals__result${last ? (last.won ? ' originals__result--won' : ' originals__result--lost') : ''}`}
        aria-live="polite"
      >
        {last ? (
          <>
            <div className="originals__outcome" data-testid="originals-outcome">
              {game === 'dice' ? last.outcome : `${last.outcome}x`}
            </div>
            <div>{last.won ? t('originals.won', { payout: last.payout }) : t('originals.lost')}</div>
            <div className="originals__meta">
              {t('originals.betMeta', { seed: last.seed_id, nonce: last.nonce })}
              {last.balance ? ` · ${t('originals.balance', { balance: last.balance })}` : ''}
            </div>
          </>
        ) : (
          <div className="originals__outcome">{game === 'dice' ? '50.00' : '1.00x'}</div>
        )}
      </div>

      <form
        className="originals__form"
        onSubmit={(event) => {
          event.preventDefault();
          bet();
        }}
      >
        <label className="originals__field">
          <span>{t('originals.stake')}</span>
          <input
            inputMode="decimal"
            value={stake}
            onChange={(e) => setStake(e.target.value)}
            onBlur={() => setStake(toMoney(stake))}
            name="stake"
          />
        </label>
        {game === 'dice' ? (
          <>
            <div className="originals__toggle" role="group" aria-label={t('originals.direction')}>
              {(['under', 'over'] as const).map((d) => (
                <button type="button" key={d} aria-pressed={direction === d} onClick={() => setDirection(d)}>
                  {t(`originals.${d}`, {
                    value: chanceValid ? (d === 'under' ? chanceNumber : 100 - chanceNumber).toFixed(2) : '-',
                  })}
                </button>
              ))}
            </div>
            <label className="originals__field">
              <span>{t('originals.winChance')}</span>
              <input inputMode="decimal" value={chance} onChange={(e) => setChance(e.target.value)} name="win_chance" />
            </label>
            <input
              type="range"
              min={0.01}
              max={98}
              step={0.01}
              value={chanceValid ? chanceNumber : 49.5}
              aria-label={t('originals.winChance')}
              onChange={(e) => setChance(Number(e.target.value).toFixed(2))}
            />
          </>
        ) : (
          <label className="originals__field">
            <span>{t('originals.target')}</span>
            <input inputMode="decimal" value={target} onChange={(e) => setTarget(e.target.value)} name="target" />
          </label>
        )}
        <div className="originals__summary">
          {t('originals.multiplier')}: <strong>{multiplier ? `${multiplier}x` : '-'}</strong>
          {' · '}
          {t('originals.payoutOnWin')}:{' '}
          <strong>{valid ? (Math.floor(Math.round(Number(stake) * 100) * multiplier) / 100).toFixed(2) : '-'}</strong>
        </div>
        {error ? (
          <p className="originals__error" role="alert">
            {error}
          </p>
        ) : null}
        <button className="originals__bet" type="submit" disabled={!valid || place.isPending}>
          {t('originals.bet')}
        </button>
        <p className="originals__hint">
          {t('originals.spaceHint')} · <Link to="/fairness">{t('originals.fairnessLink')}</Link>
        </p>
      </form>
    </div>
  );
}
