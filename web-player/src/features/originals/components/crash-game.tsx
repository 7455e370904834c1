import type { CrashMyBet } from '@khela/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { newBetKey } from '../api/originals';
import { useCrashBet, useCrashCashOut, useCrashSnapshot, useMyCrashBets } from '../api/crash';
import { useCrashLive } from '../hooks/use-crash-live';
import './originals.css';
import './crash.css';

const money = /^\d{1,9}\.\d{2}$/;
const multiplierPattern = /^\d{1,7}(\.\d{1,2})?$/;
const toMoney = (text: string) => (/^\d{1,9}(\.\d{0,2})?$/.test(text) ? Number(text).toFixed(2) : text);
/** stake x multiplier in poisha, rounded down, as the server pays (shown only: the server decides). */
const payoutText = (stake: string, multiplier: string) =>
  (Math.floor((Math.round(Number(stake) * 100) * Math.round(Number(multiplier) * 100)) / 100) / 100).toFixed(2);

/**
 * Crash (issue 19): one shared round for everyone, live over the socket. Bet in the betting phase (optional
 * auto cash-out), cash out while it runs (Space on a desktop keyboard does either), the history strip with a
 * link per round to its check on /fairness, and the round's bets as they come. Mobile first: one column; the live list moves
 * beside the stage on a wide screen.
 */
export function CrashGame() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const snapshot = useCrashSnapshot();
  const live = useCrashLive(snapshot.data);
  const mine = useMyCrashBets();
  const placeBet = useCrashBet();
  const cashOut = useCrashCashOut();
  const [stake, setStake] = useState('10.00');
  const [auto, setAuto] = useState('');
  const [now, setNow] = useState(() => Date.now());
  const actRef = useRef<() => void>(() => {});

  const round = live.round;
  const myBet: CrashMyBet | undefined = round ? mine.data?.find((b) => b.round_id === round.round_id) : undefined;
  // the live list has the bet's latest state (auto cash-out, the crash) before our own list is fetched again
  const myLive = myBet ? live.bets.find((b) => b.bet_id === myBet.bet_id) : undefined;
  const myOutcome = myLive?.outcome ?? myBet?.outcome;
  const multiplier = round?.state === 'running' ? (live.tick?.multiplier ?? '1.00') : null;

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 100);
    return () => clearInterval(timer);
  }, []);
  // a crash settles auto cash-outs and losses on the server: the balance and our bets change
  useEffect(() => {
    if (round?.state === 'crashed' || myLive?.outcome === 'cashed_out') {
      void queryClient.invalidateQueries({ queryKey: ['account'] });
      void queryClient.invalidateQueries({ queryKey: ['originals', 'crash', 'mine'] });
    }
  }, [round?.state, round?.round_id, myLive?.outcome, queryClient]);

  const autoValid = auto === '' || (multiplierPattern.test(auto) && Number(auto) >= 1.01 && Number(auto) <= 1_000_000);
  const canBet = round?.state === 'betting' && !myBet && money.test(stake) && autoValid && !placeBet.isPending;
  const canCashOut = round?.state === 'running' && myOutcome === 'open' && myBet?.stake_state === 'taken' && !cashOut.isPending;

  const act = () => {
    if (canCashOut && round) cashOut.mutate(round.round_id);
    else if (canBet) placeBet.mutate({ stake, ...(auto ? { auto_cashout: Number(auto).toFixed(2) } : {}), idempotency_key: newBetKey() });
  };
  useEffect(() => {
    actRef.current = act;
  });
  // Space bets or cashes out on a desktop keyboard, unless the player is typing in a field or on a button.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.code !== 'Space') return;
      const target = event.target as HTMLElement | null;
      if (target && /^(INPUT|TEXTAREA|SELECT|BUTTON)$/.test(target.tagName)) return;
      event.preventDefault();
      actRef.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const failure = placeBet.error ?? cashOut.error;
  const error = failure instanceof ApiError ? failure.message : failure ? t('originals.failed') : null;
  const secondsLeft = round?.state === 'betting' ? Math.max(0, (Date.parse(round.betting_ends_at) + live.skewMs - now) / 1000) : 0;

  return (
    <div className="crash">
      <ol className="crash__history" aria-label={t('crash.history')}>
        {live.history.map((h) => (
          <li key={h.round_id}>
            <Link
              className={`crash__chip${Number(h.crash_point) >= 2 ? ' crash__chip--high' : ''}`}
              to={`/fairness?hash=${h.hash}#crash`}
              title={t('crash.verifyRound', { game: h.game_number })}
            >
              {h.crash_point}x
            </Link>
          </li>
        ))}
      </ol>

      <div className={`crash__stage crash__stage--${round?.state ?? 'none'}`} aria-live="polite" data-testid="crash-stage">
        {!round ? (
          <div className="crash__label">{t('crash.waiting')}</div>
        ) : round.state === 'betting' ? (
          <>
            <div className="crash__label">{t('crash.nextRound')}</div>
            <div className="crash__multiplier">{t('crash.seconds', { seconds: secondsLeft.toFixed(1) })}</div>
          </>
        ) : round.state === 'running' ? (
          <div className="crash__multiplier" data-testid="crash-multiplier">
            {multiplier}x
          </div>
        ) : (
          <>
            <div className="crash__label">{round.interrupted ? t('crash.interrupted') : t('crash.crashed')}</div>
            <div className="crash__multiplier">{round.crash_point}x</div>
          </>
        )}
        {myBet && myLive ? (
          <div className="crash__mine" data-testid="crash-my-bet">
            {myOutcome === 'cashed_out'
              ? t('crash.cashedOut', { at: myLive.cashout_at ?? '', payout: myLive.payout })
              : myOutcome === 'lost'
                ? t('crash.lost')
                : myOutcome === 'refunded'
                  ? t('crash.refunded', { stake: myLive.stake })
                  : t('crash.inRound', { stake: myLive.stake })}
          </div>
        ) : null}
      </div>

      <form
        className="originals__form crash__form"
        onSubmit={(event) => {
          event.preventDefault();
          act();
        }}
      >
        <div className="crash__fields">
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
          <label className="originals__field">
            <span>{t('crash.autoCashout')}</span>
            <input inputMode="decimal" value={auto} placeholder="2.00" onChange={(e) => setAuto(e.target.value)} name="auto_cashout" />
          </label>
        </div>
        {error ? (
          <p className="originals__error" role="alert">
            {error}
          </p>
        ) : null}
        {canCashOut && multiplier ? (
          <button className="originals__bet crash__cashout" type="submit" data-testid="crash-action">
            {t('crash.cashOut', { payout: payoutText(myLive?.stake ?? stake, multiplier) })}
          </button>
        ) : (
          <button className="originals__bet" type="submit" disabled={!canBet} data-testid="crash-action">
            {myBet && myOutcome === 'open' ? t('crash.betPlaced') : round?.state === 'betting' ? t('originals.bet') : t('crash.waitNext')}
          </button>
        )}
        <p className="originals__hint">
          {t('crash.spaceHint')} · <Link to="/fairness">{t('originals.fairnessLink')}</Link>
        </p>
      </form>

      <section className="crash__bets" aria-label={t('crash.liveBets')}>
        <h2>{t('crash.liveBets')}</h2>
        {live.bets.length === 0 ? (
          <p className="originals__hint">{t('crash.noBets')}</p>
        ) : (
          <table>
            <thead>
              <tr>
                <th>{t('crash.player')}</th>
                <th>{t('originals.stake')}</th>
                <th>{t('crash.cashout')}</th>
                <th>{t('crash.payout')}</th>
              </tr>
            </thead>
            <tbody>
              {live.bets.map((b) => (
                <tr key={b.bet_id} className={`crash__bet crash__bet--${b.outcome}`}>
                  <td>{b.player}</td>
                  <td>{b.stake}</td>
                  <td>{b.cashout_at ? `${b.cashout_at}x` : b.outcome === 'open' ? '-' : t(`crash.outcome.${b.outcome}`)}</td>
                  <td>{b.outcome === 'open' ? '-' : b.payout}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      {live.chain ? (
        <p className="crash__chain">
          {t('crash.chain', {
            hash: live.chain.terminating_hash,
            salt: live.chain.salt,
            length: live.chain.length.toLocaleString('en-US'),
          })}
        </p>
      ) : null}
    </div>
  );
}
