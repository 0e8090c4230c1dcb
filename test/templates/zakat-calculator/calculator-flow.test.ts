/**
 * The zakat calculator on a hydrated page (jsdom, a fake proxy): its button is in the page from the
 * first paint (hidden where scripting is off), and only where the page takes zakat; opened, it shows
 * each step and the zakat due for what the donor types, refuses what is not a number, and "Pay this
 * amount" fills the form's amount, PKR and (on a form with a purpose choice) the Zakat purpose, without
 * a request; the order then sent carries the amount and nothing the donor typed into the calculator.
 *
 * Prices start as the maintained ones (`METAL_PRICES`, whatever `forms prices set` last wrote), shown in
 * boxes the donor may correct; the panel warns while they are over 31 days old by the page's clock (here
 * the test's stand-in for `Date`, set from the prices' own date). The worked examples first type the
 * published prices of 2026-01-19 (gold 489,362 and silver 9,782 PKR a tola) into those boxes, so their
 * answers hold whatever the maintained prices are: cash 300,000, gold 2 tola of 24 karat (978,724) and
 * debts 50,000: net 1,228,724; the silver nisab is 52.5 x 9,782 = 513,555, so zakat is due: 2.5% of
 * 1,228,724 = 30,718.10.
 */
import { JSDOM } from 'jsdom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { zakatTargetOf } from '../../../orgs/zakat/zakat-target.ts';
import { LANGUAGE_INFO } from '../../../orgs/i18n/languages.ts';
import { METAL_PRICES } from '../../../orgs/zakat/metal-prices.ts';
import type { DonationPageFormDef, DonationWizardFormDef, Org } from '../../../orgs/types.ts';
import { fixtureForm } from '../../helpers/fixture-orgs.ts';
import { control, errorOf, fill, fillAll, pressSubmit, settle } from '../helpers/dom-actions.ts';
import { json, openFlowPage, type FlowPage } from '../helpers/flow-page.ts';
import { formPage } from '../helpers/render-page.ts';
import { pageDate } from '../helpers/page-date.ts';
import { closeClean, closeOpenPages, waitFor } from '../helpers/page-window.ts';
import { DONOR_VALUES } from '../../orgs/helpers/donor-forms.ts';
import { daysAfterPrices, EXAMPLE_PRICES } from '../../orgs/helpers/metal-prices.ts';

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

/** Corrects the panel's prices to the worked examples' (`EXAMPLE_PRICES`), as a donor would. */
function typeExamplePrices(page: FlowPage): void {
  type(page, 'Gold (24 karat): PKR per tola', EXAMPLE_PRICES.goldPerTola);
  type(page, 'Silver: PKR per tola', EXAMPLE_PRICES.silverPerTola);
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
  typeExamplePrices(page);
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
  typeExamplePrices(page);
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
  typeExamplePrices(page);
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

/** Each page's `Date` before `setClock` replaced it. */
const pageDates = new WeakMap<object, DateConstructor>();

/** Sets the page's clock (its `Date`) to `now`, an ISO instant: the time it reads when the panel renders. */
function setClock(page: FlowPage, now: string): void {
  const window = page.window as unknown as { Date: DateConstructor };
  if (!pageDates.has(window)) pageDates.set(window, window.Date);
  window.Date = pageDate(pageDates.get(window)!, Date.parse(now), () => 0);
}

const panelText = (page: FlowPage) => plain(page.document.querySelector('.zakat-panel')?.textContent);
const priceBox = (page: FlowPage, label: string) => {
  const labelled = [...page.document.querySelectorAll('.zakat-panel label')].find((candidate) => candidate.textContent === label);
  return page.document.getElementById(labelled?.getAttribute('for') ?? '') as HTMLInputElement;
};

/** The page's English locale's ways (LANGUAGE_INFO) of writing the maintained prices' date and an amount in PKR. */
const { locale } = LANGUAGE_INFO.en;
const fileDay = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${METAL_PRICES.asOf}T00:00Z`));
const pkr = (amount: string) =>
  plain(
    new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'PKR',
      currencyDisplay: 'code',
      minimumFractionDigits: Number(amount) % 1 === 0 ? 0 : 2,
    }).format(Number(amount)),
  );

test("the prices: the file's in boxes, with their date and the publisher's link; the answer names them; corrected, the answer follows and says so", async () => {
  const page = await openFlowPage(zakatPage.form, ok, undefined, undefined, zakatTargetOf(zakatPage.org, zakatPage.form));
  setClock(page, daysAfterPrices(1, '12:00:00'));
  {
    await openCalculator(page);
    assert.is(priceBox(page, 'Gold (24 karat): PKR per tola').value, METAL_PRICES.goldPerTola);
    assert.is(priceBox(page, 'Silver: PKR per tola').value, METAL_PRICES.silverPerTola);
    assert.match(panelText(page), `Prices of ${fileDay}, from ${METAL_PRICES.source}. Change them if you know today's.`);
    const link = page.document.querySelector<HTMLAnchorElement>('.zakat-panel a');
    if (METAL_PRICES.sourceUrl) {
      assert.equal(
        [link?.textContent, link?.href, link?.target, link?.rel],
        [METAL_PRICES.source, new URL(METAL_PRICES.sourceUrl).href, '_blank', 'noopener noreferrer'],
      );
    } else assert.is(link, null, 'no address in the file, no link');
    assert.not.match(panelText(page), 'https://', 'no address is written into the sentence');
    assert.is(page.document.querySelector('.zakat-warning'), null, 'one day old: no warning');
    type(page, 'Cash at home and in bank accounts (PKR)', '300000');
    type(page, 'Gold: weight', '2');
    type(page, 'Debts and bills due now (PKR)', '50000');
    await settle();
    assert.match(
      panelText(page),
      `Worked out with gold (24 karat) at ${pkr(METAL_PRICES.goldPerTola)} and silver at ${pkr(METAL_PRICES.silverPerTola)} a tola: the prices of ${fileDay}.`,
    );
    // Gold at 520,000: 300,000 + 1,040,000 - 50,000 = 1,290,000 net; silver at 9,782.50, the nisab
    // 52.5 x 9,782.50 = 513,581.25 is reached; 2.5% = 32,250. The gold typed in Urdu digits.
    type(page, 'Gold (24 karat): PKR per tola', '۵۲۰۰۰۰');
    type(page, 'Silver: PKR per tola', '9782.50');
    await settle();
    assert.is(due(page), 'Zakat due: PKR 32,250');
    assert.match(
      panelText(page),
      'Worked out with gold (24 karat) at PKR 520,000 and silver at PKR 9,782.50 a tola: the prices you entered.',
    );
    type(page, 'Silver: PKR per tola', '0');
    await settle();
    assert.is(due(page), 'Correct the boxes marked above to see your zakat.');
    assert.match(page.document.querySelector('.zakat-panel [aria-invalid="true"]')?.id ?? '', 'silverPrice');
    assert.match(panelText(page), 'Enter a price above 0 in digits, with at most 2 decimals');
    assert.ok(button(page, 'Pay this amount')!.disabled);
  }
  closeClean(page);
});

test("old prices are warned of by the page's clock when the donor opens the panel, until both are corrected", async () => {
  const page = await openFlowPage(zakatPage.form, ok, undefined, undefined, zakatTargetOf(zakatPage.org, zakatPage.form));
  // 23:59:59 in Karachi (UTC+5) of the 31st day after the prices' date: not yet old.
  setClock(page, daysAfterPrices(31, '18:59:59'));
  await openCalculator(page);
  assert.is(page.document.querySelector('.zakat-warning'), null);
  button(page, OPEN)!.click();
  await settle();
  setClock(page, daysAfterPrices(311, '03:00:00'));
  button(page, OPEN)!.click();
  await waitFor(() => page.document.querySelector('.zakat-panel'), 'the panel again');
  assert.is(
    plain(page.document.querySelector('.zakat-warning')?.textContent),
    "These prices are 311 days old. Check today's rates and correct them before you rely on the answer.",
  );
  type(page, 'Gold (24 karat): PKR per tola', '700000.50');
  await settle();
  assert.ok(page.document.querySelector('.zakat-warning'), 'the silver price is still the old one');
  type(page, 'Silver: PKR per tola', '12000.50');
  await settle();
  assert.is(page.document.querySelector('.zakat-warning'), null);
  closeClean(page);
});

test.run();
