/**
 * The proxy's composition root (`startProxyServer`): from a config it opens the ledger, listens, asks
 * for the pages with the checkout URLs, serves the proxy, the pages and the simulator on one port, and
 * `close()` stops all of it in order and closes the ledger; a failure building the pages leaves
 * nothing open.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadConfig } from '../../proxy/config.ts';
import { createLogger } from '../../proxy/logger.ts';
import { type ServedPages, startProxyServer } from '../../proxy/server.ts';
import { fixtureOrg } from '../helpers/fixture-orgs.ts';

const ROUTE = '/merchantform/grid-three-currencies';

/** The server's options over a fresh data folder, its log lines' messages in `messages`. */
async function rig(pages: (checkoutUrls: string[]) => Promise<ServedPages>) {
  const dir = await mkdtemp(join(tmpdir(), 'forms-proxy-server-'));
  const orgs = [await fixtureOrg('grid-three-currencies')];
  const messages: string[] = [];
  const logger = createLogger('info', { write: (line: string) => void messages.push(JSON.parse(line).msg) });
  const config = loadConfig({ FORMS_DATA_DIR: dir, RECONCILE_INTERVAL_SECONDS: '3600' }, orgs);
  const options = { orgs, config, logger, port: 0, host: '127.0.0.1', simulated: true, graceMs: 1_000, pages };
  return { dir, messages, options, ledgerFile: join(dir, 'ledger.sqlite3') };
}

/** Whether something listens at `url`'s port on loopback. */
function listening(url: string): Promise<boolean> {
  const probe = createServer();
  return new Promise((resolve) => {
    probe.once('error', () => resolve(true));
    probe.listen(Number(new URL(url).port), '127.0.0.1', () => probe.close(() => resolve(false)));
  });
}

test('one port serves the proxy, the pages and the simulator; close() stops everything and closes the ledger', async () => {
  let asked: string[] = [];
  const { dir, messages, options, ledgerFile } = await rig(async (checkoutUrls) => {
    asked = checkoutUrls;
    return { handle: (_req, res) => res.end('a page'), assets: { styles: 'forms.css', logos: new Map() } };
  });
  const server = await startProxyServer(options);
  try {
    assert.equal(asked, [`${server.url}/paypro-sim`], 'the pages may post to the simulator at this address');
    assert.equal(await (await fetch(`${server.url}/healthz`)).json(), { ok: true });
    assert.is(await (await fetch(`${server.url}${ROUTE}/`)).text(), 'a page');
    const order = await fetch(`${server.url}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        route: ROUTE,
        values: { name: 'Sana', email: 'sana@example.org', amount: '700', currency: 'PKR', donationType: 'Kitchen' },
      }),
    });
    assert.is(order.status, 200);
    const { redirectUrl } = (await order.json()) as { redirectUrl: string };
    assert.ok(redirectUrl.startsWith(`${server.url}/paypro-sim/`), redirectUrl);
    assert.ok(existsSync(`${ledgerFile}-wal`), 'the ledger is open (SQLite keeps its write-ahead log beside it)');
  } finally {
    await server.close();
  }
  assert.not.ok(await listening(server.url), 'the port is free');
  assert.not.ok(existsSync(`${ledgerFile}-wal`), 'the ledger is closed (its write-ahead log folded back in)');
  const order = ['ledger open', 'listening', 'shutting down', 'stopped'];
  assert.equal(
    messages.filter((message) => order.includes(message)),
    order,
  );
  await rm(dir, { recursive: true, force: true });
});

test('a failure building the pages closes the server and the ledger, then is thrown', async () => {
  let port = '';
  const { dir, messages, options, ledgerFile } = await rig(async (checkoutUrls) => {
    port = new URL(checkoutUrls[0]!).port;
    throw new Error('no logo');
  });
  const failure = await startProxyServer(options).catch((err: unknown) => err);
  assert.is((failure as Error).message, 'no logo');
  assert.not.ok(await listening(`http://127.0.0.1:${port}`), 'the port is free');
  assert.not.ok(existsSync(`${ledgerFile}-wal`), 'the ledger is closed');
  assert.not.ok(messages.includes('listening'));
  await rm(dir, { recursive: true, force: true });
});

test.run();
