import type { MatchOddsMarket, PriceSize } from '@khela/contracts';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '@/lib/format';
import type { Language } from '@/i18n';
import { formatPrice, formatSize } from '../lib/odds-format';
import { OddsGridHead, OddsGridRow } from './odds-grid';
import { PriceCell } from './price-cell';

const LEVELS = 3;

/**
 * The Match Odds table (spec section 2.3): per runner, back and lay price and size. The desktop shows the
 * three levels of each side (best next to the middle, as exchanges lay them out); a phone the best of each.
 * A suspended or closed market lies under a Suspend / Closed band.
 */
export function MatchOddsTable({
  market,
  desktop,
  onPick,
  positions,
}: {
  market: MatchOddsMarket;
  desktop: boolean;
  /** A tapped price (issue 18: opens the bet slip); only while the market is open. */
  onPick?: (pick: { selectionId: number; runner: string; side: 'back' | 'lay'; price: number }) => void;
  /** The player's profit (+) or loss (-) per runner from matched bets, shown under each name (issue 18). */
  positions?: ReadonlyMap<number, string>;
}) {
  const { t } = useTranslation();
  const levels = desktop ? LEVELS : 1;
  const overlay = market.status === 'SUSPENDED' ? 'suspended' : market.status === 'CLOSED' ? 'closed' : null;
  const pickOf = (runner: MatchOddsMarket['runners'][number], side: 'back' | 'lay') =>
    onPick && market.status === 'OPEN' && runner.status === 'ACTIVE'
      ? (price: number) => onPick({ selectionId: runner.selectionId, runner: runner.SelectionName, side, price })
      : undefined;
  return (
    <section className="market" aria-labelledby={`match-odds-${market.marketId}`}>
      <header className="market__head">
        <h3 id={`match-odds-${market.marketId}`} className="market__title">
          {t('exchange.matchOdds')}
        </h3>
        {market.inplay ? <span className="badge badge--live">{t('exchange.inPlay')}</span> : null}
      </header>
      <div className={`odds-grid odds-grid--${levels}`} role="table" aria-label={t('exchange.matchOdds')}>
        <OddsGridHead
          runner={t('exchange.runner')}
          sides={[
            { label: t('exchange.back'), side: 'back' },
            { label: t('exchange.lay'), side: 'lay' },
          ]}
        />
        {market.runners.map((runner) => {
          const back = runner.ex.availableToBack.slice(0, levels);
          const lay = runner.ex.availableToLay.slice(0, levels);
          const name = (
            <>
              {runner.SelectionName}
              {positions?.has(runner.selectionId) ? <RunnerPosition pnl={positions.get(runner.selectionId)!} /> : null}
              {runner.status === 'WINNER' ? (
                <>
                  {' '}
                  <span className="badge badge--winner">{t('exchange.winner')}</span>
                </>
              ) : null}
            </>
          );
          return (
            <OddsGridRow key={runner.selectionId} name={name} overlay={overlay}>
              {/* Deeper back levels sit further left: the best back meets the best lay in the middle. */}
              {Array.from({ length: levels }, (_, index) => levels - 1 - index).map((depth) => (
                <LadderCell key={`b${depth}`} side="back" level={back[depth]} depth={depth} onPick={pickOf(runner, 'back')} />
              ))}
              {Array.from({ length: levels }, (_, depth) => (
                <LadderCell key={`l${depth}`} side="lay" level={lay[depth]} depth={depth} onPick={pickOf(runner, 'lay')} />
              ))}
            </OddsGridRow>
          );
        })}
      </div>
    </section>
  );
}

function LadderCell({
  side,
  level,
  depth,
  onPick,
}: {
  side: 'back' | 'lay';
  level: PriceSize | undefined;
  depth: number;
  onPick?: (price: number) => void;
}) {
  const { t } = useTranslation();
  if (!level) return <PriceCell side={side} price={undefined} best={depth === 0} />;
  const size = formatSize(level.size);
  const label = t(side === 'back' ? 'exchange.backPrice' : 'exchange.layPrice', { price: formatPrice(level.price), size });
  return <PriceCell side={side} price={level.price} detail={size} label={label} best={depth === 0} onPick={onPick} />;
}

/** What the player wins (green) or loses (red) if this runner wins, from their matched bets. */
function RunnerPosition({ pnl }: { pnl: string }) {
  const { t, i18n } = useTranslation();
  const negative = pnl.startsWith('-');
  const amount = formatAmount(negative ? pnl.slice(1) : pnl, i18n.language as Language);
  return (
    <span
      className={`runner-position runner-position--${negative ? 'loss' : 'win'}`}
      aria-label={t(negative ? 'exchange.positionLoss' : 'exchange.positionWin', { amount })}
    >
      {negative ? '−' : '+'}
      {amount}
    </span>
  );
}
