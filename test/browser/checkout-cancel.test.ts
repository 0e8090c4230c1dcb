/**
 * A donor who presses Cancel on the simulator's checkout, on routes of three kinds (standard grid,
 * donation wizard, donation page): the browser is back on the route's thank-you page, which says, as
 * the proxy confirms with PayPro, that the donation was not paid, why, and how to try again; the
 * simulator's order is blocked, not paid. The checkout's own `status` and `msg` in the address are
 * never shown. Paying instead (the other browser files) shows the payment confirmed.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { FormDef } from '../../orgs/types.ts';
import { fixtureOrgs } from '../helpers/fixture-orgs.ts';
import { browserRigFor } from './helpers/browser-rig.ts';
import { leaveCheckout, submitToCheckout } from './helpers/checkout.ts';
import { bodyText } from './helpers/donor.ts';
import { openForm, problemsBesidesWidget } from './helpers/open-form.ts';
import { addressWizard, donationPage, gridForm, type OrderForm } from './helpers/order-forms.ts';
import { simulatorOrder } from './helpers/sim-orders.ts';
import { waitForNotPaid } from './helpers/thank-you.ts';

let formDefs: FormDef[] = [];

test.before(async () => {
  formDefs = (await fixtureOrgs()).flatMap((org) => org.forms);
});

const rig = browserRigFor(test);

const kinds: [kind: string, form: OrderForm][] = [
  ['standard grid', gridForm],
  ['donation wizard', addressWizard],
  ['donation page', donationPage],
];

for (const [kind, { route, fill, checkout }] of kinds) {
  test(`${kind} (${route}): Cancel on the checkout returns to the thank-you page, which says it was not paid`, async () => {
    const { page, problems } = await openForm(rig.browser, `${rig.server.url}${route}/`);
    await fill(page);
    assert.match(await submitToCheckout(page), checkout);
    await leaveCheckout(page, 'cancel');
    const back = new URL(page.url());
    assert.is(back.pathname, `${route}/thank-you/`);
    assert.is(back.searchParams.get('status'), 'Cancelled');
    assert.match(back.search, /^\?order=[A-Za-z0-9_-]+/, "the proxy's own order parameter comes first");
    const result = await waitForNotPaid(page);
    assert.match(result, "The payment was cancelled or blocked at PayPro's checkout.");
    const retry = await page.$eval('#payment-result a', (link) => [link.textContent, new URL((link as HTMLAnchorElement).href).pathname]);
    assert.equal(retry, ['Go back to the form to try again', `${route}/`]);
    const text = await bodyText(page);
    const message = back.searchParams.get('msg') ?? '';
    if (message) assert.not.match(text, message, "the checkout's msg is never shown");
    // The simulator's ordId is its PayProId: the test finds the simulator's order by it.
    const reference = back.searchParams.get('ordId') ?? '';
    const order = await simulatorOrder(rig.server.url, `with PayProId ${reference}`, (candidate) => candidate.payProId === reference);
    assert.is(order.status, 'BLOCKED');
    assert.is(order.paidAt, undefined);
    const formDef = formDefs.find((candidate) => candidate.route === route);
    assert.ok(formDef, `no form at ${route}`);
    assert.equal(problemsBesidesWidget(problems, formDef), []);
    await page.close();
  });
}

test.run();
