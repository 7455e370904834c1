import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isSectionBlocked, useMarketBlock } from '@/features/games/api/get-market-block';

/**
 * Spec section 6: while the upline blocks the exchange (exchange_market 0, status not active), its pages
 * show a maintenance-style notice instead of markets; the Exchange entries open the Market Block popup
 * before getting here, so this is for an address typed or kept.
 */
export function ExchangeGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const block = useMarketBlock();
  if (isSectionBlocked(block.data, 'exchange')) {
    return (
      <div className="exchange-blocked" role="alert">
        <h3>{t('marketBlock.title')}</h3>
        <p>{t('exchange.blocked')}</p>
      </div>
    );
  }
  return <>{children}</>;
}
