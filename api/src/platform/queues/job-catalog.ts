/**
 * Every background job Khela runs, with its payload type and its queue. A job listed here must have
 * exactly one `@OnJob` handler, and a handler must name a job listed here: the registry checks both at
 * boot. Modules add their jobs here, so the whole background workload reads in one place.
 */
export interface JobPayloads {
  /** Operations probe: proves a worker picks up jobs (answers in Redis under `worker-probe:<id>`). */
  'system.worker-probe': { probeId: string };
  /** Sends one row of the players module's message outbox (e-mail or SMS); the outbox id is the job key. */
  'messaging.deliver': { outboxId: string };
  /**
   * Player protection's markers of harm for one Dhaka day (`day`, YYYY-MM-DD; absent: the day before now,
   * as the daily run asks). A rerun of a day replaces it.
   */
  'player-protection.markers-of-harm': { day?: string };
  /** Inbox: sends one staff broadcast (delayed to its time); a rerun finds it sent and does nothing. */
  'inbox.send-broadcast': { broadcastId: string };
  /** Exchange: settles a market at its result's version (a rerun, or an older version, moves nothing). */
  'exchange.settle-market': { marketId: string; version: number };
  /** Exchange: voids fancy lines still without a result when their event ended longer than the grace ago (absent: EXCHANGE_FANCY_VOID_GRACE_MINUTES). */
  'exchange.void-unresulted-fancy': { graceMinutes?: number };
  /** VIP: rolls stake entries up into points for one hour (`periodStart`, ISO; absent: the last complete hour). */
  'vip.roll-up-points': { periodStart?: string };
  /** VIP: pays the weekly cash-back of one Dhaka week (`weekStart`, its Monday YYYY-MM-DD; absent: the last week ended). */
  'vip.weekly-cashback': { weekStart?: string };
  /** Referral: pays referrers their share of downlines' settled turnover for one Dhaka day (`day`, YYYY-MM-DD; absent: yesterday). */
  'referral.pay-rewards': { day?: string };
  /** Referral: the same for one Monday-to-Sunday Dhaka week (`weekStart`, its Monday; absent: the last week ended), when staff switched weeks on. */
  'referral.pay-weekly-rewards': { weekStart?: string };
  /** Referral: the same for one Dhaka calendar month (`month`, YYYY-MM; absent: the last month ended), when staff switched months on. */
  'referral.pay-monthly-rewards': { month?: string };
  /** Referral: agents' and affiliates' commission for the last week and month ended (or the `period` starting `start`), once per record and period. */
  'referral.pay-partner-commissions': { period?: 'week' | 'month'; start?: string };
  /** Originals: finishes bets left pending (stake or win not answered) older than `olderThanMs` (default 30 s). */
  'originals.finish-pending-bets': { olderThanMs?: number };
  /**
   * Originals mines: stakes and wins not answered for `stuckMs` (default 30 s) are asked again; games open
   * with no move for `idleMs` (default 24 h) are cashed out for the player (the stake back if no tile was revealed).
   */
  'originals.finish-mines-games': { stuckMs?: number; idleMs?: number };
  /**
   * Operations: replays the ledger and checks it (as `npm run ledger:verify`, read-only), nightly; the result is
   * a `ledger_verification_runs` row and the `khela_ledger_verification_*` metrics. `trigger` absent: the schedule.
   */
  'operations.verify-ledger': { trigger?: 'manual' };
  /** Platform events: deletes outbox events, handled rows and resolved failures past `EVENTS_RETENTION_DAYS` that every reactor has passed. */
  'events.apply-retention': Record<never, never>;
  /** Payments: deletes staff idempotency keys past their replay window (`STAFF_IDEMPOTENCY_RETENTION_DAYS`). */
  'payments.prune-idempotency-keys': Record<never, never>;
  /** Games: deletes refused provider calls older than `GAME_REFUSED_CALLS_RETENTION_DAYS`. */
  'games.prune-refused-calls': Record<never, never>;
  /** Players: deletes log-in attempts older than `PLAYER_LOGINS_RETENTION_DAYS` (issue 22). */
  'players.prune-login-history': Record<never, never>;
}

export type JobName = keyof JobPayloads;

export const queueOfJob: Record<JobName, QueueName> = {
  'system.worker-probe': 'system',
  'messaging.deliver': 'messaging',
  'player-protection.markers-of-harm': 'player-protection',
  'inbox.send-broadcast': 'inbox',
  'exchange.settle-market': 'exchange',
  'exchange.void-unresulted-fancy': 'exchange',
  'vip.roll-up-points': 'vip',
  'vip.weekly-cashback': 'vip',
  'referral.pay-rewards': 'system',
  'referral.pay-weekly-rewards': 'system',
  'referral.pay-monthly-rewards': 'system',
  'referral.pay-partner-commissions': 'system',
  'originals.finish-pending-bets': 'system',
  'originals.finish-mines-games': 'system',
  'operations.verify-ledger': 'system',
  'events.apply-retention': 'system',
  'payments.prune-idempotency-keys': 'system',
  'games.prune-refused-calls': 'system',
  'players.prune-login-history': 'system',
};

export const queueNames = ['system', 'messaging', 'player-protection', 'inbox', 'exchange', 'vip'] as const;
export type QueueName = (typeof queueNames)[number];
