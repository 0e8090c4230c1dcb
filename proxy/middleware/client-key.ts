/**
 * The key a client's requests are counted under by the rate limits. An IPv4 address is its own key; an
 * IPv6 address counts by its /64 prefix, the block one subscriber line or phone is given (RFC 6177,
 * RFC 7934), so a bot cannot take a fresh budget by stepping through the addresses of its own block.
 */
import { isIPv4, isIPv6 } from 'node:net';

/**
 * '203.0.113.7' -> '203.0.113.7'; '2001:db8:1:2:a:b:c:d' -> '2001:db8:1:2::/64'; an IPv4-mapped IPv6
 * address ('::ffff:203.0.113.7', how Node reports IPv4 clients on a dual-stack socket) -> the IPv4
 * address; anything else (no address) -> 'unknown', one shared key.
 */
export function clientKey(ip: string): string {
  const address = ip.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return 'unknown';
  return `${firstGroups(address, 4).join(':')}::/64`;
}

/** The first `count` 16-bit groups of a valid IPv6 address, lower-case and without leading zeros. */
function firstGroups(address: string, count: number): string[] {
  const [head = '', tail] = address.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  // An IPv4 ending ('64:ff9b::192.0.2.1') fills two groups.
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]));
  const zeros = tail === undefined ? [] : Array.from({ length: 8 - headGroups.length - tailGroups.length }, () => '0');
  return [...headGroups, ...zeros, ...tailGroups].slice(0, count).map((group) => parseInt(group, 16).toString(16));
}
