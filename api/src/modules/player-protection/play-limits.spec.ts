import { describe, expect, it } from '@jest/globals';
// Beside domain/, not in it: the rules are pure, and the test moves time with the platform ManualClock.
import { ManualClock } from '../../platform/clock/clock.js';
import { checkAmount, confirmChange, coolingOffMs, noLimits, requestChange, usedIn, type Limits } from './domain/deposit-limits.js';
import { countedPlay, fitsAll, usedFromTotals, type PlayMoveLike } from './domain/play-limits.js';
import { overLimitMessage } from './domain/protection-messages.js';

const hour = 3_600_000;
const day = 24 * hour;
const taka = (n: number) => BigInt(n) * 100n;

const limits = (amounts: Partial<Record<'day' | 'week' | 'month', number>>): Limits => {
  const out = noLimits();
  for (const [period, amount] of Object.entries(amounts)) out[period as 'day'].amountMinor = taka(amount);
  return out;
};

describe('wager and loss limits: what counts, over rolling windows (time injected)', () => {
  const clock = new ManualClock('2026-11-20T12:00:00Z');
  const ago = (ms: number): Date => new Date(clock.nowMs() - ms);
  const moves: PlayMoveLike[] = [
    { at: ago(20 * day), kind: 'stake', amount: taka(1000) }, // only in the 30 days: lost
    { at: ago(3 * day), kind: 'stake', amount: taka(400) }, // in the 7 and 30 days
    { at: ago(3 * day - hour), kind: 'win', amount: taka(900) }, // that stake won 900
    { at: ago(5 * hour), kind: 'stake', amount: taka(300) }, // in all three
    { at: ago(4 * hour), kind: 'rollback', amount: taka(300) }, // ... rolled back: neither wagered nor lost
    { at: ago(2 * hour), kind: 'stake', amount: taka(200) }, // lost
    { at: ago(day), kind: 'stake', amount: taka(7) }, // exactly 24 h old: out of the day's window
  ];
  const wager = countedPlay('wager', moves);
  const loss = countedPlay('loss', moves);

  it('wager is the sum of stakes in the window; a rolled-back stake counts back; wins do not count', () => {
    expect(usedIn('day', wager, clock.now())).toBe(taka(200));
    expect(usedIn('week', wager, clock.now())).toBe(taka(607));
    expect(usedIn('month', wager, clock.now())).toBe(taka(1607));
  });

  it('loss is stakes minus wins (net): a net win in the window is negative and makes room', () => {
    expect(usedIn('day', loss, clock.now())).toBe(taka(200));
    expect(usedIn('week', loss, clock.now())).toBe(taka(200 + 7 + 400 - 900)); // -293: a net win of 293
    expect(usedIn('month', loss, clock.now())).toBe(taka(1000 + 200 + 7 + 400 - 900));
  });

  it('the window sums (the veto reads totals) agree with the moves', () => {
    const totals = { staked: taka(907), won: taka(900), rolledBack: taka(300) }; // the 7 days
    expect(usedFromTotals('wager', totals)).toBe(usedIn('week', wager, clock.now()));
    expect(usedFromTotals('loss', totals)).toBe(usedIn('week', loss, clock.now()));
  });

  it('a stake up to the wager limit fits, one poisha more is refused with the room left and when it fits', () => {
    expect(checkAmount(limits({ day: 500 }), wager, taka(300), clock.now())).toEqual({ ok: true });
    expect(fitsAll(limits({ day: 500 }), { day: taka(200), week: 0n, month: 0n }, taka(300))).toBe(true);
    expect(fitsAll(limits({ day: 500 }), { day: taka(200), week: 0n, month: 0n }, taka(300) + 1n)).toBe(false);
    const refused = checkAmount(limits({ day: 500 }), wager, taka(300) + 1n, clock.now());
    expect(refused).toEqual({
      ok: false,
      period: 'day',
      limitMinor: taka(500),
      usedMinor: taka(200),
      remainingMinor: taka(300),
      // a rollback counts when it is recorded: when the 300 stake of 5 hours ago leaves the 24 hours its
      // rollback (an hour later) still counts back, so the room is there an hour before the 200 leaves
      fitsAt: new Date(ago(5 * hour).getTime() + day),
    });
    if (refused.ok) throw new Error('expected a refusal');
    expect(overLimitMessage(refused, 'wager')).toBe(
      'This bet is over your 24-hour wager limit of 500.00. You can bet 300.00 more now; this amount fits again from 2026-11-21 13:00 (Dhaka time).',
    );
  });

  it('a win makes room under a loss limit that the same stakes exhaust under a wager limit', () => {
    // 7 days: wagered 607, net loss -293; a 1000 stake against 1000-limits
    expect(checkAmount(limits({ week: 1000 }), wager, taka(1000), clock.now())).toMatchObject({ ok: false, period: 'week' });
    expect(checkAmount(limits({ week: 1000 }), loss, taka(1000), clock.now())).toEqual({ ok: true });
    expect(checkAmount(limits({ week: 1000 }), loss, taka(1294), clock.now())).toMatchObject({
      ok: false,
      remainingMinor: taka(1293),
      fitsAt: null, // larger than the limit itself: never fits
    });
  });

  it('a loss limit refused: the reset time walks past a win aging out (that takes room back) to the stake that frees it', () => {
    // 30 days: loss 707 net; limit 1000 leaves 293; a 500 stake waits until the 20-day-old 1000 loss ages out
    const refused = checkAmount(limits({ month: 1000 }), loss, taka(500), clock.now());
    expect(refused).toMatchObject({ ok: false, period: 'month', usedMinor: taka(707), remainingMinor: taka(293) });
    expect(refused.ok === false && refused.fitsAt).toEqual(new Date(ago(20 * day).getTime() + 30 * day));
    if (refused.ok) throw new Error('expected a refusal');
    expect(overLimitMessage(refused, 'loss')).toBe(
      'This bet could take you over your 30-day loss limit of 1000.00. You can bet 293.00 more now; this amount fits again from 2026-11-30 18:00 (Dhaka time).',
    );
    // a win aging out takes room back: an hour after the 400 stake leaves the 7 days the 900 win leaves too
    const stakeOut = new Date(ago(3 * day).getTime() + 7 * day);
    expect(usedIn('week', loss, stakeOut)).toBe(taka(300 - 300 + 200 + 7 - 900)); // the win still counts
    expect(usedIn('week', loss, new Date(stakeOut.getTime() + hour))).toBe(taka(207)); // the win has left: the loss rose
  });

  it('wager and loss limits change like deposit limits: a decrease at once, an increase after the cooling-off and a confirmation', () => {
    const clock2 = new ManualClock('2026-11-20T12:00:00Z');
    const first = requestChange({ amountMinor: null, pending: null }, taka(100), clock2.now());
    expect(first.outcome).toBe('applied');
    const raised = requestChange(first.limit, taka(1000), clock2.now());
    expect(raised.limit.amountMinor).toBe(taka(100));
    expect(confirmChange(raised.limit, clock2.advance(coolingOffMs - 1))).toMatchObject({ ok: false, refusal: 'coolingOff' });
    expect(confirmChange(raised.limit, clock2.advance(1))).toEqual({ ok: true, limit: { amountMinor: taka(1000), pending: null } });
  });
});
