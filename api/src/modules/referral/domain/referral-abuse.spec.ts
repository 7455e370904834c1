import { describe, expect, it } from '@jest/globals';
import { abuseFlags } from './referral-abuse.js';

const referrer = { ip: '10.0.0.1', phoneDigest: 'p-referrer', userAgentDigest: 'ua-1' };

describe('referral abuse flags', () => {
  it('a friend on their own phone, device and network is not flagged', () => {
    expect(abuseFlags({ ip: '10.0.0.2', phoneDigest: 'p-friend', userAgentDigest: 'ua-1' }, referrer, 0, 3)).toEqual([]);
  });

  it('the same phone as the referrer', () => {
    expect(abuseFlags({ ip: '10.0.0.2', phoneDigest: 'p-referrer', userAgentDigest: 'ua-2' }, referrer, 0, 3)).toEqual(['same_phone']);
  });

  it('the same device (user agent and IP), or only the same IP', () => {
    expect(abuseFlags({ ip: '10.0.0.1', phoneDigest: 'p-friend', userAgentDigest: 'ua-1' }, referrer, 0, 3)).toEqual(['same_device']);
    expect(abuseFlags({ ip: '10.0.0.1', phoneDigest: 'p-friend', userAgentDigest: 'ua-2' }, referrer, 0, 3)).toEqual(['same_ip']);
  });

  it('the third sign-up under one referrer from one IP in a day is a cluster', () => {
    const friend = { ip: '10.0.0.9', phoneDigest: 'p-friend', userAgentDigest: null };
    expect(abuseFlags(friend, referrer, 1, 3)).toEqual([]);
    expect(abuseFlags(friend, referrer, 2, 3)).toEqual(['ip_cluster']);
  });

  it('a referrer from before the programme (no trace) is checked by cluster only', () => {
    expect(abuseFlags({ ip: '10.0.0.1', phoneDigest: 'p', userAgentDigest: 'ua-1' }, undefined, 0, 3)).toEqual([]);
  });
});
