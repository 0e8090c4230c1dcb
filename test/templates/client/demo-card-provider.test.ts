/**
 * The demo provider page and its script, in jsdom: each button posts its result to the framing page,
 * addressed to this page's own origin; opened on its own, it says it needs the checkout page.
 */
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { renderDemoProviderPage } from '../../../build/render-pages.ts';
import type { CardCheckoutFormDef } from '../../../orgs/types.ts';
import { readCardMessage } from '../../../templates/card-checkout/card-message.ts';
import { platformForms } from '../../orgs/helpers/platform-forms.ts';
import { devBundle } from '../helpers/dev-bundle.ts';
import { placeholderContext } from '../helpers/render-page.ts';
import { closeOpenPages, openPage, type PageWindow } from '../helpers/page-window.ts';

const entry = fileURLToPath(new URL('../../../templates/client/demo-card-provider.ts', import.meta.url));
let form: CardCheckoutFormDef;
test.before(async () => {
  form = (await platformForms()).checkout;
});
// A test that fails before closing its page still closes it here (an open page's timers would keep the run alive).
test.after.each(closeOpenPages);

/** The demo page at http://localhost/platform-pages/card-checkout/demo-provider/; with `framed`, its parent records what it is sent. */
async function openDemo(framed: boolean): Promise<PageWindow & { posted: [unknown, string][] }> {
  const { html, path } = renderDemoProviderPage(form, placeholderContext(form));
  assert.is(path, 'platform-pages/card-checkout/demo-provider/index.html');
  assert.match(html, 'src="../../../assets/demo-card-provider-TEST.js"');
  const page = openPage(html, 'http://localhost/platform-pages/card-checkout/demo-provider/');
  const posted: [unknown, string][] = [];
  if (framed) {
    const parent = { postMessage: (data: unknown, targetOrigin: string) => void posted.push([data, targetOrigin]) };
    Object.defineProperty(page.window, 'parent', { value: parent, configurable: true });
  }
  page.run(await devBundle(entry));
  return { ...page, posted };
}

function press(page: PageWindow, status: string): void {
  page.document.querySelector<HTMLButtonElement>(`button[data-payment-status="${status}"]`)!.click();
}

test('each button posts its result to the framing page at this origin, and says so', async () => {
  const page = await openDemo(true);
  for (const status of ['success', 'failure', 'error']) press(page, status);
  assert.equal(
    page.posted.map(([, origin]) => origin),
    ['http://localhost', 'http://localhost', 'http://localhost'],
  );
  const results = page.posted.map(([data]) => readCardMessage(data));
  assert.equal(
    results.map((result) => result?.paid),
    [true, false, false],
  );
  assert.equal(
    results.map((result) => result?.message),
    ['Approved by the demo provider', 'Declined by the demo provider', 'The demo provider could not process the card'],
  );
  for (const result of results) assert.match(result!.payProId, /^DEMO\d+$/);
  assert.is(
    page.document.getElementById('demo-provider-sent')?.textContent,
    'Sent to the card payment page: The demo provider could not process the card.',
  );
  assert.equal(page.problems, []);
  page.close();
});

test('opened on its own, it posts nothing and says to open it through the card payment page', async () => {
  const page = await openDemo(false);
  press(page, 'success');
  assert.equal(page.posted, []);
  assert.match(page.document.getElementById('demo-provider-sent')?.textContent ?? '', 'Open this page through the card payment page');
  page.close();
});

test.run();
