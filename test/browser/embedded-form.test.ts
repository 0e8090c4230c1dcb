/**
 * A form embedded in another site's page, in Chromium, as the snippet of `forms embed` puts it there:
 * the host page is served at http://127.0.0.2 (listed in the fixture orgs' `embed.origins`), the forms
 * by `forms serve` at 127.0.0.1. The frame stays as tall as the form (no scrollbar of its own) as errors
 * appear, as the wizard moves to step 2 and as the zakat panel opens, and the messages put no error in
 * the host page's console; two forms on one page each keep their own height; the host script ignores
 * size messages from the host's own window, from a frame it did not embed and from its own frame once
 * another origin's page is in it; Submit takes the whole window to the simulator's checkout and Pay
 * back to the thank-you page; a frame sandboxed so that only a donor's press may lead the window gets a
 * link that does; the form asks the host to scroll to a field with an error; the browser refuses to show
 * the form in a host at an origin the org file does not list (127.0.0.3); axe finds nothing serious on
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
import { setSimulatorFault } from './helpers/sim-faults.ts';

const GRID = '/merchantform/grid-three-currencies';
const WIZARD = '/merchantform/wizard-two-accounts';
const ORGS = ['grid-three-currencies', 'wizard-two-accounts'];

let orgsDir = '';
let orgs: LoadedOrg[] = [];
let hostScript = { path: '', integrity: '' };
const servers: Server[] = [];
const hosts = { listed: '', unlisted: '' };

/** What the host page records of the messages it gets (its head's script). */
type HostRecord = Window & {
  /** The origin of each 'marker' message, in the order they came. */
  markers: string[];
  /** Each `forms:scroll` message's origin and `top`. */
  scrolls: { origin: string; top: unknown }[];
};

/**
 * Where a sandboxed frame's donor can still reach the checkout: only a press may lead the top window
 * (`allow-top-navigation-by-user-activation` without `allow-top-navigation`), as README.md, "Embedding a
 * form", asks a host that sandboxes the frame to allow.
 */
const SANDBOX =
  'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation';

/**
 * A host page: the snippet of each route in `?forms=` (comma-separated), and a record of the markers
 * frames post after their fakes and of the scroll requests frames send (`HostRecord`). `?sandbox`
 * sandboxes the form frames with SANDBOX.
 */
function hostPage(query: URLSearchParams): string {
  const snippets = (query.get('forms') ?? '')
    .split(',')
    .filter(Boolean)
    .map((route) => {
      const found = orgs.flatMap(({ org }) => org.forms.map((form) => ({ org, form }))).find(({ form }) => form.route === route)!;
      const snippet = embedSnippet({ ...found, language: 'en', siteUrl: `${rig.server.url}/`, hostScript });
      return query.has('sandbox') ? snippet.replace('<iframe ', `<iframe sandbox="${SANDBOX}" `) : snippet;
    });
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A charity</title>
<script>window.markers = []; window.scrolls = []; addEventListener('message', (event) => {
  if (event.data === 'marker') markers.push(event.origin);
  if (event.data?.type === 'forms:scroll') scrolls.push({ origin: event.origin, top: event.data.top });
});</script></head>
<body><main><h1>Give to our work</h1><p>Every rupee reaches a family.</p>${query.has('spacer') ? '<div style="height:1500px"></div>' : ''}${snippets.join('')}
<p>Thank you.</p></main></body></html>`;
}

/** Serves `hostPage` at `/` and, at `/evil`, a page that posts its parent a fake size, then a marker, on `host`. */
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

/** Opens the listed host's page with `query` and returns the frame showing `route`, once its form is hydrated. */
async function openHost(query: string, route: string): Promise<Frame> {
  await page.goto(`${hosts.listed}/?${query}`, { waitUntil: 'load' });
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
  const complaints: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('postMessage')) complaints.push(message.text());
  });
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
  assert.equal(complaints, [], "the host script's messages put no error in the charity's console");
});

/** Resolves once the host page has had `count` markers from `origin` (messages from one window come in order). */
function markersFrom(origin: string, count: number): Promise<unknown> {
  return page.waitForFunction(
    (from, least) => (window as unknown as HostRecord).markers.filter((each) => each === from).length >= least,
    {},
    origin,
    count,
  );
}

/** The heights of the host page's snippet frames, in whole CSS px, in the page's order. */
function frameHeights(): Promise<number[]> {
  return page.$$eval('iframe[data-forms-embed]', (frames) => frames.map((frame) => Math.round(frame.getBoundingClientRect().height)));
}

test('two forms on one page each keep their own height; messages from the host window, a frame it did not embed or another page in its frame change nothing', async () => {
  await openHost(`forms=${GRID},${WIZARD}`, GRID);
  const grid = await formFrame(GRID);
  const wizard = await formFrame(WIZARD);
  await grid.waitForFunction(() => document.querySelector('form')?.noValidate === true);
  await wizard.waitForFunction(() => document.querySelector('form')?.noValidate === true);
  const [gridHeight, wizardHeight] = [await fitsItsForm(grid), await fitsItsForm(wizard)];
  assert.ok(Math.abs(gridHeight - wizardHeight) > 20, `the grid ${gridHeight} px, the wizard ${wizardHeight} px`);
  // The frames have their sizes, so the host script listens. Each fake below is followed by a marker from
  // the same window: once the marker is in, the host script has handled the fake.
  await page.evaluate(() => {
    postMessage({ type: 'forms:size', height: 5 }, '*');
    postMessage('marker', '*');
  });
  await markersFrom(hosts.listed, 1);
  assert.equal(await frameHeights(), [gridHeight, wizardHeight], 'the host window cannot resize a frame');
  // A frame the snippet did not put there.
  await page.evaluate((src) => {
    const other = Object.assign(document.createElement('iframe'), { title: 'Other', src, height: '50' });
    document.querySelector('main')!.append(other);
  }, `${hosts.unlisted}/evil`);
  await markersFrom(hosts.unlisted, 1);
  assert.equal(await frameHeights(), [gridHeight, wizardHeight], 'a frame the host did not embed cannot resize one');
  // The grid's own frame, once another origin's page is in it: the message comes from that frame's
  // window (`event.source`) but not from the form's origin.
  await page.evaluate((src) => {
    document.querySelector<HTMLIFrameElement>('iframe[data-forms-embed]')!.contentWindow!.location.href = src;
  }, `${hosts.unlisted}/evil`);
  await markersFrom(hosts.unlisted, 2);
  assert.equal(await frameHeights(), [gridHeight, wizardHeight], "another origin's page in the grid's frame cannot resize it");
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

/**
 * How long the simulator holds back its answer to the order in the sandboxed frame's test, in ms: with
 * the success popup's 1.5 s after it, well past the 5 s Chromium keeps a press's user activation (its
 * kActivationLifespan; https://html.spec.whatwg.org/multipage/interaction.html#transient-activation).
 */
const SLOW_ANSWER_MS = 5000;

test('a frame sandboxed so that only a press may lead the window offers the checkout as a link that takes the whole window there', async () => {
  const frame = await openHost(`forms=${GRID}&sandbox`, GRID);
  const windowAt: string[] = [];
  const frameAt: string[] = [];
  page.on('framenavigated', (navigated) => (navigated === page.mainFrame() ? windowAt : frameAt).push(navigated.url()));
  await fillGrid(frame);
  // With `allow-top-navigation-by-user-activation` and without `allow-top-navigation`, the page may lead
  // the window only while a press's activation lasts; after a quick answer Chromium still lets Submit's
  // own script do it, even in this sandbox. Once the answer comes later than the activation lasts, the
  // sandbox refuses the script, and the link the page offers (in any frame) is the way on: the donor's
  // own press may follow it to the top. (Nothing may touch the frame while the answer is held back: puppeteer's calls into a frame count
  // as a press.)
  await setSimulatorFault(rig.server.url, { mode: 'slow', delayMs: SLOW_ANSWER_MS, on: 'co', times: 1 });
  const offered = frame.waitForSelector('.embed-checkout a');
  await frame.click('button[type="submit"]');
  const link = (await offered)!;
  assert.is(await link.evaluate((anchor) => anchor.textContent), 'Continue to payment');
  assert.equal(windowAt, [], 'the window stayed on the host page');
  assert.equal(frameAt, [], 'the frame stayed on the form');
  // The first navigation after the press tells where the checkout went: a link without target="_top"
  // would load it inside the frame.
  const leaving = page.waitForNavigation();
  leaving.catch(() => undefined);
  const moved = new Promise<Frame>((resolve) => page.once('framenavigated', resolve));
  await link.click();
  // Rejects after puppeteer's 30 s when the press leads nowhere.
  const first = await Promise.race([moved, leaving.then(() => page.mainFrame())]);
  assert.ok(first === page.mainFrame(), `the press loaded ${first.url()} inside the frame`);
  await leaving;
  assert.is(new URL(page.url()).pathname, CHECKOUT_PATH, `the link led the window to ${page.url()}`);
  await leaveCheckout(page, 'pay');
  assert.is(new URL(page.url()).pathname, `${GRID}/thank-you/`);
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
  await page.evaluate(() => {
    (window as unknown as HostRecord).scrolls = [];
  });
  await frame.click('button[type="submit"]');
  await inView(nameTop);
  // Chromium may scroll the host itself when the frame focuses the field; what counts is that the page
  // asked. A marker the frame posts after the field took focus comes after any request it made for it.
  await frame.waitForFunction(() => document.activeElement?.getAttribute('name') === 'name');
  const formOrigin = new URL(rig.server.url).origin;
  await frame.evaluate((host) => parent.postMessage('marker', host), hosts.listed);
  await markersFrom(formOrigin, 1);
  const asked = await page.evaluate(
    (origin) => (window as unknown as HostRecord).scrolls.filter((each) => each.origin === origin),
    formOrigin,
  );
  assert.ok(
    asked.some(({ top }) => typeof top === 'number' && Math.abs(top - nameTop) <= 2),
    `the form asked the host to scroll to ${JSON.stringify(asked)}, not to the name field at ${nameTop} px`,
  );
});

/** Where Chromium puts its error page in place of a document it refused to load. */
const REFUSED = 'chrome-error://chromewebdata/';

test('a host origin the org file does not list cannot show the form: the browser refuses to frame it', async () => {
  const formAnswer = page.waitForResponse((response) => response.url().startsWith(`${rig.server.url}${GRID}/?`));
  await page.goto(`${hosts.unlisted}/?forms=${GRID}`, { waitUntil: 'load' });
  const policy = (await formAnswer).headers()['content-security-policy'] ?? '';
  const ancestors = /(?:^|;)\s*frame-ancestors ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];
  assert.ok(ancestors.includes(hosts.listed), `the form's frame-ancestors are ${JSON.stringify(ancestors)}`);
  assert.not.ok(ancestors.includes(hosts.unlisted), `the form's frame-ancestors are ${JSON.stringify(ancestors)}`);
  // The frame ends on the browser's error page, not on the form (nor on a form still loading).
  await page.waitForFrame((frame) => frame.url() === REFUSED);
  const handle = await page.waitForSelector('iframe[data-forms-embed]');
  const frame = (await handle!.contentFrame())!;
  assert.is(frame.url(), REFUSED);
  assert.not.ok(await frame.evaluate(() => document.querySelector('form') !== null), 'the frame shows no form');
  const listed = await openHost(`forms=${GRID}`, GRID);
  assert.ok(await listed.$('form'), 'the listed origin shows it');
});

test('axe finds nothing serious or critical on the host page with the form inside', async () => {
  const frame = await openHost(`forms=${WIZARD}`, WIZARD);
  await fitsItsForm(frame);
  assert.equal(await seriousViolations(page), []);
});

test.run();
