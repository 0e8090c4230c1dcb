/**
 * `forms serve --watch` (`cli/watch-pages.ts`, `cli/live-reload.ts`): an edited org file rebuilds its
 * org, and the open page hears `rebuilt` on its event stream; an edit that cannot be built keeps the last
 * good pages and reports the problem with its file and line; a template change rebuilds every org. Each
 * step waits on the watcher's own events (files are replaced by a rename, as editors save, so one save
 * is one change), never on a sleep. The reload script is in the served pages only, never in built files.
 */
import { once } from 'node:events';
import { mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createServer, get, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite } from '../../build/build-site.ts';
import { RELOAD_EVENTS_PATH, RELOAD_SCRIPT_PATH } from '../../cli/live-reload.ts';
import { type WatchedPages, watchedPages } from '../../cli/watch-pages.ts';
import { loadOrgs } from '../../orgs/load-orgs.ts';
import { fixtureOrgsDir } from '../helpers/fixture-orgs.ts';
import { copyOrgFiles } from '../orgs/helpers/org-subset.ts';

const ID = 'grid-three-currencies';
/** An org whose file is left alone: an edit to the other rebuilds only that one. */
const OTHER = 'grid-payment-type';
const PAGE = `/merchantform/${ID}/`;
let orgsDir: string;
let templatesDir: string;
let original: string;
let pages: WatchedPages;
let server: Server;
let base: string;
let stream: IncomingMessage;
/** Everything the page's event stream has said so far. */
let heard = '';

/** Replaces the org file as an editor saving it does: written beside it, then renamed over it. */
async function saveOrgFile(text: string): Promise<void> {
  const draft = join(orgsDir, `.${ID}.yaml.draft`);
  await writeFile(draft, text);
  await rename(draft, join(orgsDir, `${ID}.yaml`));
}

/** Resolves once the event stream has carried `event` `count` times in all. */
async function streamCarried(event: string, count: number): Promise<void> {
  const times = () => heard.split(`event: ${event}\n`).length - 1;
  while (times() < count) await once(stream, 'data');
}

async function page(): Promise<{ html: string; policy: string }> {
  const response = await fetch(`${base}${PAGE}`);
  return { html: await response.text(), policy: response.headers.get('content-security-policy') ?? '' };
}

test.before(async () => {
  orgsDir = await copyOrgFiles([ID, OTHER], fixtureOrgsDir);
  templatesDir = await mkdtemp(join(tmpdir(), 'forms-watch-templates-'));
  original = await readFile(join(orgsDir, `${ID}.yaml`), 'utf8');
  pages = await watchedPages(await loadOrgs(orgsDir), { orgsDir, templatesDir });
  server = createServer((req, res) => pages.handle(req, res));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  stream = await new Promise<IncomingMessage>((resolve) => get(`${base}${RELOAD_EVENTS_PATH}`, resolve));
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    heard += chunk;
  });
  while (!heard.includes(': watching')) await once(stream, 'data');
});

test.after(async () => {
  stream.destroy();
  await pages.close();
  server.close();
  await once(server, 'close');
  await rm(orgsDir, { recursive: true, force: true });
  await rm(templatesDir, { recursive: true, force: true });
});

test('a served page loads the reload script, its policy lets it open the stream; forms build writes neither', async () => {
  const { html, policy } = await page();
  assert.ok(html.includes(`<script src="${RELOAD_SCRIPT_PATH}"></script></body>`), 'the script before </body>');
  assert.match(policy, /connect-src 'self'/);
  const script = await fetch(`${base}${RELOAD_SCRIPT_PATH}`);
  assert.match(await script.text(), /location\.reload\(\)/);
  for (const file of await buildSite(await loadOrgs(orgsDir), { orgsDir })) {
    assert.not.ok(new TextDecoder().decode(file.contents).includes('/__forms/'), `${file.path} of forms build`);
  }
});

test('an edited org file rebuilds its org, the open page is told, and it then serves the edit', async () => {
  assert.not.ok((await page()).html.includes('Donate to the Edited Trust'));
  const rebuilt = once(pages.events, 'rebuilt');
  await saveOrgFile(original.replace('title: Donate to Three Currencies Trust', 'title: Donate to the Edited Trust'));
  assert.equal(await rebuilt, [[ID]]);
  await streamCarried('rebuilt', 1);
  assert.ok((await page()).html.includes('Donate to the Edited Trust'));
});

test('an edit that cannot be built keeps the last good pages and reports the problem at its file and line', async () => {
  const failed = once(pages.events, 'failed');
  const broken = original.replace('currencies: [PKR, USD, AED]', 'currencies: [PKR, USD, XYZ]');
  const line = broken.split('\n').findIndex((text) => text.includes('XYZ')) + 1;
  await saveOrgFile(broken);
  const [error] = (await failed) as [Error];
  assert.match(error.message, new RegExp(`${ID}\\.yaml:${line}:\\d+ `));
  await streamCarried('failed', 1);
  assert.match(heard.split('event: failed\n')[1]!, `${ID}.yaml:${line}:`);
  const { html } = await page();
  assert.ok(html.includes('Donate to the Edited Trust'), 'the last good page');
  assert.not.ok(html.includes('XYZ'));
});

test('a change under templates/ rebuilds every org', async () => {
  await saveOrgFile(original);
  await once(pages.events, 'rebuilt');
  const rebuilt = once(pages.events, 'rebuilt');
  await writeFile(join(templatesDir, 'touched.css'), '');
  const [ids] = await rebuilt;
  assert.equal([...ids].sort(), [OTHER, ID].sort());
});

test.run();
