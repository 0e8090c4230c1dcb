/**
 * The honeypot in every page that posts to the proxy, as the build renders it: one `website` input per
 * posting form, unlabelled for nobody, yet hidden from people (off-screen class, aria-hidden wrapper),
 * out of the tab order and never autofilled; and `honeypotFilled`, which tells the script not to send.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadOrgs } from '../../../orgs/load-orgs.ts';
import type { FormDef } from '../../../orgs/types.ts';
import { HONEYPOT_FIELD } from '../../../orgs/honeypot.ts';
import { honeypotFilled } from '../../../templates/fields/honeypot-field.ts';
import { closeOpenPages, openPage } from '../helpers/page-window.ts';
import { renderForm } from '../helpers/render-form.ts';

/** The kinds whose page has no form posting to the proxy. */
const NOT_POSTING = new Set<FormDef['kind']>(['sample-contribution', 'card-checkout']);

let forms: FormDef[] = [];
test.before(async () => {
  forms = (await loadOrgs()).flatMap(({ org }) => org.forms);
});
// A test that fails before closing its page still closes it here.
test.after.each(closeOpenPages);

test('every posting form has exactly one honeypot, hidden from people and keyboards', () => {
  const posting = forms.filter((form) => !NOT_POSTING.has(form.kind));
  assert.ok(posting.length >= 25, `only ${posting.length} posting forms`);
  for (const form of posting) {
    const page = renderForm(form);
    const traps = page.querySelectorAll<HTMLInputElement>(`form[method="post"][action] input[name="${HONEYPOT_FIELD}"]`);
    assert.is(traps.length, 1, form.route);
    const input = traps[0]!;
    const wrapper = input.closest('.form-trap');
    assert.ok(wrapper, `${form.route}: inside the off-screen wrapper`);
    assert.is(wrapper!.getAttribute('aria-hidden'), 'true', form.route);
    assert.is(input.getAttribute('type'), 'text', form.route);
    assert.is(input.getAttribute('tabindex'), '-1', form.route);
    assert.is(input.getAttribute('autocomplete'), 'off', form.route);
    assert.is(input.value, '', form.route);
    assert.not.ok(input.hasAttribute('style'), `${form.route}: no inline style, which the page CSP would block`);
    assert.is(page.querySelector(`label[for="${input.id}"]`)?.textContent, 'Leave this field empty', form.route);
  }
});

test('pages that post nothing have no honeypot', () => {
  const others = forms.filter((form) => NOT_POSTING.has(form.kind));
  assert.ok(others.length >= 2);
  for (const form of others) assert.is(renderForm(form).querySelectorAll(`input[name="${HONEYPOT_FIELD}"]`).length, 0, form.route);
});

test('honeypotFilled: false while the input is empty, true once anything is in it', () => {
  const page = openPage(`<form><input name="${HONEYPOT_FIELD}" value=""><input name="email" value="a@b.org"></form>`, 'http://localhost/');
  const form = page.document.querySelector('form')!;
  assert.is(honeypotFilled(form), false);
  form.querySelector<HTMLInputElement>(`[name="${HONEYPOT_FIELD}"]`)!.value = 'https://spam.example';
  assert.is(honeypotFilled(form), true);
  page.close();
});

test('honeypotFilled: a form without the input is never taken for a bot', () => {
  const page = openPage('<form><input name="email" value="a@b.org"></form>', 'http://localhost/');
  assert.is(honeypotFilled(page.document.querySelector('form')!), false);
  page.close();
});

test.run();
