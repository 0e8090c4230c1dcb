/**
 * Every word a page shows comes from a catalogue or the org file: each fixture form (every kind, every
 * variant), the renewal's details step, each thank-you page with every phase its script writes, and the
 * demo card provider page with the lines its script shows,
 * rendered as the build renders them with a translator that marks each message and each org-file text
 * (pseudo-localisation), show no word outside a mark but the currency codes the org files list.
 * Rendered with the Urdu catalogue, the same pages speak Urdu.
 */
import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { JSDOM } from 'jsdom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { catalogueOf } from '../../../orgs/i18n/catalogue.ts';
import type { Language } from '../../../orgs/i18n/languages.ts';
import { compileMessage, translatorFor } from '../../../orgs/i18n/compile.ts';
import { createTranslator, type Translator } from '../../../orgs/i18n/translator.ts';
import { FORM_KINDS } from '../../../orgs/kinds.ts';
import { type ResultPhase, resultText } from '../../../orgs/order-result-text.ts';
import { paymentOf } from '../../../orgs/kinds.ts';
import { WORDS_OF_PAYMENT } from '../../../orgs/payment-words.ts';
import type { FormDef } from '../../../orgs/types.ts';
import { formElement } from '../../../templates/form-element.tsx';
import { FormPage } from '../../../templates/FormPage.tsx';
import { TranslatorContext } from '../../../templates/i18n/translator-context.ts';
import { MembershipDetails } from '../../../templates/membership/MembershipDetails.tsx';
import { pageMessages } from '../../../templates/i18n/page-messages.ts';
import { ThankYouPage } from '../../../templates/ThankYouPage.tsx';
import { DemoProviderPage } from '../../../templates/card-checkout/DemoProviderPage.tsx';
import { MESSAGE_ATTRIBUTE, NOT_FRAMED_ATTRIBUTE, SENT_ATTRIBUTE } from '../../../templates/card-checkout/demo-provider-ids.ts';
import { fixtureMembershipForm, fixtureOrgs } from '../../helpers/fixture-orgs.ts';
import { pseudoTranslator } from '../helpers/pseudo-translator.ts';
import { logoAt } from '../helpers/render-form.ts';
import { unmarkedWords, visibleTexts, WORD } from '../helpers/visible-texts.ts';
import { COUNTRY_NAMES } from '../../../templates/fields/phone-metadata.ts';

/**
 * Words a page may show outside the catalogues and the org file: ISO 4217 codes (the org files'
 * currencies, shown as written, e.g. 'PKR 1,000') and the country names of the phone selector, which
 * come named in the page's language with the phone data (templates/fields/phone-country-data.json).
 */
const ALLOWED_WORDS = new Set([
  ...Intl.supportedValuesOf('currency'),
  ...Object.values(COUNTRY_NAMES.en).flatMap((name) => name.match(WORD) ?? []),
]);

const loadedForms: Promise<FormDef[]> = fixtureOrgs().then((orgs) => orgs.flatMap((org) => org.forms));

/** The pages under test by name: each fixture form, and the renewal's details step (it exists only in the browser). */
async function pages(): Promise<[string, ReactElement][]> {
  const forms = await loadedForms;
  const membershipForm = await fixtureMembershipForm();
  const type = membershipForm.membershipTypes[0]!;
  const details = createElement(MembershipDetails, {
    form: membershipForm,
    apiBase: '/api',
    type,
    lookup: { route: membershipForm.route, membershipType: type.value, membershipId: 'A-1234' },
    member: { membershipNumber: 'A-1234', companyName: 'Acme Traders', emailOnFile: 'a•••@t•••.com', phoneOnFile: '' },
    onBack() {},
  });
  const formPages = forms.map((form): [string, ReactElement] => [
    form.route,
    formElement({ form, apiBase: '/api', logo: logoAt(form.logo ? 'logo.svg' : undefined), language: 'en', messages: {} }),
  ]);
  return [...formPages, [`${membershipForm.route} (details step)`, details]];
}

/** `element` rendered with `translator`, as the server renders a page, parsed. */
function renderWith(translator: Translator, element: ReactElement): DocumentFragment {
  return JSDOM.fragment(renderToString(createElement(TranslatorContext, { value: translator }, element)));
}

/** `element` rendered inside a real page frame in `language`, with the messages a page ships. */
function renderIn(language: Language, element: ReactElement): DocumentFragment {
  return JSDOM.fragment(renderToString(createElement(FormPage, { language, messages: pageMessages(language) }, element)));
}

/** Each text of `page` that holds a word from neither a catalogue nor the org file, with those words. */
function untranslated(page: DocumentFragment): string[] {
  return visibleTexts(page)
    .map((text) => [text, unmarkedWords(text, ALLOWED_WORDS)] as const)
    .filter(([, words]) => words.length > 0)
    .map(([text, words]) => `${JSON.stringify(text)} (${words.join(', ')})`);
}

test('the fixtures hold a form of every kind, so every kind is checked', async () => {
  assert.equal(new Set((await loadedForms).map((form) => form.kind)), new Set(FORM_KINDS));
});

test('every word a form page shows comes from a catalogue or the org file', async () => {
  const found = (await pages()).flatMap(([name, element]) =>
    untranslated(renderWith(pseudoTranslator, element)).map((text) => `${name}: ${text}`),
  );
  assert.equal(found, []);
});

test('the check finds a word written into a page, in its text or in an attribute people read, and allows currency codes', () => {
  const page = JSDOM.fragment(
    '<p>⟦Amount⟧: PKR 1,000 <span title="Open">⟦x ⟦y⟧⟧</span></p><input placeholder="⟦Name⟧ here"><img alt="⟦Logo⟧">',
  );
  assert.equal(untranslated(page), ['"Open" (Open)', '"⟦Name⟧ here" (here)']);
});

const URDU = catalogueOf('ur');

test('rendered with the Urdu catalogue every page speaks Urdu: the grid its labels, note and button', async () => {
  for (const [name, element] of await pages()) {
    const texts = visibleTexts(renderIn('ur', element));
    assert.ok(
      texts.some((text) => [...URDU.values()].some((message) => !message.includes('{') && text.includes(message))),
      `${name} shows an Urdu message`,
    );
  }
  const grid = (await loadedForms).find((form) => form.kind === 'standard-grid')!;
  const texts = visibleTexts(renderIn('ur', formElement({ form: grid, apiBase: '/api', language: 'ur', messages: {} })));
  for (const key of ['form.submit', 'form.amount', 'form.email', 'form.requiredNote', 'form.comments']) {
    assert.ok(texts.includes(URDU.get(key)!), `${key}: ${URDU.get(key)}`);
  }
});

test('rendered with the English catalogue a page shows no Urdu (so the Urdu check can fail)', async () => {
  for (const [name, element] of await pages()) {
    assert.not.ok(
      visibleTexts(renderIn('en', element)).some((text) => /\p{Script=Arabic}/u.test(text)),
      name,
    );
  }
});

const PHASES: ResultPhase[] = ['checking', 'confirming', 'unconfirmed', 'confirmed', 'not-paid', 'not-found'];
const STATUS = { state: 'blocked', amount: '2500', currency: 'PKR', paidAt: '2025-05-12T09:03:00.000Z', reference: '011022' } as const;
const URDU_THANK_YOU = createTranslator('ur', Object.fromEntries([...URDU].map(([key, text]) => [key, compileMessage(text)])));

/** The thank-you page of each fixture form, rendered with `translator`. */
async function thankYouPages(translator: Translator): Promise<[string, DocumentFragment][]> {
  return (await fixtureOrgs()).flatMap((org) =>
    org.forms.map((form): [string, DocumentFragment] => {
      // The org's name and the logo's alt text come translated, as the build gives them (build/render-pages.ts).
      const contact = { displayName: translator.text(org.displayName), contactEmail: 'desk@example.org', siteUrl: 'https://example.org' };
      const logo = { url: 'logo.svg', width: 120, height: 30, alt: translator.text(form.logo?.alt ?? org.displayName) };
      const props = { apiBase: '/api', route: form.route, payment: paymentOf(form), org: contact, translator, theme: form.theme, logo };
      const page = createElement(ThankYouPage, props);
      return [`${form.route}/thank-you`, JSDOM.fragment(renderToString(page))];
    }),
  );
}

test('every word of a thank-you page, and of every phase its script writes, comes from a catalogue or the org file', async () => {
  const found = (await thankYouPages(pseudoTranslator)).flatMap(([name, page]) => untranslated(page).map((text) => `${name}: ${text}`));
  const org = { displayName: 'JHR Trust', contactEmail: 'desk@example.org', siteUrl: 'https://example.org' };
  for (const payment of Object.keys(WORDS_OF_PAYMENT)) {
    for (const phase of PHASES) {
      const text = resultText(phase, { payment, org, orderNumber: 'JHR-1', status: STATUS, timeZone: 'Asia/Karachi' }, pseudoTranslator.t);
      const lines = [...text.paragraphs, ...(text.tryAgain ? [pseudoTranslator.t('thankYou.tryAgain')] : [])];
      found.push(...lines.filter((line) => unmarkedWords(line, ALLOWED_WORDS).length > 0).map((line) => `${payment} ${phase}: ${line}`));
    }
  }
  assert.equal(found, []);
});

test('rendered with the Urdu catalogue a thank-you page speaks Urdu', async () => {
  for (const [name, page] of await thankYouPages(URDU_THANK_YOU)) {
    const texts = visibleTexts(page);
    for (const key of ['thankYou.receiptByEmail', 'thankYou.lookUp', 'thankYou.backToForm'])
      assert.ok(texts.includes(URDU.get(key)!), `${name}: ${key}`);
  }
});

/** The demo provider page with `translator`: its visible texts and the lines its script shows from its attributes. */
function demoProviderTexts(translator: Translator): string[] {
  const page = JSDOM.fragment(renderToString(createElement(DemoProviderPage, { theme: 'light', translator })));
  const shown = [MESSAGE_ATTRIBUTE, SENT_ATTRIBUTE, NOT_FRAMED_ATTRIBUTE].flatMap((name) =>
    [...page.querySelectorAll(`[${name}]`)].map((element) => element.getAttribute(name) ?? ''),
  );
  assert.is(shown.length, 7, 'three messages, three lines, and the line for a page opened on its own');
  return [...visibleTexts(page), ...shown];
}

test('every word of the demo provider page, and of the lines its script shows, comes from a catalogue', () => {
  assert.equal(
    demoProviderTexts(pseudoTranslator).filter((text) => unmarkedWords(text, ALLOWED_WORDS).length > 0),
    [],
  );
});

test('rendered with the Urdu catalogue the demo provider page speaks Urdu', () => {
  const texts = demoProviderTexts(translatorFor('ur'));
  for (const key of ['demoProvider.heading', 'demoProvider.approve', 'demoProvider.notFramed'])
    assert.ok(texts.includes(URDU.get(key)!), key);
});

test.run();
