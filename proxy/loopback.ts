/**
 * Whether a host name or address means this machine only: 'localhost' (and names under it, RFC 6761),
 * any 127.0.0.0/8 address, and ::1 (with or without brackets, as a URL's hostname writes it). Parsed
 * with ipaddr.js; anything else, including 0.0.0.0 and '::' (every interface), is not loopback.
 */
import ipaddr from 'ipaddr.js';

export function isLoopbackHost(host: string): boolean {
  const name = host.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  if (!ipaddr.isValid(name)) return false;
  return ipaddr.process(name).range() === 'loopback';
}
