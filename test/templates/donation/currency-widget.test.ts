/**
 * The currency-rate widget on a hydrated donation page: its script is added
 * only after hydration, async, inside the widget's container; the box shows while it loads and when
 * it has loaded, hides when it fails (no network here, nor in a page whose CSP blocks it), and a
 * failed widget leaves the form working with nothing on the console.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { DonationPageFormDef } from '../../../orgs/types.ts';
import { DONOR_VALUES } from '../../orgs/helpers/donor-forms.ts';
import { errorOf, fill, fillAll, pressSubmit, settle } from '../helpers/dom-actions.ts';
import { json, openFlowPage, type FlowPage } from '../helpers/flow-page.ts';
import { closeOpenPages } from '../helpers/page-window.ts';
import { fixtureFormAt } from '../../helpers/fixture-orgs.ts';

let form: DonationPageFormDef;
test.before(async () => {
  form = await fixtureFormAt('donation-pages', '/merchantform/donation-pages/Donation', 'donation-page');
});
// A test that fails before closing its page still closes it here (an open page's timers would keep the run alive).
test.after.each(closeOpenPages);

const ok = json(200, { redirectUrl: 'https://marketplace.paypro.com.pk/pyb-demo/?bid=MTI%3d', orderNumber: '1' });

function widgetScript(page: FlowPage): HTMLScriptElement | null {
  return page.document.querySelector<HTMLScriptElement>('#currency-widget > script');
}

function box(page: FlowPage): HTMLElement {
  return page.document.querySelector<HTMLElement>('aside.currency-widget')!;
}

test('after hydration the script is added async inside the container, and the box shows while it loads', async () => {
  const page = await openFlowPage(form, ok);
  await settle();
  const script = widgetScript(page);
  assert.is(script?.getAttribute('src'), form.currencyWidget!.scriptUrl);
  assert.ok(script?.async);
  assert.is(
    page.document.body.querySelectorAll('script[src]:not([type="module"])').length,
    1,
    'beside the page script, the body holds the widget script only',
  );
  assert.is(box(page).hidden, false);
  assert.is(box(page).dataset.state, 'loading');
  assert.equal(page.problems, []);
  page.close();
});

test('a widget that fails to load hides its box, logs nothing, and the form still submits', async () => {
  const page = await openFlowPage(form, ok);
  await settle();
  widgetScript(page)!.dispatchEvent(new page.window.Event('error'));
  await settle();
  assert.is(box(page).hidden, true);
  assert.is(box(page).dataset.state, 'failed');
  fillAll(page, DONOR_VALUES);
  pressSubmit(page);
  await settle();
  assert.equal(
    page.requests.map((request) => request.body),
    [{ route: form.route, values: DONOR_VALUES }],
  );
  assert.equal(page.problems, []);
  page.close();
});

test('a loaded widget keeps what it drew while the donor types', async () => {
  const page = await openFlowPage(form, ok);
  await settle();
  const container = page.document.getElementById('currency-widget')!;
  const drawn = page.document.createElement('table');
  drawn.className = 'rates';
  container.append(drawn);
  widgetScript(page)!.dispatchEvent(new page.window.Event('load'));
  await settle();
  fill(page, 'currency', 'PKR');
  fill(page, 'amount', '100');
  await settle();
  assert.is(errorOf(page, 'amount'), 'Amount must be at least 500 PKR.');
  assert.is(box(page).hidden, false);
  assert.is(box(page).dataset.state, 'loaded');
  assert.ok(container.querySelector('table.rates'), 'the widget content survives re-renders');
  assert.equal(page.problems, []);
  page.close();
});

test.run();
