import { describe, expect, it } from '@jest/globals';
import { ManualClock } from '../../platform/clock/clock.js';
import type { FeedEvent } from './domain/feed-event.js';
import { dhakaDayNumber, scheduleForDay } from './domain/schedule.js';
import { simulateEvent } from './domain/simulate-event.js';
import { ExchangeSnapshots } from './store/exchange-snapshots.js';

const plan = scheduleForDay('store', dhakaDayNumber(Date.parse('2026-11-20T06:00:00Z'))).find((p) => p.format === 'T20')!;
const at = (ms: number): FeedEvent => simulateEvent('store', plan, plan.startMs + ms);

describe('exchange snapshots: numbering and bodies', () => {
  it('numbers changes: seq per event, version per market and per fancy line, nothing for a repeat', () => {
    const store = new ExchangeSnapshots(new ManualClock());
    const changes: { eventId: string; marketChanged: boolean }[] = [];
    store.subscribe((c) => changes.push(c));
    const first = at(20 * 60_000 + 10_000);
    store.apply([first]);
    store.apply([first]); // the same state again: no change
    expect(changes).toEqual([{ eventId: plan.eventId, marketChanged: true }]);
    const detail = store.event(plan.eventId)!;
    expect(detail.seq).toBe(1);
    expect(store.market(first.matchOdds.marketId)!.version).toBe(1);

    // Only one fancy line moves: only its version rises.
    const moved: FeedEvent = { ...first, fancy: first.fancy.map((f, i) => (i === 0 ? { ...f, no: f.no + 1, yes: f.yes + 1 } : f)) };
    store.apply([moved]);
    const after = store.event(plan.eventId)!;
    expect(after.seq).toBe(2);
    expect(after.fancy2.map((f) => f.version)).toEqual(first.fancy.map((_, i) => (i === 0 ? 2 : 1)));
    expect(store.market(first.matchOdds.marketId)!.version).toBe(1);
    expect(changes.at(-1)).toEqual({ eventId: plan.eventId, marketChanged: false });
  });

  it('makes each body and ETag once per change, the ETag naming the state', () => {
    const store = new ExchangeSnapshots(new ManualClock());
    store.apply([at(25 * 60_000)]);
    const body = store.eventBody(plan.eventId)!;
    expect(store.eventBody(plan.eventId)).toBe(body); // the same object: not serialised again
    expect(JSON.parse(body.body)).toEqual({ data: { items: { [plan.eventId]: store.event(plan.eventId) } } });
    store.apply([at(26 * 60_000)]);
    expect(store.eventBody(plan.eventId)!.etag).not.toBe(body.etag);
    const market = store.marketBody(`1.${plan.eventId}`)!;
    expect(JSON.parse(market.body)).toEqual([store.market(`1.${plan.eventId}`)]);
    expect(store.eventBody('123456')).toBeUndefined();
  });

  it('forgets closed events older than the cut-off only', () => {
    const store = new ExchangeSnapshots(new ManualClock());
    store.apply([at(5 * 3_600_000)]); // closed
    store.prune(plan.startMs - 1);
    expect(store.event(plan.eventId)).toBeDefined();
    store.prune(plan.startMs + 1);
    expect(store.event(plan.eventId)).toBeUndefined();
    expect(store.market(`1.${plan.eventId}`)).toBeUndefined();
  });
});
