import type { MinesGameView } from '@khela/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { newBetKey } from '../api/originals';
import { useCashOutMines, useCurrentMines, useRevealTile, useStartMines } from '../api/mines';
import './originals.css';
import './mines.css';

const money = /^\d{1,9}\.\d{2}$/;
const toMoney = (text: string) => (/^\d{1,9}(\.\d{0,2})?$/.test(text) ? Number(text).toFixed(2) : text);
const tiles = Array.from({ length: 25 }, (_, i) => i);

/**
 * Mines (issue 19): a 5x5 board, 1-24 mines. Bet takes the stake and opens a game (kept by the server: a reload
 * or another device finds it again); each safe tile raises the multiplier; Cash out any time after the first
 * tile; a mine loses the stake. Keys on a desktop keyboard: Space bets or cashes out, R reveals a random tile.
 */
export function MinesGame() {
  const { t } = useTranslation();
  const current = useCurrentMines();
  const start = useStartMines();
  const reveal = useRevealTile();
  const cashOut = useCashOutMines();
  const [stake, setStake] = useState('10.00');
  const [mines, setMines] = useState(3);
  const [last, setLast] = useState<(MinesGameView & { balance?: string }) | null>(null);
  const keysRef = useRef<{ space: () => void; random: () => void }>({ space: () => {}, random: () => {} });

  const game = current.data ?? null;
  const shown = game ?? last;
  const busy = start.isPending || reveal.isPending || cashOut.isPending;
  const valid = money.test(stake);

  const onMove = { onSuccess: (answer: { data: MinesGameView & { balance: string } }) => setLast(answer.data) };
  const bet = () => {
    if (!valid || busy || game) return;
    start.mutate({ stake, mines, idempotency_key: newBetKey() }, onMove);
  };
  const pick = (tile: number) => {
    if (!game || busy || game.revealed.includes(tile)) return;
    reveal.mutate(tile, onMove);
  };
  const collect = () => {
    if (!game || busy || game.revealed.length === 0) return;
    cashOut.mutate(undefined, onMove);
  };
  useEffect(() => {
    keysRef.current = {
      space: () => (game ? collect() : bet()),
      random: () => {
        if (!game) return;
        const hidden = tiles.filter((tile) => !game.revealed.includes(tile));
        const tile = hidden[Math.floor(Math.random() * hidden.length)]; // a convenience pick: the board is decided already
        if (tile !== undefined) pick(tile);
      },
    };
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target && /^(INPUT|TEXTAREA|SELECT|BUTTON)$/.test(target.tagName)) return;
      if (event.code === 'Space') {
        event.preventDefault();
        keysRef.current.space();
      } else if (event.code === 'KeyR') keysRef.current.random();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const failure = start.error ?? reveal.error ?? cashOut.error;
  const error = failure instanceof ApiError ? failure.message : failure ? t('originals.failed') : null;
  const over = shown && shown.status !== 'open' ? shown : null;

  const tileClass = (tile: number) => {
    const classes = ['mines__tile'];
    if (shown?.revealed.includes(tile))
      classes.push(over?.status === 'busted' && over.revealed.at(-1) === tile ? 'mines__tile--boom' : 'mines__tile--gem');
    else if (over?.mine_positions?.includes(tile)) classes.push('mines__tile--mine');
    else if (over) classes.push('mines__tile--safe');
    return classes.join(' ');
  };

  return (
    <div className="originals mines">
      <div className="mines__status" aria-live="polite" data-testid="mines-status">
        {game ? (
          <>
            <span>{t('mines.inPlay', { count: game.revealed.length })}</span>
            <strong>{game.multiplier ? `${game.multiplier}x` : '-'}</strong>
          </>
        ) : over ? (
          <strong className={over.status === 'cashed' ? 'mines__won' : 'mines__lost'}>
            {over.status === 'cashed'
              ? t('mines.cashedOut', { payout: over.payout, multiplier: over.multiplier ?? '1.00' })
              : t('mines.busted')}
          </strong>
        ) : (
          <span>{t('mines.pickMines')}</span>
        )}
      </div>

      <div className="mines__board" role="grid" aria-label={t('mines.board')}>
        {tiles.map((tile) => (
          <button
            key={tile}
            type="button"
            className={tileClass(tile)}
            disabled={!game || busy || game.revealed.includes(tile)}
            onClick={() => pick(tile)}
            aria-label={t('mines.tile', { number: tile + 1 })}
            data-testid={`mines-tile-${tile}`}
          />
        ))}
      </div>

      {shown ? (
        <div className="originals__meta">
          {t('originals.betMeta', { seed: shown.seed_id, nonce: shown.nonce })}
          {last?.balance ? ` · ${t('originals.balance', { balance: last.balance })}` : ''}
        </div>
      ) : null}

      <form
        className="originals__form"
        onSubmit={(event) => {
          event.preventDefault();
          if (game) collect();
          else bet();
        }}
      >
        <div className="mines__row">
          <label className="originals__field">
            <span>{t('originals.stake')}</span>
            <input
              inputMode="decimal"
              value={stake}
              disabled={Boolean(game)}
              onChange={(e) => setStake(e.target.value)}
              onBlur={() => setStake(toMoney(stake))}
              name="stake"
            />
          </label>
          <label className="originals__field">
            <span>{t('mines.mines')}</span>
            <select value={mines} disabled={Boolean(game)} onChange={(e) => setMines(Number(e.target.value))} name="mines">
              {Array.from({ length: 24 }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
        </div>
        {game ? (
          <div className="originals__summary">
            {t('mines.next')}: <strong>{game.next_multiplier ? `${game.next_multiplier}x` : '-'}</strong>
            {' · '}
            {t('mines.cashOutValue')}: <strong>৳{game.payout}</strong>
          </div>
        ) : null}
        {error ? (
          <p className="originals__error" role="alert">
            {error}
          </p>
        ) : null}
        {game ? (
          <button className="originals__bet" type="submit" disabled={busy || game.revealed.length === 0}>
            {t('mines.cashOut', { payout: game.payout })}
          </button>
        ) : (
          <button className="originals__bet" type="submit" disabled={!valid || busy}>
            {t('originals.bet')}
          </button>
        )}
        <p className="originals__hint">
          {t('mines.keysHint')} · <Link to="/fairness">{t('originals.fairnessLink')}</Link>
        </p>
      </form>
    </div>
  );
}
