import { describe, expect, it } from '@jest/globals';
import { afterFailure, isLocked, lockoutPolicy, passwordProblem, refuseStaffChange } from './staff-rules.js';

const now = new Date('2026-01-01T10:00:00Z');

describe('staff lockout', () => {
  it('locks for 15 minutes at the fifth consecutive failure', () => {
    let state = { failedAttempts: 0, lockedUntil: null as Date | null };
    for (let i = 1; i < lockoutPolicy.maxFailures; i++) {
      state = afterFailure(state, now);
      expect(isLocked(state, now)).toBe(false);
    }
    state = afterFailure(state, now);
    expect(isLocked(state, now)).toBe(true);
    expect(isLocked(state, new Date(now.getTime() + 15 * 60_000 + 1))).toBe(false);
  });
});

describe('staff passwords', () => {
  it('needs 10 characters with a letter and a digit', () => {
    expect(passwordProblem('short1')).toMatch(/10 to 128/);
    expect(passwordProblem('onlyletters')).toMatch(/letter and a digit/);
    expect(passwordProblem('Khela-demo-2026')).toBeUndefined();
  });
});

describe('management changes that would lock everyone out', () => {
  const base = { actorId: 'a', targetRoles: ['admin'] as const, targetActive: true, otherActiveAdmins: 1 };
  it('refuses disabling yourself, demoting yourself and removing the last admin', () => {
    expect(refuseStaffChange({ ...base, targetId: 'a', change: { kind: 'disable' } })).toBe('self_disable');
    expect(refuseStaffChange({ ...base, targetId: 'a', change: { kind: 'roles', roles: ['finance'] } })).toBe('self_demote');
    expect(refuseStaffChange({ ...base, targetId: 'b', otherActiveAdmins: 0, change: { kind: 'disable' } })).toBe('last_admin');
    expect(refuseStaffChange({ ...base, targetId: 'b', change: { kind: 'disable' } })).toBeUndefined();
    expect(refuseStaffChange({ ...base, targetId: 'a', change: { kind: 'roles', roles: ['admin', 'finance'] } })).toBeUndefined();
  });
});
