import { describe, expect, it } from '@jest/globals';
import { ipAllowed, ipRefusal, parseCidr } from './staff-ip-allowlist.js';

describe('staff IP allow-list', () => {
  it('admits every address when the list is empty, and only listed ones otherwise', () => {
    expect(ipAllowed('203.0.113.9', [])).toBe(true);
    expect(ipAllowed('203.0.113.9', ['203.0.113.0/24'])).toBe(true);
    expect(ipAllowed('::ffff:203.0.113.9', ['203.0.113.0/24'])).toBe(true);
    expect(ipAllowed('198.51.100.1', ['203.0.113.0/24', '10.0.0.0/8'])).toBe(false);
    expect(ipAllowed('2001:db8::5', ['2001:db8::/32'])).toBe(true);
    expect(ipAllowed('2001:db9::5', ['2001:db8::/32'])).toBe(false);
    expect(ipAllowed(undefined, ['10.0.0.0/8'])).toBe(false);
    expect(ipAllowed('not-an-ip', ['10.0.0.0/8'])).toBe(false);
  });

  it('reads blocks and single addresses, refusing host bits, odd shapes and blocks wider than /8', () => {
    expect(parseCidr(' 10.0.0.0/8 ')).toBe('10.0.0.0/8');
    expect(parseCidr('203.0.113.7')).toBe('203.0.113.7/32');
    expect(parseCidr('2001:DB8::/32')).toBe('2001:db8::/32');
    expect(parseCidr('::ffff:10.0.0.0/120')).toBe('::ffff:10.0.0.0/120');
    expect(parseCidr('10.0.0.1/8')).toBeUndefined();
    expect(parseCidr('2001:db8::1/32')).toBeUndefined();
    expect(parseCidr('0.0.0.0/0')).toBeUndefined();
    expect(parseCidr('10.0.0.0/33')).toBeUndefined();
    expect(parseCidr('10.0.0.0/8/1')).toBeUndefined();
    expect(parseCidr('example.com')).toBeUndefined();
    expect(parseCidr('10.0.0.0/ 8')).toBeUndefined();
  });

  it("both must allow: the member's own list and every list of their roles (a role without one adds nothing)", () => {
    const roles = [
      { role: 'finance', cidrs: ['203.0.113.0/24'] },
      { role: 'risk', cidrs: ['203.0.113.0/25', '198.51.100.0/24'] },
    ];
    expect(ipRefusal('203.0.113.9', [], roles)).toBeUndefined();
    expect(ipRefusal('203.0.113.200', [], roles)).toEqual({ by: 'role', role: 'risk', allowlist: roles[1]!.cidrs });
    expect(ipRefusal('198.51.100.7', [], roles)).toEqual({ by: 'role', role: 'finance', allowlist: roles[0]!.cidrs });
    expect(ipRefusal('198.51.100.7', ['198.51.100.0/24'], roles)?.by).toBe('role');
    expect(ipRefusal('203.0.113.9', ['192.0.2.0/24'], roles)).toEqual({ by: 'member', allowlist: ['192.0.2.0/24'] });
    expect(ipRefusal('192.0.2.1', [], [])).toBeUndefined();
  });
});
