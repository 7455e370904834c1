import { formatMoney, parseMoney } from '@khela/contracts';
import type { TurnoverItem } from '../api/get-turnovers';

/**
 * The turnover still to play before a withdrawal: the remaining turnover of every active ticket, as a
 * money string ("3000.00"). Summed in minor units, never as floats.
 */
export function remainingTurnover(items: readonly TurnoverItem[]): string {
  let minor = 0n;
  for (const item of items) {
    if (item.status !== 'active') continue;
    minor += parseMoney(item.remaining_turnover) ?? 0n;
  }
  return formatMoney(minor);
}
