import { describe, expect, it } from '@jest/globals';
import { staffPermissions } from '@khela/contracts';
import { normalisePermissions, permissionsBeyondActor, roleKeyFromName } from './role-rules.js';

describe('role rules', () => {
  it('makes a role key from its name', () => {
    expect(roleKeyFromName('Finance junior')).toBe('finance-junior');
    expect(roleKeyFromName('  KYC / Risk  ')).toBe('kyc-risk');
    expect(roleKeyFromName('2nd line')).toBe('role-2nd-line');
    expect(roleKeyFromName('ফাইন্যান্স')).toBe('role');
  });

  it('keeps known permissions in catalogue order and names the unknown ones', () => {
    expect(normalisePermissions(['payments.read', 'session', 'session', 'nope.x'])).toEqual({
      permissions: ['session', 'payments.read'],
      unknown: ['nope.x'],
    });
  });

  it('refuses to let anyone hand out a permission they do not hold, before or after the change', () => {
    const finance = ['session', 'payments.read', 'payments.approve'] as const;
    expect(permissionsBeyondActor([...finance], ['session', 'payments.read'])).toEqual([]);
    expect(permissionsBeyondActor([...finance], ['session', 'payments.read', 'wallet.adjust'])).toEqual(['wallet.adjust']);
    // editing a role that holds more than the actor, even to take things away, is beyond them too
    expect(permissionsBeyondActor([...finance], ['session', 'staff.manage'], ['session'])).toEqual(['staff.manage']);
    expect(permissionsBeyondActor([...staffPermissions], ['staff.roles', 'wallet.adjust'])).toEqual([]);
  });
});
