/**
 * Submit to the simulator's checkout on a page of the repository's own org files (`realSiteRigFor`):
 * `checkout.ts` knows the fixture org files' forms only, this takes the form and the page's translator.
 */
import * as assert from 'uvu/assert';
import type { Page } from 'puppeteer-core';
import type { FormDef, Org } from '../../../orgs/types.ts';
import { orgTextsOf } from '../../../orgs/org-languages.ts';
import { submitFlowOf } from '../../../templates/order-flow/submit-flow.ts';
import { compiledMessages } from '../../../orgs/i18n/compile.ts';
import type { Language } from '../../../orgs/i18n/languages.ts';
import { createTranslator, type Translator } from '../../../orgs/i18n/translator.ts';
import { CHECKOUT_PATH } from './checkout.ts';
import { bodyText } from './donor.ts';
import { advanceClock } from './page-clock.ts';

/** The translator a page of `org` in `language` has: the whole catalogue and the org's texts. */
export function siteTranslator(org: Org, language: Language): Translator {
  return createTranslator(language, compiledMessages(language, ['']), orgTextsOf(org, language));
}

/**
 * Presses `submit` (a function that presses the form's Submit, by mouse or keyboard) on a filled page of
 * `form` with the test clock, waits for the success popup (its `redirectText` in `translator`'s language),
 * moves the clock past its wait and resolves to the checkout's visible text once the browser is there.
 * Fails the test when the page lands anywhere else; rejects after 10 s without the popup.
 */
export async function submitToSiteCheckout(
  page: Page,
  form: FormDef,
  translator: Translator,
  submit: () => Promise<void>,
): Promise<string> {
  const flow = submitFlowOf(form, translator);
  const leaving = page.waitForNavigation();
  leaving.catch(() => undefined);
  await submit();
  await page
    .waitForFunction(
      (text) => [...document.querySelectorAll('.toast')].some((toast) => toast.textContent === text),
      { timeout: 10_000 },
      flow.redirectText,
    )
    .catch((error: unknown) => {
      throw new Error(`the success popup '${flow.redirectText}' did not show on ${page.url()}: ${String(error)}`);
    });
  await advanceClock(page, flow.redirectAfterMs).catch((error: unknown) => {
    if (!/context was destroyed|navigat/i.test(String(error))) throw error;
  });
  await leaving;
  assert.is(new URL(page.url()).pathname, CHECKOUT_PATH, `Submit led to ${page.url()}`);
  return bodyText(page);
}
