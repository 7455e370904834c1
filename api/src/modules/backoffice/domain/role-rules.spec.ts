import { describe, expect, it } from '@jest/globals';
import { staffPermissions } from '@khela/contracts';
import { normalisePermissions, permissionsBeyondActor, roleKeyFromName } from './role-rules.js';

describe('role rules', () => {
  it('makes a role key from its name', () => {
    expect(roleKeyFromName('Finance junior')).toBe('finance-junior');
    expect(roleKeyFromName('  KYC / Risk  ')).toBe('kyc-risk');
    expect(roleKeyFromName('2nd line')).toBe('role-2nd-line');
    // one letter would break the table's key rule (2-40 characters): a 500 the bad-input suite found
    expect(roleKeyFromName('\ta')).toBe('role-a');
    // no Latin letters: a key from the name's hash, so two Bangla names do not collide
    expect(roleKeyFromName('ফাইন্যান্স')).toMatch(/^role-[0-9a-f]{8}$/);
    expect(roleKeyFromName('সাপোর্ট')).not.toBe(roleKeyFromName('ফাইন্যান্স'));
    for (const name of ['a', 'Z', '9', '-', 'x'.repeat(60), 'ফাইন্যান্স']) expect(roleKeyFromName(name)).toMatch(/^[a-z][a-z0-9-]{1,39}$/);
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
