/** Rate-limit keys: IPv4 as it is, IPv6 by its /64 block, mapped IPv4 as IPv4, no address as one key. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parseAddress } from '../../../proxy/middleware/client-address.ts';
import { clientKey } from '../../../proxy/middleware/client-key.ts';

test('IPv4, and IPv4 as a dual-stack socket reports it, count per address', () => {
  assert.is(clientKey('203.0.113.7'), '203.0.113.7');
  assert.is(clientKey('::ffff:203.0.113.7'), '203.0.113.7');
  assert.is.not(clientKey('203.0.113.8'), clientKey('203.0.113.7'));
});

test('IPv6 addresses of one /64 share a key, whatever their spelling', () => {
  const key = clientKey('2001:db8:1:2:a:b:c:d');
  assert.is(key, '2001:db8:1:2::/64');
  for (const same of ['2001:0DB8:0001:0002::1', '2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:db8:1:2::192.0.2.1', '2001:db8:1:2::1%eth0']) {
    assert.is(clientKey(same), key, same);
  }
});

test('IPv6 addresses of different /64 blocks do not', () => {
  assert.is.not(clientKey('2001:db8:1:3::1'), clientKey('2001:db8:1:2::1'));
  assert.is(clientKey('2001:db8::1'), '2001:db8:0:0::/64');
  assert.is(clientKey('::1'), '0:0:0:0::/64');
  assert.is(clientKey('fe80::1:2:3:4'), 'fe80:0:0:0::/64');
});

test('no usable address: one shared key', () => {
  for (const bad of ['', 'not-an-ip', '999.1.1.1']) assert.is(clientKey(bad), 'unknown', bad);
});

test('a forwarded entry loses its port and brackets; odd IPv4 spellings are not addresses', () => {
  assert.is(parseAddress('198.51.100.1:1111'), '198.51.100.1');
  assert.is(parseAddress(' [2001:db8::1] '), '2001:db8::1');
  assert.is(parseAddress('[2001:DB8::1]:443'), '2001:db8::1');
  assert.is(parseAddress('[::ffff:203.0.113.7]:80'), '203.0.113.7');
  assert.is(parseAddress('fe80::1%eth0'), 'fe80::1');
  for (const bad of ['', 'unknown', '127.1', '0x7f.0.0.1', '198.51.100.1:', '2001:db8::1:443:', '[198.51.100.1', '1.2.3.4.5']) {
    assert.is(parseAddress(bad), undefined, bad);
  }
});

test.run();
