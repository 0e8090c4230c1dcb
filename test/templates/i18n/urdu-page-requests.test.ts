/**
 * A form page in Urdu, hydrated: its rules give the Urdu messages, and what it sends the proxy names its
 * language (`lang: 'ur'`) beside the same values an English page sends; the hidden `lang` field a post
 * without JavaScript carries is 'ur'. The build does not write Urdu pages yet, so the English page's
 * root and props are swapped for the Urdu ones before the script runs.
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Language } from '../../../i18n/languages.ts';
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

/** The hidden `lang` field of the page's form. */
function hiddenLanguage(page: FlowPage): string | undefined {
  return page.document.querySelector<HTMLInputElement>('form input[type="hidden"][name="lang"]')?.value;
}

test('an Urdu page: an empty submit shows the Urdu messages and sends nothing', async () => {
  const page = await openFlowPage(form, ok, inLanguage('ur'));
  assert.is(hiddenLanguage(page), 'ur');
  pressSubmit(page);
  await settle();
  assert.equal([errorOf(page, 'name'), errorOf(page, 'email')], ['نام درج کریں۔', 'ای میل ایڈریس درج کریں۔']);
  assert.equal(page.requests, []);
  closeClean(page);
});

test("an Urdu page sends lang 'ur' with the values an English page sends with lang 'en'", async () => {
  const values = { name: 'Omar Farooq', email: 'omar@example.org' };
  const sent: unknown[] = [];
  for (const language of ['ur', 'en'] as const) {
    const page = await openFlowPage(form, ok, inLanguage(language));
    assert.is(hiddenLanguage(page), language);
    fillAll(page, values);
    pressSubmit(page);
    await settle();
    sent.push(...page.requests.map((request) => request.body));
    closeClean(page);
  }
  assert.equal(sent, [
    { route: form.route, values, lang: 'ur' },
    { route: form.route, values, lang: 'en' },
  ]);
});

test.run();
