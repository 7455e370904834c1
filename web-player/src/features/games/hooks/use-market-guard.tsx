import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { isSectionBlocked, marketBlockQueryOptions, useMarketBlock, type BlockableSection } from '../api/get-market-block';
import { MarketBlockPopup } from '../components/market-block-popup';

/**
 * Runs `action` unless its section is blocked (spec section 6: exchange_market for Exchange and the
 * sports entries, cs_market for game providers), in which case the Market Block popup opens instead.
 * A tap before the block setting has arrived waits for it rather than slipping through.
 */
export function useMarketGuard(): {
  guard: (section: BlockableSection, action: () => void) => void;
  dialog: ReactNode;
} {
  useMarketBlock(); // Fetch early, so most taps are answered at once.
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const guard = (section: BlockableSection, action: () => void) => {
    queryClient
      .ensureQueryData(marketBlockQueryOptions())
      .catch(() => undefined) // Unknown setting: the api still refuses blocked launches itself.
      .then((block) => (isSectionBlocked(block, section) ? setOpen(true) : action()));
  };
  const dialog = open ? <MarketBlockPopup onClose={() => setOpen(false)} /> : null;
  return { guard, dialog };
}
