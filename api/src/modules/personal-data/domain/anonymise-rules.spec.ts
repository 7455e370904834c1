import { describe, expect, it } from '@jest/globals';
import { decideAnonymise, dhakaDay, retentionEndsAt, type AnonymiseFacts } from './anonymise-rules.js';

const lastActivityAt = new Date('2020-03-01T10:00:00Z');
const closed: AnonymiseFacts = { status: 'locked', anonymisedAt: null, lastActivityAt, exclusionInForce: false, balanceZero: true };
const days = 1827;
const ends = retentionEndsAt(lastActivityAt, days);
const after = new Date(ends.getTime() + 1);

describe('decideAnonymise', () => {
  it('allows a closed account at zero once the retention period is over', () => {
    expect(decideAnonymise(closed, after, days)).toEqual({ ok: true, retentionEndsAt: ends });
    expect(decideAnonymise(closed, ends, days).ok).toBe(true);
  });

  it('refuses before the end of the retention period, naming the Dhaka day it ends', () => {
    const verdict = decideAnonymise(closed, new Date(ends.getTime() - 1), days);
    expect(verdict).toMatchObject({ ok: false, blocker: 'retention_not_passed' });
    expect(!verdict.ok && verdict.message).toBe(
      `The retention period has not passed: this account can be anonymised from ${dhakaDay(ends)}.`,
    );
    expect(dhakaDay(ends)).toBe('2025-03-02'); // 1827 days: five years with one leap day, and one more
  });

  it('refuses an account that is not closed, has money, is excluded or already anonymised, in that order', () => {
    expect(decideAnonymise({ ...closed, status: 'active', balanceZero: false }, after, days)).toMatchObject({ blocker: 'not_closed' });
    expect(decideAnonymise({ ...closed, exclusionInForce: true, balanceZero: false }, after, days)).toMatchObject({
      blocker: 'exclusion_in_force',
    });
    expect(decideAnonymise({ ...closed, balanceZero: false }, after, days)).toMatchObject({ blocker: 'balance_not_zero' });
    expect(decideAnonymise({ ...closed, anonymisedAt: after, status: 'active' }, after, days)).toMatchObject({
      blocker: 'already_anonymised',
    });
  });

  it('reads the calendar day in Dhaka (UTC+6)', () => {
    expect(dhakaDay(new Date('2025-03-01T18:00:00Z'))).toBe('2025-03-02');
    expect(dhakaDay(new Date('2025-03-01T17:59:59Z'))).toBe('2025-03-01');
  });
});
