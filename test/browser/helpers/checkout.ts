/**
 * The donor's way through the PayPro simulator's checkout (proxy/simulator/marketplace-page.ts): Submit
 * on a filled form leads there, and its Pay or Cancel button leads back to the form's callback.
 */
import * as assert from 'uvu/assert';
import type { Page } from 'puppeteer-core';
import type { FormDef } from '../../../orgs/types.ts';
import { orgTextsOf } from '../../../orgs/org-languages.ts';
import { submitFlowOf } from '../../../templates/order-flow/submit-flow.ts';
import { compiledMessages } from '../../../orgs/i18n/compile.ts';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../../orgs/i18n/languages.ts';
import { createTranslator, type Translator } from '../../../orgs/i18n/translator.ts';
import { fixtureOrgs } from '../../helpers/fixture-orgs.ts';
import { bodyText, pressSubmit } from './donor.ts';
import { advanceClock } from './page-clock.ts';

/** Path of the simulator's checkout page under `forms serve`. */
export const CHECKOUT_PATH = '/paypro-sim/pyb-demo/';

/** How long to wait for the success popup after Submit, in ms: the proxy and simulator answer in far less. */
const POPUP_TIMEOUT_MS = 10_000;

let formDefs: Promise<{ form: FormDef; texts: (language: Language) => Translator }[]> | undefined;

/**
 * The fixture org files' form served at `url`'s path (with or without its trailing slash; its English
 * page, or its page in another language at `<route>/<language>/`) and the page's translator.
 */
async function formAt(url: string): Promise<{ form: FormDef; translator: Translator }> {
  formDefs ??= fixtureOrgs().then((orgs) =>
    orgs.flatMap((org) =>
      org.forms.map((form) => ({
        form,
        texts: (language: Language) => createTranslator(language, compiledMessages(language, ['']), orgTextsOf(org, language)),
      })),
    ),
  );
  const path = new URL(url).pathname.replace(/\/$/, '');
  const last = path.slice(path.lastIndexOf('/') + 1);
  const language = isLanguage(last) && last !== DEFAULT_LANGUAGE ? last : DEFAULT_LANGUAGE;
  const route = language === DEFAULT_LANGUAGE ? path : path.slice(0, -(language.length + 1));
  const found = (await formDefs).find((candidate) => candidate.form.route === route);
  if (!found) throw new Error(`no form of the fixture org files is served at ${route}`);
  return { form: found.form, translator: found.texts(language) };
}

/**
 * After a valid Submit on a page with the test clock (`installClock`): waits until the form's success
 * popup (its `redirectText`, in the page's language) shows, then moves the page's clock past the form's `redirectAfterMs`, so
 * the page leaves for the checkout at once instead of after the popup's real wait. Rejects after
 * POPUP_TIMEOUT_MS without the popup, naming it.
 */
export async function passRedirectPopup(page: Page): Promise<void> {
  const { form, translator } = await formAt(page.url());
  const flow = submitFlowOf(form, translator);
  await page
    .waitForFunction(
      (text) => [...document.querySelectorAll('.toast')].some((toast) => toast.textContent === text),
      { timeout: POPUP_TIMEOUT_MS },
      flow.redirectText,
    )
    .catch((error: unknown) => {
      throw new Error(`the success popup '${flow.redirectText}' did not show on ${page.url()}: ${String(error)}`);
    });
  await advanceClock(page, flow.redirectAfterMs).catch((error: unknown) => {
    // The timer it ran may already have taken the page away, which is the point.
    if (!/context was destroyed|navigat/i.test(String(error))) throw error;
  });
}

/**
 * Presses Submit on a filled form and waits until the browser is on the simulator's checkout (with the
 * page's script, past the success popup: `passRedirectPopup`); resolves to the checkout's visible text.
 * Fails the test when the page lands anywhere else; rejects after puppeteer's navigation timeout (30 s)
 * when it never leaves.
 */
export async function submitToCheckout(page: Page): Promise<string> {
  const leaving = page.waitForNavigation();
  // Handled here too: when the popup never shows, that is the failure to report, not this wait's.
  leaving.catch(() => undefined);
  await pressSubmit(page);
  if (page.isJavaScriptEnabled()) await passRedirectPopup(page);
  await leaving;
  assert.is(new URL(page.url()).pathname, CHECKOUT_PATH, `Submit led to ${page.url()}`);
  return bodyText(page);
}

/**
 * Clicks Pay or Cancel on the checkout and waits for the page it sends the donor to (the callback with
 * `status`, `ordId` and `msg` in its query, PROTOCOL.md "Browser return").
 */
export async function leaveCheckout(page: Page, button: 'pay' | 'cancel'): Promise<void> {
  const back = page.waitForNavigation();
  await page.click(`form[action$="/pyb-demo/${button}"] button`);
  await back;
}
