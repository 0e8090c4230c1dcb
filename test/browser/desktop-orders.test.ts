/**
 * On a desktop screen (1280x800), one fixture route of each order-creating kind is used like a person
 * would: the donor types and clicks the form (the membership renewal's lookup first), nothing sticks out
 * of the window sideways, and Submit leads to the simulator's checkout showing the order's amount.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'puppeteer-core';
import type { FormDef } from '../../orgs/types.ts';
import { fixtureOrgs } from '../helpers/fixture-orgs.ts';
import { browserRigFor } from './helpers/browser-rig.ts';
import { submitToCheckout } from './helpers/checkout.ts';
import { DESKTOP, openForm, problemsBesidesWidget } from './helpers/open-form.ts';
import * as orderForms from './helpers/order-forms.ts';

let formDefs: FormDef[] = [];

test.before(async () => {
  formDefs = (await fixtureOrgs()).flatMap((org) => org.forms);
});

const rig = browserRigFor(test);

const kinds: [kind: FormDef['kind'], form: orderForms.OrderForm][] = [
  ['standard-grid', orderForms.gridForm],
  ['membership-renewal', orderForms.membershipRenewal],
  ['donation-page', orderForms.donationPage],
  ['zakat-form', orderForms.zakatForm],
  ['campaign-form', orderForms.campaignForm],
  ['donation-wizard', orderForms.addressWizard],
  ['associates', orderForms.associatesForm],
  ['course-registration', orderForms.courseRegistration],
  ['fixed-amount', orderForms.fixedAmountForm],
];

/** How far, in CSS pixels, the page or any visible form control reaches past the window's right edge. */
function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const controls = [...document.querySelectorAll('form input, form select, form button, form textarea')]
      .map((control) => control.getBoundingClientRect())
      .filter((box) => box.width > 0);
    const right = Math.max(document.documentElement.scrollWidth, ...controls.map((box) => box.right));
    return right - window.innerWidth;
  });
}

test('the list covers every kind whose route creates an order', () => {
  const orderKinds = new Set(formDefs.map(({ kind }) => kind));
  for (const notOrdering of ['account-removal', 'sample-contribution', 'card-checkout'] as const) orderKinds.delete(notOrdering);
  assert.equal(kinds.map(([kind]) => kind).sort(), [...orderKinds].sort());
  for (const [kind, { route }] of kinds) assert.is(formDefs.find((form) => form.route === route)?.kind, kind, route);
});

for (const [kind, { route, fill, checkout }] of kinds) {
  test(`${kind} (${route}) at 1280x800: fits the window, fill, Submit, ${checkout} at the checkout`, async () => {
    const { page, problems } = await openForm(rig.browser, `${rig.server.url}${route}/`, 'form[novalidate]', { screen: DESKTOP });
    await fill(page);
    const overflow = await sidewaysOverflow(page);
    assert.ok(overflow <= 0.5, `the page reaches ${overflow}px past the window's right edge`);
    assert.match(await submitToCheckout(page), checkout);
    assert.equal(problemsBesidesWidget(problems, formDefs.find((form) => form.route === route)!), []);
    await page.close();
  });
}

test.run();
