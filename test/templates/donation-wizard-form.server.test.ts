/**
 * The donation wizards as rendered in Node (react-dom/server): a real form that works without the
 * script, so both steps are in the page and shown, the preset buttons and Next / Back hidden (they need
 * the script), every field named as in the original forms with its label, the defaults chosen, and the
 * required marks following the org file.
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { JSDOM } from 'jsdom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { DonationWizardFormDef } from '../../orgs/types.ts';
import { formElement } from '../../templates/form-element.tsx';
import { ENGLISH_PAGE, optionsOf } from './helpers/render-form.ts';
import { FormPage } from '../../templates/FormPage.tsx';
import { fixtureWizardForm, WIZARD_FIXTURE_IDS } from '../orgs/helpers/wizard-forms.ts';

let forms: DonationWizardFormDef[] = [];
test.before(async () => {
  forms = await Promise.all(WIZARD_FIXTURE_IDS.map(fixtureWizardForm));
});

function render(form: DonationWizardFormDef): DocumentFragment {
  return JSDOM.fragment(renderToString(createElement(FormPage, ENGLISH_PAGE, formElement({ ...ENGLISH_PAGE, form, apiBase: '/api' }))));
}

type Control = HTMLInputElement | HTMLSelectElement;

/** Names of the form's controls in document order, each group of radios once. */
function names(page: DocumentFragment): string[] {
  const all = [...page.querySelectorAll<Control>('form input:not([type="hidden"]):not([aria-hidden="true"] *), form select')].map(
    (control) => control.name,
  );
  return all.filter((name, index) => all.indexOf(name) === index);
}

function label(page: DocumentFragment, name: string): string {
  const control = page.querySelector<Control>(`[name="${name}"]`)!;
  const text =
    control.type === 'radio'
      ? control.closest('fieldset')?.querySelector('legend')?.textContent
      : page.querySelector(`label[for="${control.id}"]`)?.textContent;
  return (text ?? '').replace(' *', '');
}

function checked(page: DocumentFragment, name: string): string[] {
  return [...page.querySelectorAll<HTMLInputElement>(`input[name="${name}"]:checked`)].map((radio) => radio.value);
}

test('each wizard: both steps in the page and shown, fields in spec order with their labels', () => {
  const contact = ['firstName', 'lastName', 'email', 'contactNumber'];
  const address = ['address', 'country', 'province', 'zipCode', 'city'];
  const expected: Record<string, string[]> = {
    '/merchantform/wizard-two-accounts': ['frequency', 'currency', 'amountChoice', 'amount', 'donationPurpose', ...contact],
    '/wizard-address': ['frequency', 'currency', 'amountChoice', 'amount', 'donationPurpose', ...contact, ...address],
    '/wizard-category': ['educationType', 'frequency', 'currency', 'amountChoice', 'amount', 'donationPurpose', ...contact, ...address],
  };
  const labels: Record<string, string> = {
    educationType: 'Category',
    frequency: 'Frequency',
    currency: 'Currency',
    amountChoice: 'Amount',
    amount: 'Amount',
    donationPurpose: 'Donation purpose',
    firstName: 'First Name',
    lastName: 'Last Name',
    email: 'Email',
    contactNumber: 'Contact Number',
    address: 'Address',
    country: 'Country',
    province: 'Province',
    zipCode: 'Zip Code',
    city: 'City',
  };
  for (const form of forms) {
    const page = render(form);
    assert.equal(names(page), expected[form.route], form.route);
    for (const name of names(page)) assert.is(label(page, name), labels[name], `${form.route} ${name}`);
    const steps = [...page.querySelectorAll('fieldset.wizard-step')];
    assert.equal(
      steps.map((step) => step.querySelector('h2')?.textContent),
      ['Step 1 of 2: Your donation', 'Step 2 of 2: Your details'],
    );
    assert.ok(
      steps.every((step) => !step.hasAttribute('hidden')),
      `${form.route}: every step shows without the script`,
    );
    const formElement = page.querySelector('form')!;
    assert.equal([formElement.getAttribute('method'), formElement.getAttribute('action')], ['post', '/api/orders']);
    assert.is(page.querySelector<HTMLInputElement>('input[type="hidden"][name="route"]')?.value, form.route);
    assert.is(page.querySelector('h1')?.textContent, form.title);
  }
});

test('without the script: the amount box shows, the presets, Next / Back and the step-2 recap do not, Submit does', () => {
  for (const form of forms) {
    const page = render(form);
    assert.ok(page.querySelector('[name="amountChoice"]')!.closest('[hidden]'), form.route);
    assert.not.ok(page.querySelector('[name="amount"]')!.closest('[hidden]'), form.route);
    const buttons = [...page.querySelectorAll('button')].map((button) => [button.textContent, button.hasAttribute('hidden')]);
    assert.equal(
      buttons,
      [
        ['Next', true],
        ['Back', true],
        ['Submit', false],
      ],
      form.route,
    );
    assert.equal(page.querySelector('button[type="submit"]')?.getAttribute('type'), 'submit');
    assert.is(page.querySelector('.wizard-recap'), null, `${form.route}: no recap while both steps show`);
  }
});

test('defaults: Give Once, PKR, General, Early Intervention on the widget, Pakistan where the address is asked', () => {
  for (const form of forms) {
    const page = render(form);
    assert.equal(checked(page, 'frequency'), ['once']);
    assert.is(page.querySelector('[name="frequency"] + span')?.textContent, 'Give Once');
    assert.equal(checked(page, 'currency'), ['PKR'], form.route);
    assert.equal(checked(page, 'donationPurpose'), ['General'], form.route);
    assert.equal(checked(page, 'amountChoice'), [], form.route);
    assert.is(page.querySelector<HTMLInputElement>('[name="amount"]')?.value, '');
    const country = page.querySelector<HTMLSelectElement>('select[name="country"]');
    if (form.address)
      assert.equal(
        optionsOf(page, 'country').map(([value]) => value),
        ['Pakistan'],
        form.route,
      );
    else assert.is(country, null, form.route);
  }
  const categoryWizard = render(forms[2]!);
  assert.is(categoryWizard.querySelector<HTMLSelectElement>('select[name="educationType"]')?.value, 'Early Intervention');
  assert.equal(
    optionsOf(categoryWizard, 'educationType').map(([value]) => value),
    ['Early Intervention', 'Physical Therapy', 'Assistive Device', 'Early Education', 'Sponsor a child'],
  );
  assert.equal(
    [...categoryWizard.querySelectorAll<HTMLOptionElement>('select[name="province"] option')].map((option) => option.textContent),
    ['Select province', 'Sindh', 'Punjab', 'Balochistan', 'KPK'],
  );
  assert.equal(
    [...categoryWizard.querySelectorAll<HTMLInputElement>('[name="donationPurpose"]')].map((radio) => radio.value),
    ['General', 'Zakat', 'Sadqah'],
  );
});

test('the preset buttons carry the chosen currency; currencies and purposes are labelled radios', () => {
  const page = render(forms[0]!);
  const presets = [...page.querySelectorAll<HTMLInputElement>('[name="amountChoice"]')];
  assert.equal(
    presets.map((radio) => [radio.value, radio.nextElementSibling?.textContent]),
    [
      ['100', 'PKR 100'],
      ['1000', 'PKR 1,000'],
      ['2000', 'PKR 2,000'],
      ['other', 'Other'],
    ],
  );
  for (const radio of page.querySelectorAll<HTMLInputElement>('input[type="radio"]')) {
    assert.ok(radio.closest('label')?.textContent?.trim(), `${radio.name} ${radio.value} has a label`);
    assert.ok(radio.closest('fieldset')?.querySelector('legend')?.textContent?.trim(), `${radio.name} has a legend`);
  }
  assert.equal(
    [...page.querySelectorAll<HTMLInputElement>('[name="currency"]')].map((radio) => radio.value),
    ['PKR', 'USD', 'AED'],
  );
});

test('required marks follow the org file: the address form requires its address fields, the widget does not', () => {
  const required = (page: DocumentFragment) =>
    [...page.querySelectorAll<Control>('form input:not([type="hidden"]):not([aria-hidden="true"] *), form select')]
      .filter((control) => control.required && control.type !== 'radio')
      .map((control) => control.name);
  assert.equal(required(render(forms[0]!)), ['amount', 'firstName', 'lastName', 'email']);
  assert.equal(required(render(forms[1]!)), [
    'amount',
    'firstName',
    'lastName',
    'email',
    'contactNumber',
    'address',
    'country',
    'province',
    'zipCode',
    'city',
  ]);
  assert.equal(required(render(forms[2]!)), ['educationType', 'amount', 'firstName', 'lastName', 'email', 'country']);
  const twoAccounts = render(forms[0]!);
  assert.ok(twoAccounts.querySelector<HTMLInputElement>('[name="donationPurpose"]')?.required, 'the purpose group is required');
  assert.not.ok(twoAccounts.querySelector<HTMLInputElement>('[name="amountChoice"]')?.required, 'the hidden presets are not');
});

test.run();
