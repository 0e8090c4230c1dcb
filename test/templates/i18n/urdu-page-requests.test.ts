/**
 * A form page in Urdu, hydrated: its rules give the Urdu messages, and it sends the proxy the same body
 * an English page sends, to the address in its language (`/api/orders?lang=ur`); its form's action, what
 * a post without JavaScript goes to, names the language the same way, and no field carries it. The
 * English page's root and props are swapped for the Urdu ones before the script runs.
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Language } from '../../../orgs/i18n/languages.ts';
import type { FixedAmountFormDef } from '../../../orgs/types.ts';
import { formElement } from '../../../templates/form-element.tsx';
import { FormPage } from '../../../templates/FormPage.tsx';
import { pageMessages } from '../../../templates/i18n/page-messages.ts';
import { toJsonScriptText } from '../../../templates/json-script.ts';
import { PAGE_PROPS_ID, ROOT_ID, type FormPageProps } from '../../../templates/page-props.ts';
import { fixtureForm } from '../../helpers/fixture-orgs.ts';
import { errorOf, fillAll, pressSubmit, settle } from '../helpers/dom-actions.ts';
import { json, openFlowPage, type FlowPage } from '../helpers/flow-page.ts';
import { closeClean, closeOpenPages, type PageWindow } from '../helpers/page-window.ts';

let form: FixedAmountFormDef;
test.before(async () => {
  form = (await fixtureForm('fixed-amount', 'fixed-amount', '/fixed-amount-dollar')).form;
});
test.after.each(closeOpenPages);

const ok = json(200, { redirectUrl: 'https://marketplace.paypro.com.pk/pyb-demo/?bid=MTI%3d', orderNumber: '1' });

/** Makes the loaded page the page in `language`: its server-rendered root and its props, as the build would write them. */
function inLanguage(language: Language) {
  return (page: PageWindow) => {
    const props: FormPageProps = { form, apiBase: '/api', language, messages: pageMessages(language) };
    page.document.getElementById(ROOT_ID)!.innerHTML = renderToString(createElement(FormPage, props, formElement(props)));
    page.document.getElementById(PAGE_PROPS_ID)!.textContent = toJsonScriptText(props);
  };
}

/** The action of the page's form, and whether any of its controls is named `lang`. */
function formAddress(page: FlowPage): { action: string | null; langField: boolean } {
  const form = page.document.querySelector('form');
  return { action: form?.getAttribute('action') ?? null, langField: form?.querySelector('[name="lang"]') != null };
}

test('an Urdu page: an empty submit shows the Urdu messages and sends nothing', async () => {
  const page = await openFlowPage(form, ok, inLanguage('ur'));
  assert.equal(formAddress(page), { action: '/api/orders?lang=ur', langField: false });
  pressSubmit(page);
  await settle();
  assert.equal([errorOf(page, 'name'), errorOf(page, 'email')], ['نام درج کریں۔', 'ای میل ایڈریس درج کریں۔']);
  assert.equal(page.requests, []);
  closeClean(page);
});

test('an Urdu page sends the body an English page sends, to ?lang=ur where the English one names no language', async () => {
  const values = { name: 'Omar Farooq', email: 'omar@example.org' };
  const sent: unknown[] = [];
  for (const language of ['ur', 'en'] as const) {
    const page = await openFlowPage(form, ok, inLanguage(language));
    const address = language === 'ur' ? '/api/orders?lang=ur' : '/api/orders';
    assert.equal(formAddress(page), { action: address, langField: false }, language);
    fillAll(page, values);
    pressSubmit(page);
    await settle();
    sent.push(...page.requests.map((request) => [request.url, request.body]));
    closeClean(page);
  }
  assert.equal(sent, [
    ['/api/orders?lang=ur', { route: form.route, values }],
    ['/api/orders', { route: form.route, values }],
  ]);
});

test.run();
