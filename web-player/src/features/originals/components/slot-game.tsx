import type { OriginalsBet, SlotSymbolName } from '@khela/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { newBetKey } from '../api/originals';
import { useSlotPaytable, useSpin } from '../api/slot';
import './originals.css';
import './slot.css';

const money = /^\d{1,9}\.\d{2}$/;
const toMoney = (text: string) => (/^\d{1,9}(\.\d{0,2})?$/.test(text) ? Number(text).toFixed(2) : text);

/** The least time between two spins (the server refuses a sooner one too). */
const spinIntervalMs = 2_500;
/** Normal spin: reels stop one by one, the last at 2.5 s; quick spin: all at once sooner, the next spin still waits. */
const stopAtMs = (reel: number, quick: boolean) => (quick ? 600 : 1_300 + reel * 300);

export const slotGlyphs: Record<SlotSymbolName, string> = {
  crown: '♛',
  diamond: '♦',
  seven: '7',
  bell: '◉',
  melon: '●',
  cherry: '♥',
  lemon: '▲',
};

const idleWindow: SlotSymbolName[][] = [
  ['lemon', 'seven', 'cherry'],
  ['cherry', 'crown', 'melon'],
  ['melon', 'seven', 'lemon'],
  ['bell', 'diamond', 'lemon'],
  ['cherry', 'seven', 'bell'],
];

/**
 * Khela Slot (issue 19): 5 reels, 3 rows, 10 lines, the published paytable. One press, one spin: no autoplay.
 * A spin takes 2.5 s (quick spin stops the reels sooner, but the next spin still waits for the 2.5 s, and the
 * server refuses a sooner one). Space spins on a desktop keyboard.
 */
export function SlotGame() {
  const { t } = useTranslation();
  const spin = useSpin();
  const paytable = useSlotPaytable();
  const [stake, setStake] = useState('10.00');
  const [quick, setQuick] = useState(false);
  const [last, setLast] = useState<(OriginalsBet & { balance: string }) | null>(null);
  const [startedAt, setStartedAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const spinRef = useRef<() => void>(() => {});

  // a clock while a spin plays out: reels stop and the button comes back on time
  useEffect(() => {
    if (!startedAt) return;
    const timer = window.setInterval(() => setNow(Date.now()), 100);
    return () => window.clearInterval(timer);
  }, [startedAt]);

  const elapsed = startedAt ? now - startedAt : Infinity;
  const ready = elapsed >= spinIntervalMs && !spin.isPending;
  const valid = money.test(stake);
  const landed = (reel: number) => Boolean(last) && !spin.isPending && elapsed >= stopAtMs(reel, quick);
  const allLanded = landed(4);

  const doSpin = () => {
    if (!valid || !ready) return;
    setStartedAt(Date.now());
    setNow(Date.now());
    spin.mutate({ stake, idempotency_key: newBetKey() }, { onSuccess: (answer) => setLast(answer.data) });
  };
  useEffect(() => {
    spinRef.current = doSpin;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.code !== 'Space') return;
      const target = event.target as HTMLElement | null;
      if (target && /^(INPUT|TEXTAREA|SELECT|BUTTON)$/.test(target.tagName)) return;
      event.preventDefault();
      spinRef.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const window_ = last?.slot?.window ?? idleWindow;
  const winning = new Set<string>();
  if (allLanded && last?.slot) {
    for (const win of last.slot.wins) {
      const rows = paytable.data?.paylines[win.line - 1];
      rows?.slice(0, win.count).forEach((row, reel) => winning.add(`${reel}:${row}`));
    }
  }
  const error = spin.error instanceof ApiError ? spin.error.message : spin.error ? t('originals.failed') : null;

  return (
    <div className="originals slot">
      <div className="slot__machine" role="img" aria-label={t('slot.reels')}>
        {window_.map((column, reel) => (
          <div key={reel} className={`slot__reel${startedAt && !landed(reel) ? ' slot__reel--spinning' : ''}`}>
            {column.map((symbol, row) => (
              <span
                key={row}
                className={`slot__symbol slot__symbol--${symbol}${winning.has(`${reel}:${row}`) ? ' slot__symbol--win' : ''}`}
                title={t(`slot.symbols.${symbol}`)}
              >
                {slotGlyphs[symbol]}
              </span>
            ))}
          </div>
        ))}
      </div>

      <div
        className={`originals__result${last && allLanded ? (last.won ? ' originals__result--won' : ' originals__result--lost') : ''}`}
        aria-live="polite"
        data-testid="slot-result"
      >
        {last && allLanded ? (
          <>
            <div>{last.won ? t('slot.won', { payout: last.payout, multiplier: last.outcome }) : t('originals.lost')}</div>
            {last.slot?.wins.map((win) => (
              <div key={win.line} className="originals__meta">
                {t('slot.lineWin', { line: win.line, count: win.count, symbol: t(`slot.symbols.${win.symbol}`), pays: win.pays })}
              </div>
            ))}
            <div className="originals__meta">
              {t('originals.betMeta', { seed: last.seed_id, nonce: last.nonce })}
              {last.balance ? ` · ${t('originals.balance', { balance: last.balance })}` : ''}
            </div>
          </>
        ) : (
          <div>{startedAt ? t('slot.spinning') : t('slot.ready')}</div>
        )}
      </div>

      <form
        className="originals__form"
        onSubmit={(event) => {
          event.preventDefault();
          doSpin();
        }}
      >
        <label className="originals__field">
          <span>{t('slot.stake')}</span>
          <input
            inputMode="decimal"
            value={stake}
            onChange={(e) => setStake(e.target.value)}
            onBlur={() => setStake(toMoney(stake))}
            name="stake"
          />
        </label>
        <label className="slot__quick">
          <input type="checkbox" checked={quick} onChange={(e) => setQuick(e.target.checked)} name="quick" />
          <span>{t('slot.quickSpin')}</span>
        </label>
        {error ? (
          <p className="originals__error" role="alert">
            {error}
          </p>
        ) : null}
        <button className="originals__bet" type="submit" disabled={!valid || !ready}>
          {t('slot.spin')}
        </button>
        <p className="originals__hint">
          {t('slot.keysHint')} · <Link to="/fairness">{t('originals.fairnessLink')}</Link>
        </p>
      </form>

      {paytable.data ? (
        <details className="slot__paytable">
          <summary>{t('slot.paytable', { rtp: paytable.data.rtp })}</summary>
          <table>
            <thead>
              <tr>
                <th>{t('slot.symbol')}</th>
                <th>3</th>
                <th>4</th>
                <th>5</th>
              </tr>
            </thead>
            <tbody>
              {(Object.keys(paytable.data.pays) as SlotSymbolName[]).map((symbol) => (
                <tr key={symbol}>
                  <td>
                    <span className={`slot__symbol slot__symbol--${symbol} slot__symbol--small`}>{slotGlyphs[symbol]}</span>{' '}
                    {t(`slot.symbols.${symbol}`)}
                  </td>
                  {paytable.data.pays[symbol].map((pays, i) => (
                    <td key={i}>{pays}x</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          <p>{t('slot.rules', { numerator: paytable.data.rtp_exact.numerator, denominator: paytable.data.rtp_exact.denominator })}</p>
        </details>
      ) : null}
    </div>
  );
}
