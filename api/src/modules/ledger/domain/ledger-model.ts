import type { AccountId, AppendRequest, AppendResult } from './append-request.js';

export interface ModelAccount {
  id: AccountId;
  owner: 'player' | 'house';
  currency: string;
}

interface ModelEvent {
  position: bigint;
  streamId: string;
  version: number;
  type: string;
  idempotencyKey?: string;
  postings: { accountId: AccountId; amount: bigint; balanceAfter?: bigint }[];
}

/**
 * The ledger's rules as a pure, in-memory model: the same refusals, in the same order, as the SQL
 * function `ledger_append`. Property tests drive it and the real database with the same operations
 * and expect the same answers; it is also the reference a reader can follow without reading PL/pgSQL.
 */
export class LedgerModel {
  readonly events: ModelEvent[] = [];
  readonly balances = new Map<AccountId, bigint>();
  private readonly accounts = new Map<AccountId, ModelAccount>();

  addAccount(account: ModelAccount): void {
    this.accounts.set(account.id, account);
    if (account.owner === 'player') this.balances.set(account.id, 0n);
  }

  append(request: AppendRequest): AppendResult {
    const { postings } = request;
    // Posting by posting, as the SQL function's validation loop does, so both refuse with the same code.
    let currency: string | undefined;
    let sum = 0n;
    for (const [i, posting] of postings.entries()) {
      if (posting.amount === 0n || postings.slice(0, i).some((p) => p.accountId === posting.accountId))
        return { ok: false, error: 'invalid_postings' };
      const account = this.accounts.get(posting.accountId);
      if (!account) return { ok: false, error: 'unknown_account' };
      if ((request.currency && account.currency !== request.currency) || (currency && account.currency !== currency))
        return { ok: false, error: 'currency_mismatch' };
      currency = account.currency;
      sum += posting.amount;
    }
    if (sum !== 0n) return { ok: false, error: 'unbalanced' };

    if (request.idempotencyKey !== undefined) {
      const prior = this.events.find((e) => e.idempotencyKey === request.idempotencyKey);
      if (prior) {
        if (prior.streamId !== request.streamId || prior.type !== request.type) return { ok: false, error: 'idempotency_key_reused' };
        const balances = new Map(prior.postings.filter((p) => p.balanceAfter !== undefined).map((p) => [p.accountId, p.balanceAfter!]));
        return { ok: true, position: prior.position, version: prior.version, balances, duplicate: true };
      }
    }
    const current = this.versionOf(request.streamId);
    if (request.expectedVersion !== 'any' && request.expectedVersion !== current) {
      return { ok: false, error: 'version_conflict', currentVersion: current };
    }
    const after = new Map<AccountId, bigint>();
    for (const p of postings) {
      const balance = this.balances.get(p.accountId);
      if (balance === undefined) continue; // house account: no balance row
      if (balance + p.amount < 0n) return { ok: false, error: 'insufficient_funds', detail: p.accountId };
      after.set(p.accountId, balance + p.amount);
    }
    for (const [id, balance] of after) this.balances.set(id, balance);
    const event: ModelEvent = {
      position: BigInt(this.events.length + 1),
      streamId: request.streamId,
      version: current + 1,
      type: request.type,
      ...(request.idempotencyKey !== undefined ? { idempotencyKey: request.idempotencyKey } : {}),
      postings: postings.map((p) => ({ ...p, ...(after.has(p.accountId) ? { balanceAfter: after.get(p.accountId)! } : {}) })),
    };
    this.events.push(event);
    return { ok: true, position: event.position, version: event.version, balances: after, duplicate: false };
  }

  versionOf(streamId: string): number {
    return this.events.filter((e) => e.streamId === streamId).reduce((v, e) => Math.max(v, e.version), 0);
  }

  /** Recomputes every player balance from scratch by replaying all postings in position order. */
  replayBalances(): Map<AccountId, bigint> {
    const replayed = new Map<AccountId, bigint>();
    for (const id of this.balances.keys()) replayed.set(id, 0n);
    for (const event of this.events) {
      for (const p of event.postings) if (replayed.has(p.accountId)) replayed.set(p.accountId, replayed.get(p.accountId)! + p.amount);
    }
    return replayed;
  }
}
