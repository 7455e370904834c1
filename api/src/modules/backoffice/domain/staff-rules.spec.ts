import { describe, expect, it } from '@jest/globals';
import {
  accountDelaySeconds,
  accountDelaySteps,
  lockoutPolicy,
  minutesOf,
  passwordProblem,
  refuseStaffChange,
  signInLimits,
} from './staff-rules.js';

describe('staff sign-in limits', () => {
  it('lets ten failures through freely, then spaces checks 1, 2, 4 ... seconds apart, at most a minute', () => {
    expect(accountDelaySeconds(0)).toBe(0);
    expect(accountDelaySeconds(signInLimits.account.freeFailures - 1)).toBe(0);
    expect([10, 11, 12, 13, 14, 15, 16, 17, 40].map(accountDelaySeconds)).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60]);
    expect(accountDelaySteps).toEqual([1, 2, 4, 8, 16, 32, 60]);
  });

  it('keeps the spec lockout per account and address: five failures, 15 minutes', () => {
    expect(lockoutPolicy).toEqual({ maxFailures: 5, lockMinutes: 15 });
    expect(minutesOf(1)).toBe(1);
    expect(minutesOf(15 * 60)).toBe(15);
    expect(minutesOf(15 * 60 - 61)).toBe(14);
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
