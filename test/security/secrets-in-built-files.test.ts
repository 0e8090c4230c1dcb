/**
 * No credential reaches the static pages: every org is built in memory (as `forms build --all` and
 * `forms serve` do) while the environment holds a fake value for every credential variable, and no
 * built file, nor the headers it is to be served with, contains any of them.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite, type BuiltFile } from '../../build/build-site.ts';
import { loadOrgs } from '../../orgs/load-orgs.ts';
import type { LoadedOrg } from '../../orgs/types.ts';
import { fakeCredentials, type FakeCredentials } from './helpers/fake-credentials.ts';

let loaded: LoadedOrg[];
let credentials: FakeCredentials;
let files: BuiltFile[];

test.before(async () => {
  loaded = await loadOrgs();
  credentials = fakeCredentials(loaded.map(({ org }) => org));
  const saved = { ...process.env };
  Object.assign(process.env, credentials.env, { PAYPRO_BASE_URL: 'https://demoapi.paypro.com.pk' });
  try {
    files = await buildSite(loaded);
  } finally {
    for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
    Object.assign(process.env, saved);
  }
});

test('the build covered every org, with pages and scripts', () => {
  assert.equal(new Set(files.map((file) => file.org)), new Set(loaded.map(({ org }) => org.id)));
  assert.ok(files.some((file) => file.path.endsWith('.html')));
  assert.ok(files.some((file) => file.path.endsWith('.js')));
  assert.ok(credentials.values.length > 50, `${credentials.values.length} credential variables`);
});

test('no built file or its headers contains a credential', () => {
  const decoder = new TextDecoder('utf-8', { fatal: false });
  for (const file of files) {
    const text = `${decoder.decode(file.contents)}\n${JSON.stringify(file.headers ?? {})}`;
    for (const secret of credentials.values) {
      assert.not.ok(text.includes(secret), `${file.org}/${file.path} contains ${secret}`);
    }
  }
});

test.run();
