/**
 * The pages' Content-Security-Policy in Chromium, as `forms serve` sends it: pages load with no
 * violation (the donation page's currency-rate widget included: its host is allowed even though it has
 * no network here; the card checkout page's demo provider frame too); a script slipped into a page is
 * refused; and a page framed by another origin is shown only if the org file's `embed.origins` lists it.
 */
import { copyFile, cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Koa from 'koa';
import type { Page } from 'puppeteer-core';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fixtureOrgsDir } from '../helpers/fixture-orgs.ts';
import { browserRigFor } from './helpers/browser-rig.ts';
import { cspViolationsOf, recordCspViolations } from './helpers/csp-violations.ts';
import { networkQuiet } from './helpers/open-form.ts';

let orgsDir = '';
const framers: Server[] = [];
const framerUrls = { listed: '', unlisted: '' };

/** A page of its own origin on 127.0.0.1 that will frame whatever `target()` names. */
async function framer(target: () => string): Promise<string> {
  const app = new Koa();
  app.use((ctx) => {
    ctx.type = 'html';
    ctx.body = `<!doctype html><title>Framer</title><iframe src="${target()}" width="600" height="400"></iframe>`;
  });
  const server = app.listen(0, '127.0.0.1');
  framers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const FORM = '/merchantform/grid-three-currencies/';

// Registered before the rig's hook, which reads `orgsDir`: three fixture org files, grid-three-currencies
// allowing one framer.
test.before(async () => {
  framerUrls.listed = await framer(() => `${rig.server.url}${FORM}`);
  framerUrls.unlisted = await framer(() => `${rig.server.url}${FORM}`);
  orgsDir = await mkdtemp(join(tmpdir(), 'forms-policy-orgs-'));
  await cp(join(fixtureOrgsDir, 'assets'), join(orgsDir, 'assets'), { recursive: true });
  for (const id of ['donation-pages', 'platform-pages']) await copyFile(join(fixtureOrgsDir, `${id}.yaml`), join(orgsDir, `${id}.yaml`));
  const grid = await readFile(join(fixtureOrgsDir, 'grid-three-currencies.yaml'), 'utf8');
  await writeFile(join(orgsDir, 'grid-three-currencies.yaml'), `${grid.trimEnd()}\nembed:\n  origins: [${framerUrls.listed}]\n`);
});

const rig = browserRigFor(test, () => ({ orgsDir }));

test.after(async () => {
  for (const server of framers) server.close();
  await rm(orgsDir, { recursive: true, force: true });
});

/** A new page that records every CSP violation (see `recordCspViolations`). */
async function watchedPage(): Promise<Page> {
  const page = await rig.browser.newPage();
  await recordCspViolations(page);
  return page;
}

test("the donation page hydrates and asks for the widget's script with no violation", async () => {
  const page = await watchedPage();
  const asked: string[] = [];
  page.on('request', (request) => void asked.push(request.url()));
  try {
    await page.goto(`${rig.server.url}/merchantform/donation-pages/Donation/`, { waitUntil: 'load' });
    await networkQuiet(page);
    await page.waitForSelector('form[novalidate]');
    assert.ok(
      asked.some((url) => url.startsWith('https://rates-widget.example.com/')),
      'the widget script was requested',
    );
    assert.equal(await cspViolationsOf(page), []);
  } finally {
    await page.close();
  }
});

test('the card checkout page shows its demo provider in a frame with no violation in either', async () => {
  const page = await watchedPage();
  try {
    await page.goto(`${rig.server.url}/platform-pages/card-checkout/`, { waitUntil: 'load' });
    await networkQuiet(page);
    await page.waitForSelector('[data-listening]');
    const provider = page.frames().find((frame) => frame.url().endsWith('/platform-pages/card-checkout/demo-provider/'));
    assert.ok(provider, 'the provider frame loaded');
    assert.ok(await provider.$('button'), 'the provider page has its buttons');
    assert.equal(await cspViolationsOf(page), []);
    assert.equal(await cspViolationsOf(provider), []);
  } finally {
    await page.close();
  }
});

test('a script slipped into a page does not run, and is reported as a violation', async () => {
  const page = await watchedPage();
  try {
    await page.goto(`${rig.server.url}${FORM}`, { waitUntil: 'load' });
    await networkQuiet(page);
    await page.waitForSelector('form[novalidate]');
    // An allowed inline script runs as it is appended; the violation report follows as its own task.
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injectedRan = true;';
      document.body.append(script);
      return (window as unknown as { injectedRan?: boolean }).injectedRan === true;
    });
    assert.is(ran, false, 'the inline script ran');
    await page
      .waitForFunction(
        () =>
          ((window as unknown as { cspViolations?: string[] }).cspViolations ?? []).some((line) =>
            line.startsWith('script-src-elem inline'),
          ),
        { timeout: 5000 },
      )
      .catch(() => undefined);
    assert.is(
      await page.evaluate(() => (window as unknown as { injectedRan?: boolean }).injectedRan === true),
      false,
      'the inline script ran later',
    );
    assert.ok(
      (await cspViolationsOf(page)).some((line) => line.startsWith('script-src-elem inline')),
      (await cspViolationsOf(page)).join(' | '),
    );
  } finally {
    await page.close();
  }
});

/** Whether the form page shows inside the frame of the framer at `url`. */
async function shownInFrame(url: string): Promise<boolean> {
  const page = await rig.browser.newPage();
  try {
    await page.goto(url, { waitUntil: 'load' });
    await networkQuiet(page);
    const frame = page.frames().find((each) => each !== page.mainFrame());
    return frame ? await frame.evaluate(() => document.querySelector('form') !== null) : false;
  } finally {
    await page.close();
  }
}

test("another origin may frame a page only when the org file's embed.origins lists it", async () => {
  assert.ok(await shownInFrame(framerUrls.listed), 'the listed origin shows the form');
  assert.not.ok(await shownInFrame(framerUrls.unlisted), 'an unlisted origin must not show it');
});

test.run();
