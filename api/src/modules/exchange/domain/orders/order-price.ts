import { isLadderPrice, ladderPrices, maxPrice, minPrice, roundToLadder } from '../price-ladder.js';

/** A price an order may carry, or why not, naming the nearest ladder prices a player could choose instead. */
export type PriceCheck = { ok: true; priceH: number } | { ok: false; reason: 'off_ladder'; nearest: number[] };

/**
 * Validates an order's price: only the 350 prices of the ladder (1.01 - 1000) are accepted. Off the ladder,
 * the answer names the ladder prices on either side (one of them at the ends), so the refusal can say
 * "2.51 is not a valid price; the nearest are 2.5 and 2.52".
 */
export function checkOrderPrice(price: number): PriceCheck {
  if (typeof price !== 'number' || !Number.isFinite(price))
    return { ok: false, reason: 'off_ladder', nearest: [minPrice, ladderPrices[1]!] };
  if (isLadderPrice(price)) return { ok: true, priceH: Math.round(price * 100) };
  if (price < minPrice) return { ok: false, reason: 'off_ladder', nearest: [minPrice] };
  if (price > maxPrice) return { ok: false, reason: 'off_ladder', nearest: [maxPrice] };
  const below = roundToLadder(price, 'down');
  const above = roundToLadder(price, 'up');
  return { ok: false, reason: 'off_ladder', nearest: below === above ? [below] : [below, above] };
}

export const priceFromHundredths = (priceH: number): number => priceH / 100;
