/**
 * The membership renewal page as rendered in Node (react-dom/server): only the lookup step (type, ID,
 * 'Get Info'), with labels tied to controls and required marks; nothing of a member is in the HTML.
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { JSDOM } from 'jsdom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { MembershipRenewalFormDef } from '../../orgs/types.ts';
import { formElement } from '../../templates/form-element.tsx';
import { ENGLISH_PAGE, logoAt } from './helpers/render-form.ts';
import { FormPage } from '../../templates/FormPage.tsx';
import { fixtureMembershipForm } from '../helpers/fixture-orgs.ts';

let form: MembershipRenewalFormDef;
test.before(async () => {
  form = await fixtureMembershipForm();
});

function render(changes: Partial<MembershipRenewalFormDef> = {}, logoUrl?: string): DocumentFragment {
  return JSDOM.fragment(
    renderToString(
      createElement(
        FormPage,
        ENGLISH_PAGE,
        formElement({ ...ENGLISH_PAGE, form: { ...form, ...changes }, apiBase: '/api', logo: logoAt(logoUrl) }),
      ),
    ),
  );
}

test('the lookup step: title, membership type select, membership ID input and Get Info', () => {
  const page = render();
  assert.is(page.querySelector('h1')?.textContent, 'Membership renewal');
  const lookup = page.querySelector('form')!;
  assert.is(lookup.getAttribute('action'), '/api/membership/lookup');
  assert.is(lookup.querySelector<HTMLInputElement>('input[type="hidden"][name="route"]')?.value, '/membership');
  const options = [...lookup.querySelectorAll('select[name="membershipType"] option')].map((option) => [
    option.getAttribute('value'),
    option.textContent,
  ]);
  assert.equal(options, [
    ['', 'Select membership type'],
    ['Associate', 'Associate'],
    ['Corporate', 'Corporate'],
  ]);
  const id = lookup.querySelector<HTMLInputElement>('input[name="membershipId"]')!;
  assert.equal([id.placeholder, id.required], ['A-1234', true]);
  assert.is(lookup.querySelector('button[type="submit"]')?.textContent, 'Get Info');
});

test('labels name their controls and required fields are marked', () => {
  const page = render();
  for (const [name, label] of [
    ['membershipType', 'Membership type *'],
    ['membershipId', 'Membership ID *'],
  ]) {
    const control = page.querySelector(`[name="${name}"]`)!;
    assert.is(page.querySelector(`label[for="${control.id}"]`)?.textContent, label, name);
  }
  assert.is(page.querySelector('.form-message')?.getAttribute('role'), 'alert');
});

test('no details step, fee table or member data before a lookup', () => {
  const page = render();
  assert.is(page.querySelectorAll('form').length, 1);
  assert.is(page.querySelector('table'), null);
  assert.not.match(page.textContent ?? '', 'Renewal Dues');
});

test('the theme and an optional logo follow the form', () => {
  assert.ok(render().querySelector('.theme-light'));
  assert.ok(render({ theme: 'dark' }).querySelector('.theme-dark'));
  assert.is(render().querySelector('img'), null);
  const withLogo = render({ logo: { src: 'assets/membership.svg', alt: 'Membership Chamber logo' } }, '../assets/membership-1234ABCD.svg');
  assert.is(withLogo.querySelector('img.form-logo')?.getAttribute('alt'), 'Membership Chamber logo');
});

test.run();
