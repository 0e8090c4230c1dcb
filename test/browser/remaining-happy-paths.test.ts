/**
 * End to end in a real browser for the order-creating fixture routes the other browser files do not pay
 * through: the campaign form, the PKR fixed-amount form, the plain zakat form, the zakat donation page and
 * both address wizards. The donor types the form, presses Submit, reads the redirect popup, sees the
 * order's amount on the simulator's checkout, pays and reads on the thank-you page that the payment is
 * confirmed, with its amount and PayPro's reference.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { FormDef } from '../../orgs/types.ts';
import { fixtureOrgs } from '../helpers/fixture-orgs.ts';
import { translatorFor } from '../../orgs/i18n/compile.ts';
import { browserRigFor } from './helpers/browser-rig.ts';
import { passRedirectPopup } from './helpers/checkout.ts';
import { bodyText, pressSubmit, waitForText } from './helpers/donor.ts';
import { openForm, problemsBesidesWidget } from './helpers/open-form.ts';
import {
  addressWizard,
  campaignForm,
  categoryWizard,
  donationPage,
  fixedAmountForm,
  zakatForm,
  type OrderForm,
} from './helpers/order-forms.ts';
import { waitForConfirmed } from './helpers/thank-you.ts';

let formDefs: FormDef[] = [];

test.before(async () => {
  formDefs = (await fixtureOrgs()).flatMap((org) => org.forms);
});

const rig = browserRigFor(test);

/** One donor's whole journey on `form`. */
async function donate({ route, fill, checkout }: OrderForm): Promise<void> {
  const { page, problems } = await openForm(rig.browser, `${rig.server.url}${route}/`);
  await fill(page);
  const toCheckout = page.waitForNavigation();
  await pressSubmit(page);
  await waitForText(page, [translatorFor('en').t('flow.redirecting')]);
  await passRedirectPopup(page);
  await toCheckout;
  assert.match(page.url(), '/paypro-sim/pyb-demo/');
  assert.match(await bodyText(page), checkout);
  const back = page.waitForNavigation();
  await page.click('form[action$="/pay"] button');
  await back;
  assert.is(new URL(page.url()).pathname, `${route}/thank-you/`);
  await waitForConfirmed(page);
  // The donation page's rate widget cannot load without a network; that is all the browser may report.
  const formDef = formDefs.find((candidate) => candidate.route === route);
  assert.ok(formDef, `no form at ${route}`);
  assert.equal(problemsBesidesWidget(problems, formDef), []);
  await page.close();
}

for (const form of [campaignForm, fixedAmountForm, zakatForm, donationPage, addressWizard, categoryWizard]) {
  test(`${form.route}: fill, submit, ${form.checkout} at the checkout, pay, thank-you`, () => donate(form));
}

test.run();
