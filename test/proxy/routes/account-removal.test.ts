/**
 * `POST /api/account-removal` over HTTP: a valid request is recorded durably and answered 202 `{ received:
 * true }` whether or not an account exists; the address never reaches the log; bad requests are refused
 * without recording anything; a request survives a restart of the proxy (SQLite in a data folder) and is
 * kept unverified.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Org } from '../../../orgs/types.ts';
import { appOver } from '../helpers/app-over.ts';
import { loadConfig } from '../../../proxy/config.ts';
import { createLogger } from '../../../proxy/logger.ts';
import { openDatabase, type LedgerDatabase } from '../../../proxy/ledger/open-database.ts';
import { createRemovalRequestStore } from '../../../proxy/ledger/removal-requests.ts';
import { platformForms } from '../../orgs/helpers/platform-forms.ts';
import { fakePayPro } from '../helpers/fake-paypro.ts';
import { GENEROUS_RATE_LIMITS } from '../helpers/generous-rate-limits.ts';
import { serveAt, type Served } from '../helpers/serve.ts';
import { testOrgs } from '../helpers/test-orgs.ts';

const ROUTE = '/platform-pages/account-removal';
const EMAIL = 'leaving.member@example.org';
let orgs: Org[];
let dir = '';

test.before(async () => {
  orgs = [(await platformForms()).org, ...(await testOrgs())];
});
test.before.each(async () => {
  dir = await mkdtemp(join(tmpdir(), 'forms-removal-route-'));
});
test.after.each(() => rm(dir, { recursive: true, force: true }));

interface RunningApp extends Served {
  logs: string[];
  database: LedgerDatabase;
  post(body: unknown): Promise<Response>;
}

/** What the ledger in `dir` holds, read through a connection of its own. */
async function recorded() {
  const database = await openDatabase({ kind: 'sqlite', dataDir: dir });
  try {
    return await createRemovalRequestStore(database.db).list(new Date());
  } finally {
    await database.close();
  }
}

/** The proxy with the platform and test orgs, its ledger in SQLite in `dir`; `close()` closes both. */
async function startApp(): Promise<RunningApp> {
  const logs: string[] = [];
  const database = await openDatabase({ kind: 'sqlite', dataDir: dir });
  // More requests than the default 5 removals a minute; the limit has its own tests.
  const config = loadConfig({ FORMS_DATA_DIR: dir, ...GENEROUS_RATE_LIMITS }, orgs);
  const served = await serveAt((origin) =>
    appOver(database.db, {
      orgs,
      config,
      origin,
      paypro: fakePayPro(),
      logger: createLogger('info', { write: (line: string) => void logs.push(line) }),
      now: () => new Date('2025-03-10T20:15:00Z'),
    }).callback(),
  );
  const post = (body: unknown) =>
    fetch(`${served.origin}/api/account-removal`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const close = async () => {
    await served.close();
    await database.close();
  };
  return { ...served, close, logs, database, post };
}

test('202 { received: true }: the request is recorded with its route, time and an id; the log never holds the address', async () => {
  const app = await startApp();
  try {
    const response = await app.post({ route: ROUTE, email: `  ${EMAIL} ` });
    assert.is(response.status, 202);
    assert.equal(await response.json(), { received: true });
    const [request, ...more] = await recorded();
    assert.equal(more, []);
    assert.equal(
      { ...request!, id: '' },
      { id: '', route: ROUTE, email: EMAIL, receivedAt: '2025-03-10T20:15:00.000Z', language: 'en', confirmation: 'unverified' },
    );
    assert.match(request!.id, /^[0-9a-f-]{36}$/);
    assert.ok(
      app.logs.some((line) => line.includes(request!.id)),
      'the log names the request id',
    );
    assert.not.ok(
      app.logs.some((line) => line.includes('leaving.member')),
      'the address is not logged',
    );
  } finally {
    await app.close();
  }
});

test('a request survives a restart: app A records it and closes; app B on the same folder lists it', async () => {
  const first = await startApp();
  assert.is((await first.post({ route: ROUTE, email: EMAIL })).status, 202);
  await first.close();
  const second = await startApp();
  try {
    assert.is((await second.post({ route: ROUTE, email: 'second@example.org' })).status, 202);
    const listed = await recorded();
    // Both carry the same fixed time, so their order between them is not defined.
    assert.equal(listed.map((request) => request.email).sort(), [EMAIL, 'second@example.org'].sort());
  } finally {
    await second.close();
  }
});

test('the same answer for any valid address, so it never tells whether an account exists', async () => {
  const app = await startApp();
  try {
    const answers = await Promise.all(
      ['known@example.org', 'never-seen-7f3a@example.com'].map((email) => app.post({ route: ROUTE, email })),
    );
    assert.equal(await Promise.all(answers.map(async (answer) => [answer.status, await answer.text()])), [
      [202, '{"received":true}'],
      [202, '{"received":true}'],
    ]);
  } finally {
    await app.close();
  }
});

test('422 for an empty or malformed address, 404 for a page that is not a removal page, 400 for a bad body; nothing recorded', async () => {
  const app = await startApp();
  try {
    const cases: [unknown, number, unknown][] = [
      [{ route: ROUTE, email: '' }, 422, { code: 'invalid_fields', fields: { email: 'Email is required.' } }],
      [{ route: ROUTE }, 422, { code: 'invalid_fields', fields: { email: 'Email is required.' } }],
      [{ route: ROUTE, email: 'not-an-address' }, 422, { code: 'invalid_fields', fields: { email: 'Email address is invalid.' } }],
      [{ route: '/merchantform/grid-three-currencies', email: EMAIL }, 404, { code: 'unknown_form' }],
      [{ route: '/no-such-page', email: EMAIL }, 404, { code: 'unknown_form' }],
      [{ email: EMAIL }, 400, { code: 'invalid_request' }],
      [[ROUTE, EMAIL], 400, { code: 'invalid_request' }],
    ];
    for (const [body, status, expected] of cases) {
      const response = await app.post(body);
      assert.is(response.status, status, JSON.stringify(body));
      const { error } = (await response.json()) as { error: Record<string, unknown> };
      for (const [key, value] of Object.entries(expected as object)) assert.equal(error[key], value, `${JSON.stringify(body)} ${key}`);
      assert.type(error.message, 'string');
    }
    assert.equal(await recorded(), []);
  } finally {
    await app.close();
  }
});

test('a database that cannot write gives a 500 with the request id, never a 202', async () => {
  const app = await startApp();
  try {
    await app.database.db.schema.dropTable('removal_requests').execute();
    const response = await app.post({ route: ROUTE, email: EMAIL });
    assert.is(response.status, 500);
    const { error } = (await response.json()) as { error: Record<string, unknown> };
    assert.is(error.code, 'internal_error');
    assert.is(error.requestId, response.headers.get('x-request-id'));
    assert.not.ok(
      app.logs.some((line) => line.includes('leaving.member')),
      'the address is not logged',
    );
  } finally {
    await app.close();
  }
});

test.run();
