/**
 * The deployment rehearsal: the pages of `forms build --all` (over the fixture org files, so editing a
 * charity's file breaks no behaviour test) and two `forms proxy` processes on one PostgreSQL, behind
 * Debian's nginx running the shipped site config (`proxy/deploy/nginx/forms.conf`, only its ports and
 * paths changed) and the include `forms nginx-headers` writes, with TRUST_PROXY and PUBLIC_URL as
 * OPERATIONS.md says. Through nginx, donors place ORDERS orders (every fifth as a form posted without
 * JavaScript, the rest as the pages' JSON post); one proxy is killed with SIGKILL halfway; the
 * simulator pays half of the orders the donors were told about and calls back through nginx. Then:
 * every order a donor was told about is in the ledger once, every paid one is `paid`, the rate limits
 * count the donors' own addresses (127.0.0.2 and 127.0.0.3), not nginx's, and every page and asset
 * comes with its `_headers` rule's headers and its precompressed copy.
 */
import { readdir, readFile, rm, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { HEADERS_FILE } from '../../../build/headers-file.ts';
import { parseHeadersFile } from '../../../build/headers-rules.ts';
import { ASSET_HEADERS } from '../../../build/page-headers.ts';
import { loadOrgs } from '../../../orgs/load-orgs.ts';
import { createLedger } from '../../../proxy/ledger/ledger.ts';
import { openDatabase } from '../../../proxy/ledger/open-database.ts';
import { ORDER } from '../../cli/helpers/order-post.ts';
import { runCliAsync } from '../../cli/helpers/run-cli.ts';
import { spawnServer, type SpawnedServer } from '../../cli/helpers/spawned-server.ts';
import { gatewayEnv, startStandaloneGateway, type StandaloneGateway } from '../../cli/helpers/standalone-gateway.ts';
import { fixtureOrgsDir } from '../../helpers/fixture-orgs.ts';
import { startPostgres } from '../../helpers/postgres-server.ts';
import { fakeCredentials } from '../../security/helpers/fake-credentials.ts';
import { pressPay } from '../helpers/pay-form.ts';
import { BROWSER_ACCEPT } from '../helpers/no-script-stack.ts';
import { statusFrom } from './helpers/get-from.ts';
import { reservePort, startNginx, type NginxServer } from './helpers/nginx-server.ts';

/** Orders the donors place; every NO_SCRIPT_EVERY-th is posted without JavaScript. */
const ORDERS = 500;
const NO_SCRIPT_EVERY = 5;
/** Donors sending at once. */
const DONORS = 16;
/** The proxy that serves first in nginx's upstream is killed before this order is sent. */
const KILL_BEFORE = ORDERS / 2;
/** Status checks per client address and minute on each proxy: low, so one client runs out. */
const STATUS_LIMIT = 5;

let nginx: NginxServer;
let gateway: StandaloneGateway;
let proxies: SpawnedServer[];
let site: string;
let databaseUrl: string;
/** What `before` opened, closed in reverse order by `closeAll`. */
const closers: (() => Promise<unknown>)[] = [];

async function closeAll(): Promise<void> {
  for (let close = closers.pop(); close; close = closers.pop()) await close();
}

/** Opens everything the tests share; on a failure closes what it opened and throws. */
async function start(): Promise<void> {
  try {
    const reservation = await reservePort();
    closers.push(() => reservation.release());
    const origin = `http://127.0.0.1:${reservation.port}`;
    site = await mkdtemp(join(tmpdir(), 'forms-rehearsal-site-'));
    closers.push(() => rm(site, { recursive: true, force: true }));
    const dataDir = await mkdtemp(join(tmpdir(), 'forms-rehearsal-data-'));
    closers.push(() => rm(dataDir, { recursive: true, force: true }));
    const [postgres, built] = await Promise.all([
      startPostgres(),
      runCliAsync(['build', '--all', '--orgs', fixtureOrgsDir, '--out', site, '--proxy-url', `${origin}/api`]),
    ]);
    closers.push(() => postgres.stop());
    assert.is(built.code, 0, built.stderr);
    databaseUrl = await postgres.createDatabase();

    const orgs = (await loadOrgs(fixtureOrgsDir)).map(({ org }) => org);
    const credentials = fakeCredentials(orgs).env;
    // PayPro calls back at PUBLIC_URL's callback path, through nginx, with the pair agreed for every account.
    gateway = await startStandaloneGateway({
      callback: {
        url: `${origin}/paypro/uis`,
        username: credentials.PAYPRO_CALLBACK_USERNAME!,
        password: credentials.PAYPRO_CALLBACK_PASSWORD!,
      },
    });
    closers.push(() => gateway.close());
    gateway.sim.callbackMode.set({ mode: 'normal', delayMs: 0 });

    const env = {
      ...gatewayEnv(orgs, gateway, dataDir, { DATABASE_URL: databaseUrl }),
      ...credentials,
      TRUST_PROXY: 'true',
      PUBLIC_URL: origin,
      RATE_LIMIT_STATUS_PER_MINUTE: String(STATUS_LIMIT),
    };
    const args = ['--host', '127.0.0.1', '--orgs', fixtureOrgsDir];
    proxies = await Promise.all([spawnServer('proxy', env, args), spawnServer('proxy', env, args)]);
    closers.push(() => Promise.all(proxies.map((proxy) => proxy.dispose())));

    const include = await runCliAsync(['nginx-headers', site]);
    assert.is(include.code, 0, include.stderr);
    const [first, second] = proxies.map((proxy) => new URL(proxy.url).host);
    nginx = await startNginx({ reservation, proxies: [first!, second!], pagesInclude: include.stdout });
    closers.push(() => nginx.stop());
  } catch (error) {
    await closeAll();
    throw error;
  }
}

let ready: Promise<void> | undefined;
/**
 * `start()` once; every test awaits it, so a set-up that fails fails each test with its reason (uvu
 * drops an error thrown in a `before` hook and counts its file as passed).
 */
function started(): Promise<void> {
  ready ??= start();
  return ready;
}
test.after(closeAll);

/** An order a donor was told about: its OrderNumber and the checkout it was sent to. */
interface Told {
  orderNumber: string;
  checkout: string;
}

/** The pages' JSON post of order `i`; the OrderNumber and checkout of a 200, else what came instead. */
async function jsonOrder(i: number): Promise<Told | string> {
  const response = await fetch(`${nginx.origin}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: nginx.origin, 'idempotency-key': `rehearsal-order-${i}` },
    body: JSON.stringify({ ...ORDER, values: { ...ORDER.values, amount: String(500 + i) } }),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  if (response.status !== 200) return `${response.status}`;
  const { orderNumber, redirectUrl } = JSON.parse(text) as { orderNumber: string; redirectUrl: string };
  return { orderNumber, checkout: redirectUrl };
}

/** Order `i` posted by a form without JavaScript: a 303 to the checkout, whose return names the order. */
async function formOrder(i: number): Promise<Told | string> {
  const { route, values } = ORDER;
  const response = await fetch(`${nginx.origin}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: BROWSER_ACCEPT },
    body: new URLSearchParams({ route, website: '', ...values, amount: String(500 + i), comments: `rehearsal ${i}` }),
    redirect: 'manual',
    signal: AbortSignal.timeout(30_000),
  });
  await response.arrayBuffer();
  const checkout = response.headers.get('location');
  if (response.status !== 303 || !checkout) return `${response.status}`;
  const back = new URL(checkout).searchParams.get('callback_url') ?? '';
  const orderNumber = /^http:\/\/127\.0\.0\.1:\d+\/api\/orders\/([^/]+)\/page$/.exec(back)?.[1];
  assert.ok(orderNumber, `the return address names the order on PUBLIC_URL: ${back}`);
  return { orderNumber, checkout };
}

/** Runs `work(i)` for i in 0..count-1, `parallel` at a time. */
async function inParallel<T>(count: number, parallel: number, work: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < count; i = next++) results[i] = await work(i);
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return results;
}

test('500 orders through nginx, one proxy killed halfway, half paid: each order a donor was told about is in the ledger once, each paid one paid', async () => {
  await started();
  const [killed, survivor] = proxies as [SpawnedServer, SpawnedServer];
  const outcomes = await inParallel(ORDERS, DONORS, (i) => {
    if (i === KILL_BEFORE) killed.child.kill('SIGKILL');
    const place = i % NO_SCRIPT_EVERY === 0 ? formOrder(i) : jsonOrder(i);
    return place.catch((error: unknown) => `network error ${String((error as Error).cause ?? error)}`);
  });
  assert.is((await killed.exit()).signal, 'SIGKILL');
  const told = outcomes.filter((outcome): outcome is Told => typeof outcome !== 'string');
  const failed = outcomes.filter((outcome): outcome is string => typeof outcome === 'string');
  // Only a request under way on the killed proxy may fail, and nginx answers it 502.
  assert.ok(failed.length <= DONORS, `at most one failure per donor sending at the kill: ${failed.join(', ')}`);
  assert.ok(
    failed.every((outcome) => outcome === '502'),
    `failures: ${failed.join(', ')}`,
  );
  const toldWithoutScript = outcomes.filter((outcome, i) => i % NO_SCRIPT_EVERY === 0 && typeof outcome !== 'string');
  assert.ok(toldWithoutScript.length >= ORDERS / NO_SCRIPT_EVERY - DONORS, 'forms posted without JavaScript got their checkout');
  for (const proxy of [killed, survivor]) assert.match(proxy.stdout(), 'order created', 'both proxies served orders');

  const paid = told.filter((_, k) => k % 2 === 0);
  const gatewayOrigin = new URL(gateway.baseUrl).origin;
  await inParallel(paid.length, DONORS, async (k) => {
    const page = await (await fetch(paid[k]!.checkout)).text();
    await pressPay(page, gatewayOrigin);
  });
  await gateway.sim.callbacks.settled();
  const deliveries = gateway.sim.callbacks.list();
  assert.is(deliveries.length, paid.length, 'one callback per payment');
  assert.equal(
    deliveries.filter((delivery) => delivery.httpStatus !== 200),
    [],
    'every callback reached a proxy through nginx',
  );

  // The page PayPro returns a donor to (a form posted without JavaScript) comes from a proxy and links
  // the forms' stylesheet on PUBLIC_URL, which nginx serves from the built folder.
  const statusPage = await (await fetch(`${nginx.origin}/api/orders/${paid[0]!.orderNumber}/page?route=${ORDER.route}`)).text();
  const stylesheet = /<link rel="stylesheet" href="([^"]+)"/.exec(statusPage)?.[1] ?? '';
  assert.ok(stylesheet.startsWith(`${nginx.origin}/assets/styles-`), `the status page's stylesheet: ${stylesheet}`);
  const style = await fetch(stylesheet);
  assert.equal([style.status, style.headers.get('content-type')], [200, 'text/css']);
  await style.arrayBuffer();

  const database = await openDatabase({ kind: 'postgres', url: databaseUrl });
  try {
    const rows = await createLedger(database.db).list();
    const byNumber = new Map<string, string[]>();
    for (const row of rows) byNumber.set(row.order_number, [...(byNumber.get(row.order_number) ?? []), row.state]);
    const missing = told.filter(({ orderNumber }) => byNumber.get(orderNumber)?.length !== 1);
    assert.equal(missing, [], 'every order a donor was told about is in the ledger exactly once');
    const unpaid = paid.filter(({ orderNumber }) => byNumber.get(orderNumber)?.[0] !== 'paid');
    assert.equal(unpaid, [], 'every paid order is paid in the ledger');
    assert.ok(rows.length <= ORDERS, `no order beyond those placed: ${rows.length}`);
  } finally {
    await database.close();
  }
});

test("the rate limits count each donor's own address, not nginx's", async () => {
  await started();
  const status = `${nginx.origin}/api/orders/NO-SUCH-ORDER/status?route=${encodeURIComponent(ORDER.route)}`;
  // Until two refusals in a row: then every proxy still alive has refused 127.0.0.2.
  const answers: number[] = [];
  while (answers.length < 8 * STATUS_LIMIT && answers.slice(-2).join() !== '429,429') answers.push(await statusFrom('127.0.0.2', status));
  assert.equal(answers.slice(-2), [429, 429], `127.0.0.2 ran out of status checks: ${answers.join(' ')}`);
  assert.ok(
    answers.slice(0, STATUS_LIMIT).every((code) => code === 404),
    `within the limit: ${answers.join(' ')}`,
  );
  const other = [await statusFrom('127.0.0.3', status), await statusFrom('127.0.0.3', status)];
  assert.equal(other, [404, 404], 'another address still has its own budget');
});

/** The file a rule path serves: '/x/' is '/x/index.html'. */
const fileOf = (path: string) => (path.endsWith('/') ? `${path}index.html` : path);

test('every page and asset comes through nginx with its _headers rule and its precompressed copy', async () => {
  await started();
  const orgs = (await readdir(site, { withFileTypes: true })).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  let pages = 0;
  const assets = new Map<string, string>();
  for (const org of orgs) {
    const rules = parseHeadersFile(await readFile(join(site, org, HEADERS_FILE), 'utf8'), `${org}/${HEADERS_FILE}`);
    for (const { path, headers } of rules) {
      if (path === '/assets/*') {
        for (const name of await readdir(join(site, org, 'assets'))) if (!/\.(br|gz)$/.test(name)) assets.set(`/assets/${name}`, org);
        assert.equal(headers, ASSET_HEADERS);
        continue;
      }
      const encoding = pages % 2 === 0 ? 'br' : 'gzip';
      pages += 1;
      const response = await fetch(`${nginx.origin}${path}`, { headers: { 'accept-encoding': encoding } });
      assert.is(response.status, 200, path);
      for (const [name, value] of Object.entries(headers)) assert.is(response.headers.get(name), value, `${path} ${name}`);
      assert.is(response.headers.get('content-encoding'), encoding, `${path} is sent as its .${encoding === 'br' ? 'br' : 'gz'} copy`);
      assert.is(await response.text(), await readFile(join(site, org, fileOf(path)), 'utf8'), `${path}: the built page`);
    }
  }
  assert.ok(pages >= 4 * orgs.length, `${pages} pages of ${orgs.length} orgs`);
  for (const [path, org] of assets) {
    const response = await fetch(`${nginx.origin}${path}`, { headers: { 'accept-encoding': 'br, gzip' } });
    assert.is(response.status, 200, path);
    for (const [name, value] of Object.entries(ASSET_HEADERS)) assert.is(response.headers.get(name), value, `${path} ${name}`);
    if (/\.(js|css|svg)$/.test(path)) assert.is(response.headers.get('content-encoding'), 'br', path);
    assert.equal(Buffer.from(await response.arrayBuffer()), await readFile(join(site, org, path)), path);
  }
  const plain = await fetch(`${nginx.origin}${fileOf(`${ORDER.route}/`)}`, { headers: { 'accept-encoding': 'identity' } });
  assert.is(plain.headers.get('content-encoding'), null, 'a client that asks for no encoding gets the file as it is');
  await plain.arrayBuffer();
  for (const query of ['', '?embed=1']) {
    const bare = await fetch(`${nginx.origin}${ORDER.route}${query}`, { redirect: 'manual' });
    const location = new URL(bare.headers.get('location') ?? '', nginx.origin);
    assert.is([bare.status, location.pathname + location.search].join(' '), `301 ${ORDER.route}/${query}`, 'the query goes along');
    await bare.arrayBuffer();
  }
  for (const path of [`/${HEADERS_FILE}`, `/${orgs[0]}/${HEADERS_FILE}`, `/${orgs[0]}${ORDER.route}/`]) {
    const hidden = await fetch(`${nginx.origin}${path}`);
    assert.is(hidden.status, 404, `${path}: neither _headers nor the org folders themselves are served`);
    await hidden.arrayBuffer();
  }
  assert.not.match(await nginx.errorLog(), /\[(emerg|alert|crit)\]/);
});

test.run();
