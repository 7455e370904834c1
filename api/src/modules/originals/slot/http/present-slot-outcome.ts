import type { SlotOutcome } from '@khela/contracts';
import { slotLineCount, slotSpinFromStops } from '../domain/slot-machine.js';

/** What the stops show and pay (recomputed from the stored stops: the strips and paytable are fixed). */
export function presentSlotOutcome(stops: number[]): SlotOutcome {
  const spin = slotSpinFromStops(stops);
  return { stops: spin.stops, window: spin.window, wins: spin.wins, multiplier: spin.totalLinePays / slotLineCount };
}
