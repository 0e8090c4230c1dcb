/** The origins CORS allows: from each org's siteUrl and allowedOrigins, and the extra lists, normalised. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Org } from '../../../orgs/types.ts';
import { corsOriginsOf } from '../../../proxy/middleware/cors-origins.ts';
import { testOrgs } from '../helpers/test-orgs.ts';

let orgs: Org[];
test.before(async () => {
  orgs = await testOrgs();
});

test('siteUrl gives its origin, allowedOrigins are taken as they are; extra lists are added', () => {
  const [first, second, ...rest] = orgs;
  const hosted: Org[] = [
    { ...first!, siteUrl: 'https://Trust.Example.org:443/donate/' },
    { ...second!, allowedOrigins: ['https://give.example.org', 'http://localhost:4000'] },
    ...rest,
  ];
  assert.equal(
    [...corsOriginsOf(hosted, ['https://extra.example.org'], ['http://127.0.0.1:8080'])],
    [
      'https://trust.example.org',
      'https://give.example.org',
      'http://localhost:4000',
      'https://extra.example.org',
      'http://127.0.0.1:8080',
    ],
  );
});

test('orgs that name no origin allow none', () => {
  assert.equal([...corsOriginsOf(orgs)], []);
});

test.run();
