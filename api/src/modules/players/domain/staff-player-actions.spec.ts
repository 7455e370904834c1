import { describe, expect, it } from '@jest/globals';
import { refuseStaffPlayerAction, staffPlayerMessages, staffReason } from './staff-player-actions.js';

describe('staff player actions', () => {
  const active = { status: 'active', phoneVerified: false } as const;
  const locked = { status: 'locked', phoneVerified: true } as const;

  it('locks only an active account and unlocks only a locked one', () => {
    expect(refuseStaffPlayerAction('lock', active)).toBeNull();
    expect(refuseStaffPlayerAction('lock', locked)).toBe(staffPlayerMessages.alreadyLocked);
    expect(refuseStaffPlayerAction('unlock', locked)).toBeNull();
    expect(refuseStaffPlayerAction('unlock', active)).toBe(staffPlayerMessages.notLocked);
  });

  it('marks a phone verified once, whatever the account status', () => {
    expect(refuseStaffPlayerAction('mark_phone_verified', active)).toBeNull();
    expect(refuseStaffPlayerAction('mark_phone_verified', { status: 'locked', phoneVerified: false })).toBeNull();
    expect(refuseStaffPlayerAction('mark_phone_verified', locked)).toBe(staffPlayerMessages.alreadyVerified);
  });

  it('takes a trimmed reason of 3 to 500 characters', () => {
    expect(staffReason('  fraud ring  ')).toBe('fraud ring');
    expect(staffReason('ab')).toBeNull();
    expect(staffReason('   ab   ')).toBeNull();
    expect(staffReason('x'.repeat(500))).toHaveLength(500);
    expect(staffReason('x'.repeat(501))).toBeNull();
    expect(staffReason(42)).toBeNull();
  });
});
