import { describe, expect, it } from '@jest/globals';
import type { AppendRequest } from './append-request.js';
import { LedgerModel } from './ledger-model.js';

const actor = { kind: 'system', id: 'test' } as const;

function ledger() {
  const model = new LedgerModel();
  model.addAccount({ id: '1', owner: 'player', currency: 'BDT' }); // main
  model.addAccount({ id: '2', owner: 'player', currency: 'BDT' }); // held
  model.addAccount({ id: '10', owner: 'house', currency: 'BDT' }); // channel
  model.addAccount({ id: '20', owner: 'house', currency: 'INR' });
  return model;
}

const deposit = (amount: bigint, extra: Partial<AppendRequest> = {}): AppendRequest => ({
  streamId: 'wallet-p',
  expectedVersion: 'any',
  type: 'DepositCredited',
  data: {},
  postings: [
    { accountId: '10', amount: -amount },
    { accountId: '1', amount },
  ],
  actor,
  ...extra,
});

describe('LedgerModel (the rules ledger_append enforces)', () => {
  it('appends balanced postings and reports the player balances after them', () => {
    const model = ledger();
    const result = model.append(deposit(500n));
    expect(result).toEqual({ ok: true, position: 1n, version: 1, duplicate: false, balances: new Map([['1', 500n]]) });
  });

  it('refuses postings that do not sum to zero', () => {
    const model = ledger();
    expect(
      model.append({
        ...deposit(5n),
        postings: [
          { accountId: '10', amount: -5n },
          { accountId: '1', amount: 4n },
        ],
      }),
    ).toMatchObject({ ok: false, error: 'unbalanced' });
    expect(model.events).toHaveLength(0);
  });

  it('refuses an account in another currency', () => {
    const model = ledger();
    expect(
      model.append({
        ...deposit(5n),
        postings: [
          { accountId: '20', amount: -5n },
          { accountId: '1', amount: 5n },
        ],
      }),
    ).toMatchObject({ ok: false, error: 'currency_mismatch' });
    expect(model.append({ ...deposit(5n), currency: 'INR' })).toMatchObject({ ok: false, error: 'currency_mismatch' });
  });

  it('refuses unknown accounts, zero amounts and one account twice', () => {
    const model = ledger();
    expect(
      model.append({
        ...deposit(5n),
        postings: [
          { accountId: '99', amount: -5n },
          { accountId: '1', amount: 5n },
        ],
      }),
    ).toMatchObject({ error: 'unknown_account' });
    expect(
      model.append({
        ...deposit(5n),
        postings: [
          { accountId: '10', amount: 0n },
          { accountId: '1', amount: 0n },
        ],
      }),
    ).toMatchObject({ error: 'invalid_postings' });
    expect(
      model.append({
        ...deposit(5n),
        postings: [
          { accountId: '1', amount: -5n },
          { accountId: '1', amount: 5n },
        ],
      }),
    ).toMatchObject({ error: 'invalid_postings' });
  });

  it('refuses a debit below zero and writes nothing', () => {
    const model = ledger();
    model.append(deposit(100n));
    const hold = {
      ...deposit(0n),
      type: 'WithdrawalHeld',
      postings: [
        { accountId: '1', amount: -101n },
        { accountId: '2', amount: 101n },
      ],
    };
    expect(model.append(hold)).toMatchObject({ ok: false, error: 'insufficient_funds' });
    expect(model.balances.get('1')).toBe(100n);
    expect(model.balances.get('2')).toBe(0n);
    expect(model.events).toHaveLength(1);
  });

  it('answers a repeated idempotency key with the first result and moves nothing', () => {
    const model = ledger();
    const first = model.append(deposit(100n, { idempotencyKey: 'deposit:1' }));
    model.append(deposit(7n));
    const again = model.append(deposit(100n, { idempotencyKey: 'deposit:1' }));
    expect(again).toEqual({ ...first, duplicate: true });
    expect(model.balances.get('1')).toBe(107n);
  });

  it('refuses a key reused for another kind of event', () => {
    const model = ledger();
    model.append(deposit(100n, { idempotencyKey: 'k' }));
    expect(model.append({ ...deposit(100n, { idempotencyKey: 'k' }), type: 'WinCredited' })).toMatchObject({
      ok: false,
      error: 'idempotency_key_reused',
    });
  });

  it('refuses a stale expected version with the current one', () => {
    const model = ledger();
    model.append(deposit(1n));
    expect(model.append(deposit(1n, { expectedVersion: 0 }))).toEqual({ ok: false, error: 'version_conflict', currentVersion: 1 });
    expect(model.append(deposit(1n, { expectedVersion: 1 }))).toMatchObject({ ok: true, version: 2 });
  });
});
