/**
 * The `embed` block of an org file: an origin with a path, plain http outside loopback or capitals is
 * named at its line; so is, by the pattern, a default port or an IPv6 address; https origins and
 * loopback http load.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadOrgs } from '../../../orgs/load-orgs.ts';
import { orgSchema } from '../../../orgs/org-schema.ts';
import { fixtureDir, fixtureFile, problemLines } from '../helpers/fixtures.ts';

const must = 'must be an https:// origin in lowercase with no path and a port only when not 443';

test('an origin with a path, plain http on a public host or capitals is refused at its line', async () => {
  const file = fixtureFile('embed-bad', 'acme.yaml');
  const lines = await problemLines(loadOrgs(fixtureDir('embed-bad')));
  assert.equal(
    lines.map((line) => line.slice(0, line.indexOf(must) + must.length)),
    [`${file}:5:7 /embed/origins/0 ${must}`, `${file}:6:7 /embed/origins/1 ${must}`, `${file}:7:7 /embed/origins/2 ${must}`],
  );
});

test('https origins with or without a port and loopback http origins match the pattern', () => {
  const pattern = new RegExp(orgSchema.properties.embed.properties.origins.items.pattern ?? '(?!)', 'u');
  for (const origin of [
    'https://www.example.org',
    'https://charity.example:8443',
    'http://127.0.0.2:4000',
    'http://localhost:3000',
    'http://127.0.0.1',
  ]) {
    assert.ok(pattern.test(origin), origin);
  }
  for (const origin of [
    'https://example.org/',
    'http://example.org',
    'https://example.org/path',
    'ftp://example.org',
    "https://a.org 'unsafe-inline'",
    // A browser names these origins without the port, so the page would never recognise its host.
    'https://example.org:443',
    'http://127.0.0.1:80',
    'https://example.org:0443',
    // A Content-Security-Policy source cannot name an IPv6 address.
    'http://[::1]:8080',
  ]) {
    assert.not.ok(pattern.test(origin), origin);
  }
});

test.run();
