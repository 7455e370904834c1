import type { BookmakerMarket } from '@khela/contracts';
import { useTranslation } from 'react-i18next';
import type { HousePick } from './house-bet-slip';
import { rowOverlay } from './market-overlay';
import { OddsGridHead, OddsGridRow } from './odds-grid';
import { PriceCell } from './price-cell';

/**
 * A BookMaker table (spec section 2.3): runner, back, lay (house prices per 100); a suspended runner
 * shows Suspend over its prices, a ball being bowled Ball Running. A rate is a button opening the bet slip.
 */
export function BookmakerTable({ market, onPick }: { market: BookmakerMarket; onPick?: (pick: HousePick) => void }) {
  const { t } = useTranslation();
  const headingId = `bookmaker-${market.marketId}`;
  return (
    <section className="market" aria-labelledby={headingId}>
      <header className="market__head">
        <h3 id={headingId} className="market__title">
          {t('exchange.bookmaker')}
        </h3>
        {/* The trader's own name of the market, when it says more than "Bookmaker" (e.g. "0 commission"). */}
        {market.name && market.name.toLowerCase() !== 'bookmaker' ? <span className="market__name">{market.name}</span> : null}
      </header>
      <div className="odds-grid odds-grid--1" role="table" aria-labelledby={headingId}>
        <OddsGridHead
          runner={t('exchange.runner')}
          sides={[
            { label: t('exchange.back'), side: 'back' },
            { label: t('exchange.lay'), side: 'lay' },
          ]}
        />
        {market.runners.map((runner) => {
          const overlay = rowOverlay(runner);
          // a rate opens the bet slip at it (issue 18); none while the runner is closed
          const pickOf = (side: 'back' | 'lay') =>
            onPick && !overlay
              ? (rate: number) =>
                  onPick({
                    kind: 'bookmaker',
                    marketId: market.marketId,
                    selectionId: runner.selectionId,
                    runner: runner.runner,
                    side,
                    rate,
                  })
              : undefined;
          return (
            <OddsGridRow key={runner.selectionId} name={runner.runner} overlay={overlay}>
              <PriceCell side="back" price={overlay ? undefined : runner.backPrice} onPick={pickOf('back')} />
              <PriceCell side="lay" price={overlay ? undefined : runner.layPrice} onPick={pickOf('lay')} />
            </OddsGridRow>
          );
        })}
      </div>
    </section>
  );
}
