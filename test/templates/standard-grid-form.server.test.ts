/**
 * The standard grid form as rendered in Node (react-dom/server), for every such form in the org files:
 * field names and order, labels tied to controls, required marks, the comments box
 * (5 rows), the currency placeholder, the logo only where configured, the dark theme only where set.
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { JSDOM } from 'jsdom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadOrgs } from '../../orgs/load-orgs.ts';
import type { StandardGridFormDef } from '../../orgs/types.ts';
import { formElement } from '../../templates/form-element.tsx';
import { ENGLISH_PAGE, logoAt, optionsOf } from './helpers/render-form.ts';
import { FormPage } from '../../templates/FormPage.tsx';

let forms: StandardGridFormDef[] = [];

test.before(async () => {
  forms = (await loadOrgs()).flatMap(({ org }) => org.forms).filter((form): form is StandardGridFormDef => form.kind === 'standard-grid');
});

function render(form: StandardGridFormDef, logoUrl?: string): DocumentFragment {
  return JSDOM.fragment(
    renderToString(createElement(FormPage, ENGLISH_PAGE, formElement({ ...ENGLISH_PAGE, form, apiBase: '/api', logo: logoAt(logoUrl) }))),
  );
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function controls(page: DocumentFragment): Control[] {
  return [...page.querySelectorAll<Control>('form input:not([type="hidden"]):not([aria-hidden="true"] *), form select, form textarea')];
}

function labelText(page: DocumentFragment, control: Control): string {
  return page.querySelector(`label[for="${control.id}"]`)?.textContent ?? '';
}

test('there are standard grid forms in the org files, with and without logo and dark theme', () => {
  assert.ok(forms.some((form) => form.logo));
  assert.ok(forms.some((form) => !form.logo));
  assert.ok(forms.some((form) => form.theme === 'dark'));
});

/** Runs `check` for every standard grid form; a failure names the form's route. */
function eachForm(check: (form: StandardGridFormDef) => void): () => void {
  return () => {
    for (const form of forms) {
      try {
        check(form);
      } catch (error) {
        if (error instanceof Error) error.message = `${form.route}: ${error.message}`;
        throw error;
      }
    }
  };
}

test(
  'every form: fields in order, labels tied, required marks, comments box, post target, heading',
  eachForm((form) => {
    const page = render(form, form.logo ? '../assets/logo-TEST.svg' : undefined);
    const fields = controls(page);
    const expected = ['name', 'email', 'phoneNumber', 'address', 'amount', 'currency', form.purpose.field, 'comments'];
    assert.equal(
      fields.map((control) => control.name),
      expected,
    );
    const labels = fields.map((control) => labelText(page, control).replace(' *', ''));
    assert.equal(labels, [form.nameLabel, 'Email', form.phone.label, 'Address', 'Amount', 'Currency', form.purpose.label, 'Comments']);
    const required = fields.filter((control) => control.required).map((control) => control.name);
    const mustRequire = ['name', 'email', ...(form.phone.required ? ['phoneNumber'] : []), 'amount', 'currency', form.purpose.field];
    assert.equal(required, mustRequire);
    for (const control of fields) {
      assert.is(control.getAttribute('aria-required'), control.required ? 'true' : null, control.name);
      assert.is(labelText(page, control).endsWith(' *'), control.required, control.name);
      assert.ok(page.getElementById(`${control.id}-error`), `error slot of ${control.name}`);
      assert.is(control.getAttribute('aria-invalid'), null);
    }
    const formElement = page.querySelector('form')!;
    assert.is(formElement.getAttribute('method'), 'post');
    assert.is(formElement.getAttribute('action'), '/api/orders');
    assert.is(page.querySelector<HTMLInputElement>('input[type="hidden"][name="route"]')?.value, form.route);
    assert.is(page.querySelector('textarea[name="comments"]')?.getAttribute('rows'), '5');
    assert.is(page.querySelector('input[name="amount"]')?.getAttribute('inputmode'), 'decimal');
    assert.is(page.querySelector('input[name="phoneNumber"]')?.getAttribute('placeholder'), form.phone.placeholder ?? null);
    assert.is(page.querySelector('h1')?.textContent, form.title);
    assert.is(page.querySelector('button[type="submit"]')?.textContent, 'Submit');
  }),
);

test(
  'every form: options of the currency and purpose lists',
  eachForm((form) => {
    const page = render(form);
    const options = (name: string) => optionsOf(page, name);
    const placeholder = form.defaultCurrency ? [] : [['', 'Select currency']];
    assert.equal(options('currency'), [...placeholder, ...form.currencies.map((code) => [code, code])]);
    assert.equal(
      options(form.purpose.field).slice(1),
      form.purpose.options.map((option) => [option.value, option.label ?? option.value]),
    );
    assert.is(options(form.purpose.field)[0]?.[0], '');
  }),
);

test(
  'every form: logo only where configured, dark theme class only for dark',
  eachForm((form) => {
    const page = render(form, form.logo ? '../assets/logo-TEST.svg' : undefined);
    const logo = page.querySelector('img.form-logo');
    assert.is(Boolean(logo), Boolean(form.logo));
    if (form.logo) assert.is(logo?.getAttribute('alt'), form.logo.alt);
    assert.is(Boolean(page.querySelector('.theme-dark')), form.theme === 'dark');
    assert.is(Boolean(page.querySelector('.theme-light')), form.theme === 'light');
  }),
);

test('a default currency is preselected and the placeholder option hidden and disabled, never chosen', () => {
  const form: StandardGridFormDef = { ...forms[0]!, currencies: ['PKR', 'USD'], defaultCurrency: 'PKR' };
  const page = render(form);
  const select = page.querySelector<HTMLSelectElement>('select[name="currency"]')!;
  assert.equal(
    optionsOf(page, 'currency').map(([value]) => value),
    ['PKR', 'USD'],
  );
  assert.is(select.value, 'PKR');
  const first = select.options[0]!;
  assert.equal([first.value, first.hidden, first.disabled], ['', true, true], 'HTML wants an empty first option in a required select');
});

test('a paymentType purpose (as in the grid-payment-type fixture) is named paymentType, and the logo needs its URL', () => {
  const base = forms[0]!;
  const form: StandardGridFormDef = {
    ...base,
    purpose: { ...base.purpose, field: 'paymentType', label: 'Payment type' },
    logo: { src: 'assets/x.svg', alt: 'X' },
  };
  const page = render(form);
  assert.ok(page.querySelector('select[name="paymentType"]'));
  assert.not.ok(page.querySelector('select[name="donationType"]'));
  assert.not.ok(page.querySelector('img'));
});

test.run();
