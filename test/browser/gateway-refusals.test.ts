/**
 * A gateway refusal (the simulator answers status 03 with a description) on one route of each
 * order-creating kind besides the standard grid (whose own file covers it): after a valid submit the
 * donor reads the description in the popup and stays on the form, every value kept, Submit enabled.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { ElementHandle } from 'puppeteer-core';
import { POPUP_MS } from '../../templates/order-flow/flow-text.ts';
import { browserRigFor } from './helpers/browser-rig.ts';
import { pressSubmit, waitForText } from './helpers/donor.ts';
import { formValues } from './helpers/empty-submit.ts';
import { openForm } from './helpers/open-form.ts';
import * as orderForms from './helpers/order-forms.ts';
import { setSimulatorFault } from './helpers/sim-faults.ts';
import { passRefusalPopup, watchSubmitOutcome } from './helpers/submit-outcome.ts';

const rig = browserRigFor(test);

const kinds: [kind: string, form: orderForms.OrderForm][] = [
  ['donation page', orderForms.donationPage],
  ['zakat form', orderForms.zakatForm],
  ['campaign form', orderForms.campaignForm],
  ['wizard, step 2', orderForms.categoryWizard],
  ['associates', orderForms.associatesForm],
  ['course registration', orderForms.courseRegistration],
  ['fixed amount', orderForms.fixedAmountForm],
];

for (const [kind, { route, fill }] of kinds) {
  test(`${kind} (${route}): a status 03 refusal shows its description; the form stays as typed`, async () => {
    const description = `Merchant refused the ${kind} order`;
    await setSimulatorFault(rig.server.url, { mode: 'status03', description, times: 1 });
    const { page } = await openForm(rig.browser, `${rig.server.url}${route}/`, 'form[novalidate]', { waitUntil: 'load' });
    await fill(page);
    const submit = (await page.$('form button[type="submit"]')) as ElementHandle<HTMLButtonElement>;
    const typed = await formValues(submit);
    let navigations = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations += 1;
    });
    await watchSubmitOutcome(page);
    await pressSubmit(page);
    await waitForText(page, [description]);
    // A success would leave for the checkout when its popup closes: run the page's clock past that, to
    // the end of the submit flow, and see that the page never began to leave.
    assert.is(await passRefusalPopup(page, POPUP_MS + 250), 0, 'the page began a navigation');
    assert.is(navigations, 0);
    assert.is(new URL(page.url()).pathname, `${route}/`);
    assert.equal(await formValues(submit), typed);
    assert.ok(await submit.evaluate((button) => !button.disabled && button.offsetParent !== null), 'Submit is shown and enabled');
    await page.close();
  });
}

test.run();
