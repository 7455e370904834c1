import type { MinesGameView, OriginalsBet, OriginalsRevealedSeed } from '@khela/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { useFinishedMines } from '../api/mines';
import { useChangeClientSeed, useOriginalsBets, useRotateSeed, useSeeds, verifyBet } from '../api/originals';
import { CrashFairness } from './crash-fairness';
import './originals.css';

const sha256Hex = async (text: string) =>
  [...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))]
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('');

type Check = { ok: boolean; text: string };

/**
 * The fairness page (issue 19): how a result is made, the player's committed seed (hash only), changing the
 * client seed, rotating (which reveals the old seed), and a check of each bet: the revealed seed's SHA-256 must
 * be the hash shown before, and /api/fair/verify (the code that decided the bet) must give the stored result.
 */
export function FairnessPage() {
  const { t } = useTranslation();
  const seeds = useSeeds();
  const bets = useOriginalsBets();
  const minesGames = useFinishedMines();
  const change = useChangeClientSeed();
  const rotate = useRotateSeed();
  const [clientSeed, setClientSeed] = useState('');
  const [revealed, setRevealed] = useState<OriginalsRevealedSeed | null>(null);
  const [checks, setChecks] = useState<Record<string, Check>>({});

  const check = async (bet: OriginalsBet) => {
    if (!bet.server_seed) return;
    const hashOk = (await sha256Hex(bet.server_seed)) === bet.server_seed_hash;
    const answer = await verifyBet(bet.game, bet.server_seed, bet.client_seed, bet.nonce);
    const data = answer.data as { roll?: number; multiplier?: number };
    const value = (bet.game === 'dice' ? data.roll : data.multiplier)?.toFixed(2) ?? '';
    const ok = hashOk && value === bet.outcome;
    setChecks((c) => ({ ...c, [bet.bet_id]: { ok, text: ok ? t('fairness.verified', { value }) : t('fairness.mismatch', { value }) } }));
  };
  // a mines game checks its whole board: the positions the server recomputes must be the board that was played
  const checkMines = async (game: MinesGameView) => {
    if (!game.server_seed) return;
    const hashOk = (await sha256Hex(game.server_seed)) === game.server_seed_hash;
    const answer = await verifyBet('mines', game.server_seed, game.client_seed, game.nonce, game.mines);
    const positions = (answer.data as { positions?: number[] }).positions ?? [];
    const value = positions.map((tile) => tile + 1).join(', ');
    const ok = hashOk && JSON.stringify(positions) === JSON.stringify(game.mine_positions);
    setChecks((c) => ({
      ...c,
      [`mines-${game.game_id}`]: { ok, text: ok ? t('fairness.verified', { value }) : t('fairness.mismatch', { value }) },
    }));
  };
  const errorOf = (e: unknown) => (e instanceof ApiError ? e.message : e ? t('originals.failed') : null);

  return (
    <div className="fairness">
      <section>
        <h3>{t('fairness.howTitle')}</h3>
        <p>{t('fairness.how1')}</p>
        <p>{t('fairness.how2')}</p>
        <p>{t('fairness.how3')}</p>
      </section>

      <section aria-label={t('fairness.currentTitle')}>
        <h3>{t('fairness.currentTitle')}</h3>
        <div>
          {t('fairness.serverSeedHash')}: <code data-testid="server-seed-hash">{seeds.data?.server_seed_hash ?? '…'}</code>
        </div>
        <div>
          {t('fairness.clientSeed')}: <code data-testid="client-seed">{seeds.data?.client_seed ?? '…'}</code>
        </div>
        <div>
          {t('fairness.nextNonce')}: <code>{seeds.data?.next_nonce ?? '…'}</code>
        </div>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (clientSeed) change.mutate(clientSeed, { onSuccess: () => setClientSeed('') });
          }}
        >
          <input
            value={clientSeed}
            onChange={(e) => setClientSeed(e.target.value)}
            placeholder={t('fairness.newClientSeed')}
            aria-label={t('fairness.newClientSeed')}
            maxLength={64}
          />
          <button type="submit">{t('fairness.changeClientSeed')}</button>
        </form>
        {errorOf(change.error) ? <p className="fairness__bad">{errorOf(change.error)}</p> : null}
        <div>
          <button type="button" onClick={() => rotate.mutate(undefined, { onSuccess: (answer) => setRevealed(answer.data.revealed) })}>
            {t('fairness.rotate')}
          </button>
        </div>
        {errorOf(rotate.error) ? <p className="fairness__bad">{errorOf(rotate.error)}</p> : null}
        {revealed ? (
          <div data-testid="revealed-seed">
            {t('fairness.revealed')}: <code>{revealed.server_seed}</code> ({t('fairness.betsUnder', { count: revealed.nonces_used })})
          </div>
        ) : null}
      </section>

      <section>
        <h3>{t('fairness.betsTitle')}</h3>
        {bets.data?.length ? (
          <table>
            <thead>
              <tr>
                <th>{t('fairness.game')}</th>
                <th>{t('fairness.result')}</th>
                <th>{t('fairness.seedNonce')}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {bets.data.map((bet) => (
                <tr key={bet.bet_id} data-testid="fair-bet">
                  <td>{t(`originals.${bet.game}`)}</td>
                  <td>
                    {bet.outcome}
                    {bet.game === 'dice' ? '' : 'x'} · {bet.won ? t('fairness.win', { payout: bet.payout }) : t('fairness.loss')}
                  </td>
                  <td>
                    #{bet.seed_id} / {bet.nonce}
                  </td>
                  <td>
                    {bet.server_seed ? (
                      checks[bet.bet_id] ? (
                        <span className={checks[bet.bet_id]!.ok ? 'fairness__ok' : 'fairness__bad'}>{checks[bet.bet_id]!.text}</span>
                      ) : (
                        <button type="button" onClick={() => void check(bet)}>
                          {t('fairness.verify')}
                        </button>
                      )
                    ) : (
                      t('fairness.rotateToVerify')
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p>{t('fairness.noBets')}</p>
        )}
      </section>
      <section>
        <h3>{t('mines.fairTitle')}</h3>
        {minesGames.data?.length ? (
          <table>
            <tbody>
              {minesGames.data.map((game) => {
                const check = checks[`mines-${game.game_id}`];
                return (
                  <tr key={game.game_id} data-testid="fair-mines">
                    <td>{t('mines.title')}</td>
                    <td>
                      {t('mines.result', {
                        mines: game.mines,
                        outcome: game.status === 'cashed' ? t('mines.won', { payout: game.payout }) : t('mines.lost'),
                      })}
                    </td>
                    <td>
                      #{game.seed_id} / {game.nonce}
                    </td>
                    <td>
                      {game.server_seed ? (
                        check ? (
                          <span className={check.ok ? 'fairness__ok' : 'fairness__bad'}>{check.text}</span>
                        ) : (
                          <button type="button" onClick={() => void checkMines(game)}>
                            {t('fairness.verify')}
                          </button>
                        )
                      ) : (
                        t('fairness.rotateToVerify')
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        ) : (
          <p>{t('fairness.noBets')}</p>
        )}
      </section>
      <CrashFairness />
    </div>
  );
}
