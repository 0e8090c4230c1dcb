/**
 * A donor who presses Cancel on the simulator's checkout, on routes of three kinds (standard grid,
 * donation wizard, donation page): the browser is back on the route's thank-you page, which says the
 * payment did not go through and gives the reference, and the simulator's order is blocked, not paid.
 * Paying instead (the other browser files) says it went through.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadOrgs } from '../../orgs/load-orgs.ts';
import type { FormDef } from '../../orgs/types.ts';
import { resultLines } from '../../templates/thank-you-result.ts';
import { useBrowserRig } from './helpers/browser-rig.ts';
import { leaveCheckout, submitToCheckout } from './helpers/checkout.ts';
import { bodyText } from './helpers/donor.ts';
import { openForm, problemsBesidesWidget } from './helpers/open-form.ts';
import { addressWizard, donationPage, gridForm, type OrderForm } from './helpers/order-forms.ts';
import { simulatorOrder } from './helpers/sim-orders.ts';

let formDefs: FormDef[] = [];

test.before(async () => {
  formDefs = (await loadOrgs()).flatMap(({ org }) => org.forms);
});

const rig = useBrowserRig(test);

const [NOT_THROUGH, TRY_AGAIN] = resultLines({ kind: 'failed', reference: '', message: '' });
const [WENT_THROUGH] = resultLines({ kind: 'paid', reference: '', message: '' });

const kinds: [kind: string, form: OrderForm][] = [
  ['standard grid', gridForm],
  ['donation wizard', addressWizard],
  ['donation page', donationPage],
];

for (const [kind, { route, fill, checkout }] of kinds) {
  test(`${kind} (${route}): Cancel on the checkout returns to the thank-you page, which says it did not go through`, async () => {
    const { page, problems } = await openForm(rig.browser, `${rig.server.url}${route}/`);
    await fill(page);
    assert.match(await submitToCheckout(page), checkout);
    await leaveCheckout(page, 'cancel');
    const back = new URL(page.url());
    assert.is(back.pathname, `${route}/thank-you/`);
    assert.is(back.searchParams.get('status'), 'Cancelled');
    await page.waitForSelector('#payment-result.result--failed');
    const text = await bodyText(page);
    assert.match(text, NOT_THROUGH!);
    assert.match(text, TRY_AGAIN!);
    assert.not.match(text, WENT_THROUGH!);
    const reference = back.searchParams.get('ordId') ?? '';
    assert.match(text, `Reference: ${reference}`);
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
