/**
 * Referral abuse rules (issue 21): one person behind several accounts earning on their own play. Pure.
 * A referral is held (no rewards until staff release it) when the new player's sign-up shares a phone number,
 * a device (same user agent from the same IP) or an IP address with the referrer's own sign-up, or when the
 * referrer already had `ipClusterSize - 1` sign-ups from the same IP in the last 24 hours.
 */

export type AbuseFlag = 'same_phone' | 'same_device' | 'same_ip' | 'ip_cluster';

export interface SignUpTrace {
  ip: string | null;
  phoneDigest: string;
  userAgentDigest: string | null;
}

export function abuseFlags(
  referee: SignUpTrace,
  referrer: SignUpTrace | undefined,
  recentSignUpsFromIp: number,
  ipClusterSize: number,
): AbuseFlag[] {
  const flags: AbuseFlag[] = [];
  if (referrer) {
    if (referee.phoneDigest === referrer.phoneDigest) flags.push('same_phone');
    const sameIp = referee.ip !== null && referee.ip === referrer.ip;
    if (sameIp && referee.userAgentDigest !== null && referee.userAgentDigest === referrer.userAgentDigest) flags.push('same_device');
    else if (sameIp) flags.push('same_ip');
  }
  if (referee.ip !== null && recentSignUpsFromIp + 1 >= ipClusterSize) flags.push('ip_cluster');
  return flags;
}
