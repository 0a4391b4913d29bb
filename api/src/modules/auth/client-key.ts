import { isIPv4, isIPv6 } from 'node:net';

/**
 * The client an address stands for, as per-client limits count it. An IPv6 user (a home, a phone) is usually given a
 * whole /64 and may take any address in it, so an IPv6 address counts as its /64, spelt one way however it was
 * written (`2001:db8:a:b::/64`); an IPv4 address counts as itself, also when written IPv4-mapped (`::ffff:192.0.2.1`,
 * as a dual-stack socket reports it). Anything else (`unknown`) is kept as it is.
 */
export function clientKeyOf(address: string): string {
  // A zone (`fe80::1%eth0`) names our own network interface, not the client.
  const withoutZone = address.replace(/%.*$/s, '');
  if (isIPv4(withoutZone)) return withoutZone;
  if (!isIPv6(withoutZone)) return address;
  const groups = ipv6Groups(withoutZone);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  }
  const prefix = groups.slice(0, 4);
  // Its last four groups are zero, the longest run: `::` stands for them and for the prefix's own trailing zeros.
  while (prefix.length > 0 && prefix[prefix.length - 1] === 0) prefix.pop();
  return `${prefix.map((group) => group.toString(16)).join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address: `::` expanded, a dotted IPv4 tail read as two groups. */
function ipv6Groups(address: string): number[] {
  const [head, tail] = address.split('::');
  const groupsOf = (part: string | undefined) =>
    part ? part.split(':').flatMap((piece) => (piece.includes('.') ? dottedGroups(piece) : [Number.parseInt(piece, 16)])) : [];
  const [front, back] = [groupsOf(head), groupsOf(tail)];
  if (tail === undefined) return front;
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

function dottedGroups(ipv4: string): number[] {
  const [a = 0, b = 0, c = 0, d = 0] = ipv4.split('.').map(Number);
  return [(a << 8) | b, (c << 8) | d];
}
