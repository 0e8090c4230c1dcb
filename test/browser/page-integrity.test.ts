/**
 * Subresource Integrity in Chromium, on the grid-three-currencies fixture's page: a built page whose
 * script has one byte changed on the host is refused (a console integrity error, and the form is never
 * taken over by its script), while the same tampered script runs when the page carries no integrity value
 * (so the refusal is SRI's doing, not a broken script); the untouched page loads with no
 * Content-Security-Policy violation and hydrates.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import type { BrowserContext } from 'puppeteer-core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite, type BuiltFile } from '../../build/build-site.ts';
import { mergeSite, serveSite } from '../../cli/site-files.ts';
import { loadOrgs } from '../../orgs/load-orgs.ts';
import { fixtureOrgsDir } from '../helpers/fixture-orgs.ts';
import { acquireContext, releaseContext } from './helpers/shared-chromium.ts';
import { cspViolationsOf, recordCspViolations } from './helpers/csp-violations.ts';
import { networkQuiet } from './helpers/open-form.ts';

const ROUTE = '/merchantform/grid-three-currencies/';
/**
 * A string of the standard grid's script (the name of the mark hydration sets: the page's words are in
 * its data, not its script); changing one letter of it leaves valid JavaScript.
 */
const ORIGINAL = 'forms:hydrated';
const TAMPERED = 'forms:hydratee';

let browser: BrowserContext;
const servers: Server[] = [];
const urls = { intact: '', tampered: '', tamperedWithoutIntegrity: '' };

/** Serves `files` (one org) like `forms serve` on 127.0.0.1; resolves to its base URL. */
async function serve(files: BuiltFile[]): Promise<string> {
  const app = new Koa();
  app.use(serveSite(mergeSite(files)));
  const server = app.listen(0, '127.0.0.1');
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** `files` with `path`'s contents passed through `change` (as text). */
function edited(files: BuiltFile[], path: string, change: (text: string) => string): BuiltFile[] {
  return files.map((file) =>
    file.path === path ? { ...file, contents: new TextEncoder().encode(change(new TextDecoder().decode(file.contents))) } : file,
  );
}

test.before(async () => {
  const files = await buildSite(await loadOrgs(fixtureOrgsDir, { only: 'grid-three-currencies' }));
  const pagePath = 'merchantform/grid-three-currencies/index.html';
  const html = new TextDecoder().decode(files.find((file) => file.path === pagePath)!.contents);
  const scriptPath = /<script type="module" src="(?:\.\.\/)+(assets\/[^"]+\.js)"/.exec(html)![1]!;
  const tampered = edited(files, scriptPath, (text) => {
    assert.is(text.split(ORIGINAL).length, 2, 'the string to change occurs once');
    return text.replace(ORIGINAL, TAMPERED);
  });
  const withoutIntegrity = edited(tampered, pagePath, (text) => text.replace(/(<script type="module" [^>]*?) integrity="[^"]+"/, '$1'));
  urls.intact = await serve(files);
  urls.tampered = await serve(tampered);
  urls.tamperedWithoutIntegrity = await serve(withoutIntegrity);
  browser = await acquireContext();
});

test.after(async () => {
  await releaseContext(browser);
  for (const server of servers) server.close();
});

interface Visit {
  hydrated: boolean;
  console: string[];
  violations: string[];
}

/**
 * Opens `url` and waits until its script has taken the form over or has been refused (an integrity
 * error in the console: then whether the form was taken over is read at once, the page having loaded
 * and been quiet for 500 ms), at most 3 s after the page loaded; reports what happened.
 */
async function visit(url: string): Promise<Visit> {
  const page = await browser.newPage();
  const messages: string[] = [];
  let refused = () => {};
  const refusal = new Promise<false>((resolve) => {
    refused = () => resolve(false);
  });
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    messages.push(message.text());
    if (/integrity/i.test(message.text())) refused();
  });
  await recordCspViolations(page);
  try {
    await page.goto(url, { waitUntil: 'load' });
    await networkQuiet(page);
    const outcome = await Promise.race([
      page.waitForSelector('form[novalidate]', { timeout: 3000 }).then(
        () => true,
        () => false,
      ),
      refusal,
    ]);
    const hydrated = outcome || (await page.$('form[novalidate]')) !== null;
    return { hydrated, console: messages, violations: await cspViolationsOf(page) };
  } finally {
    await page.close();
  }
}

test('the untouched page hydrates with no console error and no policy violation', async () => {
  const result = await visit(`${urls.intact}${ROUTE}`);
  assert.ok(result.hydrated, 'the form is taken over by its script');
  assert.equal(result.console, []);
  assert.equal(result.violations, []);
});

test('one changed byte in the script: Chromium refuses it, and the form stays server-rendered', async () => {
  const result = await visit(`${urls.tampered}${ROUTE}`);
  assert.not.ok(result.hydrated, 'the tampered script must not run');
  assert.ok(
    result.console.some((text) => /integrity/i.test(text)),
    `an integrity error in the console: ${result.console.join(' | ')}`,
  );
});

test('the same tampered script runs when the page carries no integrity value', async () => {
  const result = await visit(`${urls.tamperedWithoutIntegrity}${ROUTE}`);
  assert.ok(result.hydrated, 'without SRI the change goes unnoticed');
  assert.not.ok(
    result.console.some((text) => /integrity/i.test(text)),
    result.console.join(' | '),
  );
});

test.run();
