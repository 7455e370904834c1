import type { ExchangeTraderOverrides } from '@khela/contracts';
import type { FeedEvent } from './feed-event.js';

/** A trader's change of one event, as the staff routes ask for it. */
export type TraderChange =
  | { kind: 'suspend'; marketId: string }
  | { kind: 'resume'; marketId: string }
  | { kind: 'close'; marketId: string }
  | { kind: 'result'; winnerSelectionId: number }
  | {
      kind: 'bookmaker';
      marketId: string;
      minStake: string;
      maxStake: string;
      runners: { selectionId: number; backPrice: number; layPrice: number }[];
    }
  | { kind: 'fancy'; fancyId: string; no: number; no_rate: number; yes: number; yes_rate: number; minStake: string; maxStake: string };

/** Why a change makes no sense (keys of exchangeTraderMessages). */
export type TraderRefusal =
  | 'marketNotFound'
  | 'fancyNotFound'
  | 'eventClosed'
  | 'marketClosed'
  | 'alreadySuspended'
  | 'notSuspendedByTrader'
  | 'unknownRunner'
  | 'runnersMismatch'
  | 'stakeRange'
  | 'layBelowBack'
  | 'noBelowYes';

export const noOverrides = (): ExchangeTraderOverrides => ({ markets: {}, result: null, bookmaker: {}, fancy: {} });

export const hasOverrides = (o: ExchangeTraderOverrides): boolean =>
  o.result !== null || [o.markets, o.bookmaker, o.fancy].some((m) => Object.keys(m).length > 0);

/** Stake strings ("100.00") compare as numbers. */
const stakeOrderOk = (min: string, max: string): boolean => Number(min) <= Number(max);

/**
 * Decides a trader's change against the event as players see it now (`shown`, the feed's state with the
 * overrides in force applied) and returns the overrides after it, or why it is refused. Pure: no I/O.
 */
export type TraderDecision = { ok: true; overrides: ExchangeTraderOverrides } | { ok: false; refusal: TraderRefusal };

export function decideTraderChange(shown: FeedEvent, current: ExchangeTraderOverrides, change: TraderChange): TraderDecision {
  const refuse = (refusal: TraderRefusal) => ({ ok: false as const, refusal });
  const next: ExchangeTraderOverrides = structuredClone(current);
  if (shown.status === 'closed') return refuse('eventClosed');

  if (change.kind === 'suspend' || change.kind === 'resume' || change.kind === 'close') {
    const isMatchOdds = shown.matchOdds.marketId === change.marketId;
    const traderStatus = current.markets[change.marketId];
    // Checked first: a bookmaker market a trader closed is no longer shown at all.
    if (traderStatus === 'CLOSED' || (isMatchOdds && shown.matchOdds.status === 'CLOSED')) return refuse('marketClosed');
    if (!isMatchOdds && !shown.bookmaker.some((b) => b.marketId === change.marketId)) return refuse('marketNotFound');
    if (change.kind === 'suspend') {
      if (traderStatus === 'SUSPENDED') return refuse('alreadySuspended');
      next.markets[change.marketId] = 'SUSPENDED';
    } else if (change.kind === 'resume') {
      if (traderStatus !== 'SUSPENDED') return refuse('notSuspendedByTrader');
      delete next.markets[change.marketId];
    } else next.markets[change.marketId] = 'CLOSED';
    return { ok: true, overrides: next };
  }

  if (change.kind === 'result') {
    const winner = shown.matchOdds.runners.find((r) => r.selectionId === change.winnerSelectionId);
    if (!winner) return refuse('unknownRunner');
    next.result = { winnerSelectionId: winner.selectionId, line: `${winner.name} won (result set by the trader)` };
    return { ok: true, overrides: next };
  }

  if (change.kind === 'bookmaker') {
    if (current.markets[change.marketId] === 'CLOSED') return refuse('marketClosed');
    const market = shown.bookmaker.find((b) => b.marketId === change.marketId);
    if (!market) return refuse('marketNotFound');
    const ids = market.runners.map((r) => r.selectionId).sort((a, b) => a - b);
    const given = change.runners.map((r) => r.selectionId).sort((a, b) => a - b);
    if (ids.length !== given.length || ids.some((id, i) => id !== given[i])) return refuse('runnersMismatch');
    if (!stakeOrderOk(change.minStake, change.maxStake)) return refuse('stakeRange');
    if (change.runners.some((r) => r.layPrice < r.backPrice)) return refuse('layBelowBack');
    next.bookmaker[change.marketId] = { minStake: change.minStake, maxStake: change.maxStake, runners: change.runners };
    return { ok: true, overrides: next };
  }

  if (!shown.fancy.some((f) => f.id === change.fancyId)) return refuse('fancyNotFound');
  if (!stakeOrderOk(change.minStake, change.maxStake)) return refuse('stakeRange');
  // A session line's No is at or below its Yes (No 45 / Yes 46), as books quote it.
  if (change.no > change.yes) return refuse('noBelowYes');
  const { no, no_rate, yes, yes_rate, minStake, maxStake } = change;
  next.fancy[change.fancyId] = { no, no_rate, yes, yes_rate, minStake, maxStake };
  return { ok: true, overrides: next };
}

/**
 * The event as players see it: the feed's state with a trader's overrides on top. A trader's suspension
 * or close wins over the feed; a resume only lifts the trader's own suspension (the feed's own, on a
 * wicket, still shows). A trader's result closes the event with its winner. Prices a trader set replace
 * the feed's; the feed's flags (ball running, its own suspensions) still show.
 */
export function applyTraderOverrides(feed: FeedEvent, o: ExchangeTraderOverrides): FeedEvent {
  if (!hasOverrides(o)) return feed;
  const event: FeedEvent = structuredClone(feed);
  const odds = event.matchOdds;
  const oddsStatus = o.markets[odds.marketId];
  if (oddsStatus && odds.status !== 'CLOSED') {
    odds.status = oddsStatus;
    for (const runner of odds.runners) [runner.back, runner.lay] = [[], []];
  }
  event.bookmaker = event.bookmaker
    .filter((b) => o.markets[b.marketId] !== 'CLOSED')
    .map((market) => {
      const priced = o.bookmaker[market.marketId];
      const suspended = o.markets[market.marketId] === 'SUSPENDED';
      return {
        ...market,
        ...(priced ? { minStake: priced.minStake, maxStake: priced.maxStake } : {}),
        runners: market.runners.map((runner) => {
          const price = priced?.runners.find((r) => r.selectionId === runner.selectionId);
          const withPrice = price ? { ...runner, backPrice: price.backPrice, layPrice: price.layPrice } : runner;
          return suspended ? { ...withPrice, suspended: 1 as const, backPrice: 0, layPrice: 0 } : withPrice;
        }),
      };
    });
  event.fancy = event.fancy.map((line) => {
    const priced = o.fancy[line.id];
    return priced ? { ...line, ...priced } : line;
  });
  if (o.result && event.status !== 'closed') {
    event.status = 'closed';
    event.inplay = false;
    event.result = o.result.line;
    event.bookmaker = [];
    event.fancy = [];
    odds.status = 'CLOSED';
    odds.inplay = false;
    for (const runner of odds.runners) {
      runner.status = runner.selectionId === o.result.winnerSelectionId ? 'WINNER' : 'LOSER';
      [runner.back, runner.lay] = [[], []];
    }
  }
  return event;
}
