/**
 * The zakat calculator on a hydrated page (jsdom, a fake proxy): its button is in the page from the
 * first paint (hidden where scripting is off), and only where the page takes zakat; opened, it shows
 * each step and the zakat due for what the donor types, refuses what is not a number, and "Pay this
 * amount" fills the form's amount, PKR and (on a form with a purpose choice) the Zakat purpose, without
 * a request; the order then sent carries the amount and nothing the donor typed into the calculator.
 *
 * Prices are the project's (orgs/zakat/metal-prices.json: gold 489,362 and silver 9,782 PKR a tola).
 * Cash 300,000, gold 2 tola of 24 karat (978,724) and debts 50,000: net 1,228,724; the silver nisab is
 * 52.5 x 9,782 = 513,555, so zakat is due: 2.5% of 1,228,724 = 30,718.10.
 */
import { JSDOM } from 'jsdom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { zakatTargetOf } from '../../../orgs/zakat/zakat-target.ts';
import type { DonationPageFormDef, DonationWizardFormDef, Org } from '../../../orgs/types.ts';
import { fixtureForm } from '../../helpers/fixture-orgs.ts';
import { control, errorOf, fill, fillAll, pressSubmit, settle } from '../helpers/dom-actions.ts';
import { json, openFlowPage, type FlowPage } from '../helpers/flow-page.ts';
import { formPage } from '../helpers/render-page.ts';
import { closeClean, closeOpenPages, waitFor } from '../helpers/page-window.ts';
import { DONOR_VALUES } from '../../orgs/helpers/donor-forms.ts';

let zakatPage: { org: Org; form: DonationPageFormDef };
let wizard: { org: Org; form: DonationWizardFormDef };
test.before(async () => {
  zakatPage = await fixtureForm('donation-pages', 'donation-page', '/merchantform/donation-pages/Zakat');
  wizard = await fixtureForm('wizard-category', 'donation-wizard');
});
test.after.each(closeOpenPages);

const ok = json(200, { redirectUrl: 'https://marketplace.paypro.com.pk/pyb-demo/?bid=MTI%3d', orderNumber: '1' });

const OPEN = 'Calculate my zakat';

function button(page: FlowPage, text: string): HTMLButtonElement | undefined {
  return [...page.document.querySelectorAll('button')].find((candidate) => candidate.textContent === text);
}

/** Types `value` into the calculator's box labelled `label`. */
function type(page: FlowPage, label: string, value: string): void {
  const labelled = [...page.document.querySelectorAll('.zakat-panel label')].find((candidate) => candidate.textContent === label);
  if (!labelled) throw new Error(`the calculator has no box labelled ${label}`);
  const input = page.document.getElementById(labelled.getAttribute('for') ?? '') as HTMLInputElement;
  Object.getOwnPropertyDescriptor(page.window.HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new page.window.Event('input', { bubbles: true }));
}

async function openCalculator(page: FlowPage): Promise<void> {
  await waitFor(() => button(page, OPEN), 'the calculator button');
  button(page, OPEN)!.click();
  await waitFor(() => page.document.querySelector('.zakat-panel'), 'the calculator panel');
}

/** Text with Intl's no-break spaces ('PKR\u00a030') as plain ones. */
const plain = (text: string | null | undefined) => (text ?? '').replaceAll('\u00a0', ' ');
const due = (page: FlowPage) => plain(page.document.querySelector('.zakat-due')?.textContent);
const steps = (page: FlowPage) =>
  [...page.document.querySelectorAll('.zakat-steps > div')].map((row) =>
    plain(`${row.querySelector('dt')?.textContent}: ${row.querySelector('dd')?.textContent}`),
  );

test('the server render has the button in its place, hidden where scripting is off, and no panel', () => {
  const target = zakatTargetOf(zakatPage.org, zakatPage.form);
  assert.ok(target, 'the fixture page takes zakat');
  const { html } = formPage(zakatPage.form, target);
  const page = new JSDOM(html).window.document;
  const opener = [...page.querySelectorAll('button')].find((candidate) => candidate.textContent === OPEN);
  assert.ok(opener, 'the button is in the page from its first paint');
  assert.ok(opener!.closest('.needs-script'), 'the stylesheet hides it without scripting');
  assert.not.match(html, 'zakat-panel');
});

test('hydrated, a zakat page offers the calculator; a page without a target does not', async () => {
  const offered = await openFlowPage(zakatPage.form, ok, undefined, undefined, zakatTargetOf(zakatPage.org, zakatPage.form));
  await waitFor(() => button(offered, OPEN), 'the calculator button');
  assert.is(button(offered, OPEN)!.getAttribute('aria-expanded'), 'false');
  closeClean(offered);
  const without = await openFlowPage(zakatPage.form, ok);
  await settle();
  assert.is(button(without, OPEN), undefined);
  closeClean(without);
});

test('the worked example: each step, the zakat due, and "Pay this amount" fills amount and PKR without a request', async () => {
  const page = await openFlowPage(zakatPage.form, ok, undefined, undefined, zakatTargetOf(zakatPage.org, zakatPage.form));
  fill(page, 'currency', 'USD');
  await openCalculator(page);
  assert.is(button(page, OPEN)!.getAttribute('aria-expanded'), 'true');
  type(page, 'Cash at home and in bank accounts (PKR)', '300000');
  type(page, 'Gold: weight', '2');
  type(page, 'Debts and bills due now (PKR)', '50000');
  await settle();
  assert.equal(steps(page), [
    'Cash: PKR 300,000',
    'Gold: PKR 978,724',
    'Total of what you own: PKR 1,278,724',
    'Less debts and bills due now: -PKR 50,000',
    'Net zakatable wealth: PKR 1,228,724',
    'Nisab: PKR 513,555',
    'Zakat due (2.5%): PKR 30,718.10',
  ]);
  assert.is(due(page), 'Zakat due: PKR 30,718.10');
  button(page, 'Pay this amount')!.click();
  await settle();
  assert.is(control(page, 'amount').value, '30718.10');
  assert.is(control(page, 'currency').value, 'PKR');
  assert.equal(page.requests, []);
  fillAll(page, { name: DONOR_VALUES.name, email: DONOR_VALUES.email, phoneNumber: '03001234567' });
  pressSubmit(page);
  await waitFor(() => page.requests.length === 1, 'the order');
  const sent = JSON.stringify(page.requests[0]!.body);
  assert.match(sent, '"amount":"30718.10"');
  assert.not.match(sent, '50000');
  assert.not.match(sent, '300000');
  closeClean(page);
});

test('below the nisab no zakat is due and nothing can be paid; a box that is not a number is refused', async () => {
  const page = await openFlowPage(zakatPage.form, ok, undefined, undefined, zakatTargetOf(zakatPage.org, zakatPage.form));
  await openCalculator(page);
  type(page, 'Cash at home and in bank accounts (PKR)', '100000');
  await settle();
  assert.is(due(page), 'Zakat due: PKR 0');
  assert.match(page.document.querySelector('.zakat-panel')!.textContent ?? '', 'below the nisab');
  assert.ok(button(page, 'Pay this amount')!.disabled);
  type(page, 'Debts and bills due now (PKR)', '1,000');
  await settle();
  assert.is(errorOf(page, 'amount'), '');
  assert.match(page.document.querySelector('.zakat-panel [aria-invalid="true"]')?.id ?? '', 'debts');
  assert.match(page.document.querySelector('.zakat-panel')!.textContent ?? '', 'Use digits only, with at most 2 decimals');
  assert.ok(button(page, 'Pay this amount')!.disabled);
  assert.is(control(page, 'amount').value, '');
  closeClean(page);
});

test('on a wizard, "Pay this amount" also chooses the Zakat purpose', async () => {
  const target = zakatTargetOf(wizard.org, wizard.form);
  assert.equal(target, { purpose: { field: 'donationPurpose', value: 'Zakat' } });
  const page = await openFlowPage(wizard.form, ok, undefined, undefined, target);
  const purpose = () => page.document.querySelector<HTMLInputElement>('input[name="donationPurpose"]:checked')?.value;
  assert.is(purpose(), 'General');
  await openCalculator(page);
  type(page, 'Cash at home and in bank accounts (PKR)', '1000000');
  await settle();
  assert.is(due(page), 'Zakat due: PKR 25,000');
  button(page, 'Pay this amount')!.click();
  await settle();
  assert.is(purpose(), 'Zakat');
  assert.is(page.document.querySelector<HTMLInputElement>('input[name="amount"]')!.value, '25000');
  assert.equal(page.requests, []);
  closeClean(page);
});

test.run();
