/**
 * What `forms proxy` loads: at start neither esbuild nor React (the stylesheet's name comes from its
 * source, and the page shown again after a post without JavaScript loads its renderer on first use),
 * which keeps the idle proxy small; the first such post then loads React and shows the page.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { stylesheetPath } from '../../build/stylesheet.ts';
import { loadOrgs } from '../../orgs/load-orgs.ts';
import { type SpawnedServer, spawnServer } from './helpers/spawned-server.ts';
import { gatewayEnv, type StandaloneGateway, startStandaloneGateway } from './helpers/standalone-gateway.ts';
import { fixtureOrgsDir } from '../helpers/fixture-orgs.ts';

const RECORDER = fileURLToPath(new URL('./fixtures/record-loads.mjs', import.meta.url));

let gateway: StandaloneGateway;
let dir = '';
let served: SpawnedServer;
const loadsFile = () => join(dir, 'loads.txt');
const loaded = async () => (await readFile(loadsFile(), 'utf8')).split('\n');
const packageLoaded = (urls: string[], name: string) => urls.some((url) => url.includes(`/node_modules/${name}/`));

test.before(async () => {
  gateway = await startStandaloneGateway();
  dir = await mkdtemp(join(tmpdir(), 'forms-proxy-modules-'));
  const orgs = (await loadOrgs(fixtureOrgsDir)).map(({ org }) => org);
  served = await spawnServer(
    'proxy',
    {
      ...gatewayEnv(orgs, gateway, dir),
      NODE_OPTIONS: `--import ${RECORDER}`,
      RECORD_LOADS_TO: loadsFile(),
    },
    ['--host', '127.0.0.1', '--orgs', fixtureOrgsDir],
  );
});

test.after(async () => {
  await served?.dispose();
  await gateway?.close();
  await rm(dir, { recursive: true, force: true });
});

test('a started proxy has loaded its own code but neither esbuild nor React', async () => {
  assert.is((await fetch(`${served.url}/healthz`)).status, 200);
  const urls = await loaded();
  assert.ok(packageLoaded(urls, 'koa'), 'the recorder sees the packages the proxy loads');
  assert.not.ok(packageLoaded(urls, 'esbuild'), 'esbuild is not loaded');
  assert.not.ok(packageLoaded(urls, 'react-dom'), 'react-dom is not loaded');
});

test('the first post without JavaScript that fails loads React and shows the form again', async () => {
  const response = await fetch(`${served.url}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', origin: served.url },
    body: new URLSearchParams({ route: '/merchantform/grid-three-currencies', name: '', amount: '' }).toString(),
  });
  const html = await response.text();
  assert.is(response.status, 422);
  assert.match(html, 'Name is required.');
  // The stylesheet the built pages link, named without building them.
  assert.match(html, `href="../../${await stylesheetPath()}"`);
  assert.ok(packageLoaded(await loaded(), 'react-dom'), 'react-dom is loaded once needed');
});

test.run();
