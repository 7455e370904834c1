import type { SlotPaytable } from '@khela/contracts';
import { minSpinIntervalMs } from '../domain/slot-pacing.js';
import { slotPaylines, slotPaytable, slotReels, slotRows, slotStatedRtp } from '../domain/slot-machine.js';

/** The published machine, as `GET /api/originals/slot/paytable` answers it (the exact RTP is proved in slot-rtp.spec.ts). */
export const slotPaytableView: SlotPaytable = {
  reels: slotReels.map((reel) => [...reel]),
  rows: slotRows,
  paylines: slotPaylines.map((line) => [...line]),
  pays: Object.fromEntries(Object.entries(slotPaytable).map(([symbol, pays]) => [symbol, [...pays]])) as SlotPaytable['pays'],
  rtp: slotStatedRtp,
  rtp_exact: { numerator: '32427870', denominator: '33554432' },
  min_spin_interval_ms: minSpinIntervalMs,
};
