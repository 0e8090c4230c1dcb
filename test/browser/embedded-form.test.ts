/**
 * A form embedded in another site's page, in Chromium, as the snippet of `forms embed` puts it there:
 * the host page is served at http://127.0.0.2 (listed in the fixture orgs' `embed.origins`), the forms
 * by `forms serve` at 127.0.0.1. The frame stays as tall as the form (no scrollbar of its own) as errors
 * appear, as the wizard moves to step 2 and as the zakat panel opens; two forms on one page each keep
 * their own height; the host script ignores size messages from the host's own window and from a frame
 * it did not embed; Submit takes the whole window to the simulator's checkout and Pay back to the
 * thank-you page; a sandboxed frame that may not lead the window gets a link to the checkout instead; a
 * host at an origin the org file does not list (127.0.0.3) gets no form; axe finds nothing serious on
 * the host page with the form inside.
 */
import { copyFile, cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Koa from 'koa';
import type { Frame, Page } from 'puppeteer-core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { embedHostScript } from '../../build/bundle-client.ts';
import { embedSnippet } from '../../build/embed-snippet.ts';
import { integrityOf } from '../../build/subresource-integrity.ts';
import { loadOrgs } from '../../orgs/load-orgs.ts';
import type { LoadedOrg } from '../../orgs/types.ts';
import { fixtureOrgsDir } from '../helpers/fixture-orgs.ts';
import { seriousViolations } from './helpers/axe.ts';
import { browserRigFor } from './helpers/browser-rig.ts';
import { CHECKOUT_PATH, leaveCheckout } from './helpers/checkout.ts';

const GRID = '/merchantform/grid-three-currencies';
const WIZARD = '/merchantform/wizard-two-accounts';
const ORGS = ['grid-three-currencies', 'wizard-two-accounts'];

let orgsDir = '';
let orgs: LoadedOrg[] = [];
let hostScript = { path: '', integrity: '' };
const servers: Server[] = [];
const hosts = { listed: '', unlisted: '' };

/**
 * A host page: the snippet of each route in `?forms=` (comma-separated), a frame of the unlisted origin
 * that posts a size message to it (`/evil`), and a record of the markers frames post after their fakes.
 * `?sandbox` sandboxes the form frames without allow-top-navigation.
 */
function hostPage(query: URLSearchParams): string {
  const snippets = (query.get('forms') ?? '')
    .split(',')
    .filter(Boolean)
    .map((route) => {
      const found = orgs.flatMap(({ org }) => org.forms.map((form) => ({ org, form }))).find(({ form }) => form.route === route)!;
      const snippet = embedSnippet({ ...found, language: 'en', siteUrl: `${rig.server.url}/`, hostScript });
      return query.has('sandbox') ? snippet.replace('<iframe ', '<iframe sandbox="allow-scripts allow-same-origin allow-forms" ') : snippet;
    });
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A charity</title>
<script>window.markers = []; addEventListener('message', (event) => { if (event.data === 'marker') markers.push(event.origin); });</script></head>
<body><main><h1>Give to our work</h1><p>Every rupee reaches a family.</p>${query.has('spacer') ? '<div style="height:1500px"></div>' : ''}${snippets.join('')}
${query.has('evil') ? `<iframe title="Other" src="${hosts.unlisted}/evil" height="50"></iframe>` : ''}<p>Thank you.</p></main></body></html>`;
}

/** Serves `hostPage` at `/` and a framing page that sends a fake size, then a marker, at `/evil`, on `host`. */
async function hostServer(host: string): Promise<string> {
  const app = new Koa();
  app.use((ctx) => {
    ctx.type = 'html';
    ctx.body =
      ctx.path === '/evil'
        ? `<!doctype html><title>Other</title><script>parent.postMessage({ type: 'forms:size', height: 3 }, '*'); parent.postMessage('marker', '*');</script>`
        : hostPage(new URLSearchParams(ctx.querystring));
  });
  const server = app.listen(0, host);
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  return `http://${host}:${(server.address() as AddressInfo).port}`;
}

test.before(async () => {
  hosts.listed = await hostServer('127.0.0.2');
  hosts.unlisted = await hostServer('127.0.0.3');
  orgsDir = await mkdtemp(join(tmpdir(), 'forms-embed-orgs-'));
  await cp(join(fixtureOrgsDir, 'assets'), join(orgsDir, 'assets'), { recursive: true });
  for (const id of ORGS) {
    await copyFile(join(fixtureOrgsDir, `${id}.yaml`), join(orgsDir, `${id}.yaml`));
    const text = await readFile(join(orgsDir, `${id}.yaml`), 'utf8');
    await writeFile(join(orgsDir, `${id}.yaml`), `${text.trimEnd()}\nembed:\n  origins: [${hosts.listed}]\n`);
  }
  orgs = await loadOrgs(orgsDir);
  const script = await embedHostScript();
  hostScript = { path: script.path, integrity: integrityOf(script.contents) };
});

const rig = browserRigFor(test, () => ({ orgsDir }));

test.after(async () => {
  for (const server of servers) server.close();
  await rm(orgsDir, { recursive: true, force: true });
});

let page: Page;
test.before.each(async () => {
  page = await rig.browser.newPage();
  // Tall enough for two forms: Chromium does not render a cross-origin frame off the screen, so the
  // size of a form below the fold would wait until the donor scrolls to it.
  await page.setViewport({ width: 1000, height: 2000 });
});
test.after.each(() => page.close());

/** Opens the host page at `origin` with `query` and returns the frame showing `route`, once its form is hydrated. */
async function openHost(query: string, route: string, origin = hosts.listed): Promise<Frame> {
  await page.goto(`${origin}/?${query}`, { waitUntil: 'load' });
  const frame = await formFrame(route);
  await frame.waitForFunction(() => document.querySelector('form')?.noValidate === true);
  return frame;
}

/** The frame of the page that shows `route`, once it is attached and its document loaded. */
async function formFrame(route: string): Promise<Frame> {
  const handle = await page.waitForSelector(`iframe[src*="${route}/"]`);
  const frame = await handle!.contentFrame();
  await frame.waitForFunction(() => document.readyState === 'complete');
  return frame;
}

/**
 * Waits until the frame is as tall as its document (within 2 px) and taller than `above` px, with
 * nothing to scroll inside it; resolves to its height. Rejects after 30 s otherwise.
 */
async function fitsItsForm(frame: Frame, above = 0): Promise<number> {
  await frame.waitForFunction(
    (least) => {
      const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
      return Math.abs(innerHeight - height) <= 2 && document.documentElement.scrollHeight <= innerHeight + 1 && innerHeight > least;
    },
    {},
    above,
  );
  return frame.evaluate(() => innerHeight);
}

/** Fills the grid form in `frame` as a donor would. */
async function fillGrid(frame: Frame): Promise<void> {
  await frame.type('input[name="name"]', 'Ayesha Khan');
  await frame.type('input[name="email"]', 'ayesha@example.org');
  await frame.type('input[name="amount"]', '2500');
  await frame.select('select[name="currency"]', 'PKR');
  await frame.select('select[name="donationType"]', 'WaterWell');
}

test('the frame keeps the height of the form as errors show, the zakat panel opens and the wizard moves to step 2', async () => {
  const frame = await openHost(`forms=${WIZARD}`, WIZARD);
  const first = await fitsItsForm(frame);
  assert.ok(first < 900, `the frame shrank from the snippet's 900 px to the form's ${first} px`);
  assert.ok(await frame.evaluate(() => document.documentElement.classList.contains('embedded')));
  assert.match(await frame.$eval('.language-switch a', (link) => (link as HTMLAnchorElement).href), /\/ur\/\?embed=1$/);
  await frame.click('form button[type="button"].submit:not(.submit--secondary)');
  await frame.waitForSelector('.field-error:not(:empty)');
  // Each field keeps the room of its message, so errors may leave the height as it was; it still fits.
  const withErrors = await fitsItsForm(frame);
  await frame.click('button[aria-expanded="false"]');
  await frame.waitForSelector('.zakat-panel');
  const withPanel = await fitsItsForm(frame, withErrors);
  await frame.click('button[aria-expanded="true"]');
  await frame.click('input[name="amountChoice"][value="1000"] + span');
  await frame.click('form button[type="button"].submit:not(.submit--secondary)');
  await frame.waitForSelector('input[name="firstName"]');
  const stepTwo = await fitsItsForm(frame);
  assert.ok(stepTwo !== withPanel, `step 2 is ${stepTwo} px tall`);
});

test('two forms on one page each keep their own height; messages from the host window or a frame it did not embed change nothing', async () => {
  await openHost(`forms=${GRID},${WIZARD}&evil`, GRID);
  const grid = await formFrame(GRID);
  const wizard = await formFrame(WIZARD);
  await grid.waitForFunction(() => document.querySelector('form')?.noValidate === true);
  await wizard.waitForFunction(() => document.querySelector('form')?.noValidate === true);
  const [gridHeight, wizardHeight] = [await fitsItsForm(grid), await fitsItsForm(wizard)];
  assert.ok(Math.abs(gridHeight - wizardHeight) > 20, `the grid ${gridHeight} px, the wizard ${wizardHeight} px`);
  // Each fake is handled before the marker after it (messages are delivered in order).
  await page.evaluate(() => {
    postMessage({ type: 'forms:size', height: 5 }, '*');
    postMessage('marker', '*');
  });
  await page.waitForFunction(() => (window as unknown as { markers: string[] }).markers.length >= 2);
  const heights = await page.$$eval('iframe[data-forms-embed]', (frames) => frames.map((frame) => frame.getBoundingClientRect().height));
  assert.equal(
    heights.map((height) => Math.round(height)),
    [gridHeight, wizardHeight],
  );
});

test('Submit takes the whole window to the checkout, and Pay brings it back to the thank-you page', async () => {
  const frame = await openHost(`forms=${GRID}`, GRID);
  await fillGrid(frame);
  const leaving = page.waitForNavigation();
  await frame.click('button[type="submit"]');
  // The popup is in the frame's flow, below the form, and the frame grows to hold it.
  await frame.waitForFunction(() => {
    const box = document.querySelector('.toast')?.getBoundingClientRect();
    return box !== undefined && box.top >= 0 && box.bottom <= innerHeight + 2;
  });
  await leaving;
  assert.is(new URL(page.url()).pathname, CHECKOUT_PATH, `Submit led the window to ${page.url()}`);
  await leaveCheckout(page, 'pay');
  assert.is(new URL(page.url()).origin, rig.server.url);
  assert.is(new URL(page.url()).pathname, `${GRID}/thank-you/`);
});

test('a sandboxed frame that may not lead the window offers the checkout as a link to the top', async () => {
  const frame = await openHost(`forms=${GRID}&sandbox`, GRID);
  await fillGrid(frame);
  await frame.click('button[type="submit"]');
  const link = await frame.waitForSelector('.embed-checkout a[target="_top"]');
  assert.match(await link!.evaluate((anchor) => (anchor as HTMLAnchorElement).href), CHECKOUT_PATH);
  assert.is(await link!.evaluate((anchor) => anchor.textContent), 'Continue to payment');
  assert.is(new URL(page.url()).origin, hosts.listed, 'the window stays on the host page');
  await fitsItsForm(frame);
});

test('the host page scrolls to the point of the frame its form asks for, and to a field with an error', async () => {
  await page.setViewport({ width: 1000, height: 600 });
  const frame = await openHost(`forms=${GRID}&spacer`, GRID);
  await fitsItsForm(frame);
  /** Where the point `top` px below the frame's top is in the host's window, in px from its top. */
  const shownAt = (top: number) =>
    page.evaluate((y) => document.querySelector('iframe[data-forms-embed]')!.getBoundingClientRect().top + y, top);
  const inView = (top: number) =>
    page.waitForFunction(
      (y) => {
        const at = document.querySelector('iframe[data-forms-embed]')!.getBoundingClientRect().top + y;
        return at >= 0 && at < innerHeight;
      },
      {},
      top,
    );
  // The window's bottom at the Submit button: the frame's top and its first field are above it.
  const scrollToSubmit = () =>
    page.evaluate(() => {
      const box = document.querySelector('iframe[data-forms-embed]')!.getBoundingClientRect();
      scrollTo(0, scrollY + box.bottom - innerHeight + 10);
    });
  await scrollToSubmit();
  assert.ok((await shownAt(100)) < 0, 'the frame starts out of view');
  await frame.evaluate((host) => parent.postMessage({ type: 'forms:scroll', top: 100 }, host), hosts.listed);
  await inView(100);
  await scrollToSubmit();
  const nameTop = await frame.$eval('input[name="name"]', (input) => input.getBoundingClientRect().top);
  assert.ok((await shownAt(nameTop)) < 0, 'the name field starts out of view');
  await frame.click('button[type="submit"]');
  await inView(nameTop);
});

test('a host origin the org file does not list cannot show the form', async () => {
  await page.goto(`${hosts.unlisted}/?forms=${GRID}`, { waitUntil: 'load' });
  const handle = await page.waitForSelector('iframe[data-forms-embed]');
  const frame = await handle!.contentFrame();
  await frame.waitForFunction(() => document.readyState === 'complete').catch(() => undefined);
  assert.is(await frame.evaluate(() => document.querySelector('form')).catch(() => null), null);
  const listed = await openHost(`forms=${GRID}`, GRID);
  assert.ok(await listed.$('form'), 'the listed origin shows it');
});

test('axe finds nothing serious or critical on the host page with the form inside', async () => {
  const frame = await openHost(`forms=${WIZARD}`, WIZARD);
  await fitsItsForm(frame);
  assert.equal(await seriousViolations(page), []);
});

test.run();
