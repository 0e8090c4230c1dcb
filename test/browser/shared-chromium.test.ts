/**
 * The run's shared Chromium: a file that starts while another has just finished gets a context of the
 * same browser, with nothing of the earlier file's storage; once no file holds a context for a moment,
 * the browser closes, and the next file launches a new one.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { serve, type Served } from '../proxy/helpers/serve.ts';
import { acquireContext, chromiumLaunches, releaseContext, sharedBrowserClosed } from './helpers/shared-chromium.ts';

let site: Served;

test.before(async () => {
  site = await serve((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>t</title>'));
});

test.after(() => site.close());

/** localStorage's `who` on the site, in a new page of `context`, after setting it to `value` if given. */
async function stored(context: Awaited<ReturnType<typeof acquireContext>>, value?: string): Promise<string | null> {
  const page = await context.newPage();
  await page.goto(site.origin);
  const found = await page.evaluate((set) => {
    if (set) localStorage.setItem('who', set);
    return localStorage.getItem('who');
  }, value);
  await page.close();
  return found;
}

test('the next file gets a fresh context of the same browser', async () => {
  const first = await acquireContext();
  const launched = chromiumLaunches();
  assert.is(await stored(first, 'first file'), 'first file');
  await releaseContext(first);
  const second = await acquireContext();
  try {
    assert.is(chromiumLaunches(), launched, 'no second launch');
    assert.is(await stored(second), null, "nothing of the first file's storage");
  } finally {
    await releaseContext(second);
  }
});

test('once no file has held a context for a moment, the browser closes; the next file launches another', async () => {
  const context = await acquireContext();
  const launched = chromiumLaunches();
  await releaseContext(context);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('the shared browser did not close within 10 s of its last context')), 10_000);
  });
  await Promise.race([sharedBrowserClosed(), late]).finally(() => clearTimeout(timer));
  const next = await acquireContext();
  try {
    assert.is(chromiumLaunches(), launched + 1);
  } finally {
    await releaseContext(next);
  }
});

test.run();
