/**
 * The key a client's requests are counted under by the rate limits. An IPv4 address is its own key; an
 * IPv6 address counts by its /64 prefix, the block one subscriber line or phone is given (RFC 6177,
 * RFC 7934), so a bot cannot take a fresh budget by stepping through the addresses of its own block.
 */
import ipaddr from 'ipaddr.js';
import { parseAddress } from './client-address.ts';

/**
 * '203.0.113.7' -> '203.0.113.7'; '2001:db8:1:2:a:b:c:d' -> '2001:db8:1:2::/64'; an IPv4-mapped IPv6
 * address ('::ffff:203.0.113.7', how Node reports IPv4 clients on a dual-stack socket) -> the IPv4
 * address; anything else (no address) -> 'unknown', one shared key.
 */
export function clientKey(ip: string): string {
  const address = parseAddress(ip);
  if (address === undefined) return 'unknown';
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return address;
  const groups = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((group) => group.toString(16));
  return `${groups.join(':')}::/64`;
}
