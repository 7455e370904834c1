import { fancyTabs, type FancyBet, type FancyTab } from '@khela/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HousePick } from './house-bet-slip';
import { rowOverlay } from './market-overlay';
import { OddsGridHead, OddsGridRow } from './odds-grid';
import { PriceCell } from './price-cell';

const tabLabelKeys = {
  all: 'exchange.fancyTabs.all',
  fancy: 'exchange.fancyTabs.fancy',
  ballbyball: 'exchange.fancyTabs.ballByBall',
  khadda: 'exchange.fancyTabs.khadda',
  lottery: 'exchange.fancyTabs.lottery',
  oddeven: 'exchange.fancyTabs.oddEven',
} as const;

type Tab = FancyTab | 'all';

/**
 * The Fancy Bet table (spec section 2.3): tabs All, Fancy, Ball by Ball, Khadda, Lottery, Odd/Even; per
 * session its No and Yes line each over its rate; Suspend / Ball Running over a closed row; 'No fancy
 * bets available' when the tab has none. A line is a button opening the bet slip.
 */
export function FancyTable({ eventId, bets, onPick }: { eventId: string; bets: FancyBet[]; onPick?: (pick: HousePick) => void }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('all');
  const shown = tab === 'all' ? bets : bets.filter((bet) => bet.tab === tab);
  return (
    <section className="market" aria-labelledby="fancy-bet-title">
      <header className="market__head">
        <h3 id="fancy-bet-title" className="market__title">
          {t('exchange.fancyBet')}
        </h3>
      </header>
      <div className="exchange-tabs exchange-tabs--scroll" role="tablist" aria-label={t('exchange.fancyTabs.label')}>
        {(['all', ...fancyTabs] as const).map((value) => (
          <button key={value} type="button" role="tab" aria-selected={tab === value} onClick={() => setTab(value)}>
            {t(tabLabelKeys[value])}
          </button>
        ))}
      </div>
      <div role="tabpanel">
        {shown.length === 0 ? (
          <p className="exchange-empty">{t('exchange.noFancy')}</p>
        ) : (
          <div className="odds-grid odds-grid--1 odds-grid--fancy" role="table" aria-label={t('exchange.fancyBet')}>
            <OddsGridHead
              runner=""
              sides={[
                { label: t('exchange.no'), side: 'lay' },
                { label: t('exchange.yes'), side: 'back' },
              ]}
            />
            {shown.map((bet) => {
              const overlay = rowOverlay(bet);
              // a line opens the bet slip at it (issue 18); a side with rate 0 (Lottery's No) is not offered
              const pickOf = (side: 'yes' | 'no', rate: number) =>
                onPick && !overlay && rate > 0
                  ? (line: number) => onPick({ kind: 'fancy', eventId, fancyId: bet.id, title: bet.title, side, line, rate })
                  : undefined;
              return (
                // No is the lay side (pink), Yes the back side (blue), as Bangladeshi books show them.
                <OddsGridRow key={bet.id} name={bet.title} overlay={overlay}>
                  <PriceCell
                    side="lay"
                    price={overlay ? undefined : bet.no}
                    detail={String(bet.no_rate)}
                    label={`${t('exchange.no')} ${bet.no}, ${bet.no_rate}`}
                    onPick={pickOf('no', bet.no_rate)}
                  />
                  <PriceCell
                    side="back"
                    price={overlay ? undefined : bet.yes}
                    detail={String(bet.yes_rate)}
                    label={`${t('exchange.yes')} ${bet.yes}, ${bet.yes_rate}`}
                    onPick={pickOf('yes', bet.yes_rate)}
                  />
                </OddsGridRow>
              );
            })}
          </div>
        )}
      </div>
    </section>
  );
}
