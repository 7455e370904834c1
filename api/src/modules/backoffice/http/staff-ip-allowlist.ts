import { BlockList, isIPv4, isIPv6 } from 'node:net';

/** What a staff member outside their allow-list is told (403), in the spec's plain words. */
export const ipRefusedMessage =
  'Your account may not use the back office from this network address. Ask an administrator to add it to your allow-list.';

/** What a member whose ROLE's allow-list leaves the address out is told (403); `{{role}}` is the role's name. */
export const roleIpRefusedMessage =
  "One of your roles ({{role}}) may not use the back office from this network address. Ask an administrator to add it to the role's allow-list.";

/** Whose list refused an address: the member's own, or one of their roles'. */
export type IpRefusal = { by: 'member'; allowlist: readonly string[] } | { by: 'role'; role: string; allowlist: readonly string[] };

/**
 * Both must allow (issue 22): the member's own list (empty: anywhere) AND the list of every role they hold that
 * has one. The stricter wins, so restricting a role can only narrow where its holders work from, and a member's
 * own list can never widen what a role allows. A role without a list adds no restriction.
 */
export function ipRefusal(
  ip: string | undefined,
  member: readonly string[],
  roles: readonly { role: string; cidrs: readonly string[] }[],
): IpRefusal | undefined {
  if (!ipAllowed(ip, member)) return { by: 'member', allowlist: member };
  const role = roles.find((r) => !ipAllowed(ip, r.cidrs));
  return role ? { by: 'role', role: role.role, allowlist: role.cidrs } : undefined;
}

/** `::ffff:10.1.2.3` (an IPv4 client on a dual-stack socket) is the IPv4 address it carries. */
const plain = (ip: string): string => ip.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i)?.[1] ?? ip;

/**
 * True when `ip` (the client address Express derived, TRUST_PROXY deciding which forwarded hop to believe)
 * lies in one of the CIDR blocks; an empty list admits every address. An address that cannot be read is
 * outside every non-empty list.
 */
export function ipAllowed(ip: string | undefined, cidrs: readonly string[]): boolean {
  if (cidrs.length === 0) return true;
  if (!ip) return false;
  const address = plain(ip);
  const family = isIPv4(address) ? 'ipv4' : isIPv6(address) ? 'ipv6' : undefined;
  if (!family) return false;
  const list = new BlockList();
  for (const cidr of cidrs) {
    const [base = '', bits] = cidr.split('/');
    const type = isIPv4(base) ? 'ipv4' : 'ipv6';
    list.addSubnet(base, Number(bits ?? (type === 'ipv4' ? 32 : 128)), type);
  }
  return list.check(address, family);
}

/** An address as a big integer (IPv4: 32 bits, IPv6: 128 bits). */
function addressBits(address: string, family: 4 | 6): bigint {
  if (family === 4) return address.split('.').reduce((acc, part) => (acc << 8n) + BigInt(Number(part)), 0n);
  const [head = '', tail = ''] = address.includes('::') ? address.split('::') : [address, ''];
  const groups = (part: string) => (part ? part.split(':') : []);
  // an IPv6 address may end in dotted IPv4 (::ffff:10.0.0.1): two groups
  const expand = (parts: string[]) =>
    parts.flatMap((g) =>
      g.includes('.') ? [Number(addressBits(g, 4) >> 16n).toString(16), Number(addressBits(g, 4) & 0xffffn).toString(16)] : [g],
    );
  const left = expand(groups(head));
  const right = expand(groups(tail));
  const all = [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return all.reduce((acc, g) => (acc << 16n) + BigInt(parseInt(g, 16)), 0n);
}

/**
 * A CIDR block (or a single address) as Postgres's cidr type stores it, or undefined when it is not one.
 * Host bits must be zero ("10.0.0.1/8" is refused, as Postgres would): a typo must not widen the list. Blocks
 * wider than /8 (IPv4) or /16 (IPv6) are refused too: an allow-list of "everywhere" is no allow-list.
 */
export function parseCidr(text: string): string | undefined {
  const [base = '', bits, extra] = text.trim().split('/');
  if (extra !== undefined) return undefined;
  const family = isIPv4(base) ? 4 : isIPv6(base) ? 6 : undefined;
  if (!family) return undefined;
  const max = family === 4 ? 32 : 128;
  if (bits !== undefined && !/^\d{1,3}$/.test(bits)) return undefined;
  const prefix = bits === undefined ? max : Number(bits);
  if (prefix > max || prefix < (family === 4 ? 8 : 16)) return undefined;
  const hostMask = (1n << BigInt(max - prefix)) - 1n;
  if ((addressBits(base, family) & hostMask) !== 0n) return undefined;
  return `${base.toLowerCase()}/${prefix}`;
}
