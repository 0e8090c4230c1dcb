/**
 * Renders one form's pages to HTML strings: the form page (`<route>/index.html`, hydrated in the browser,
 * so its body comes from renderToString) and its thank-you page (`<route>/thank-you/index.html`, static,
 * with the data its small script needs to ask the proxy about the order).
 * Every asset URL is relative to the page's own folder; the stylesheet travels inside each page
 * (`inline-style.ts`). With `RenderContext.security`, each page carries its Content-Security-Policy as a
 * `<meta>` (allowing its `<style>` by hash) and Subresource Integrity on its script, and comes with the
 * headers a host should send (`RenderedPage.headers`). Pure: same input, same bytes.
 */
import { createElement } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { compiledMessages, translatorFor } from '../i18n/compile.ts';
import { createTranslator } from '../i18n/translator.ts';
import type { Language } from '../i18n/languages.ts';
import type { OrgContact } from '../orgs/order-result-text.ts';
import type { CardCheckoutFormDef, FormDef, Org } from '../orgs/types.ts';
import { DemoProviderPage } from '../templates/card-checkout/DemoProviderPage.tsx';
import { DEMO_PROVIDER_FOLDER } from '../templates/card-checkout/provider-page.ts';
import { formElement } from '../templates/form-element.tsx';
import { FormPage } from '../templates/FormPage.tsx';
import { Page, type PageProps } from '../templates/Page.tsx';
import { pageMessages } from '../templates/i18n/page-messages.ts';
import type { FormPageProps } from '../templates/page-props.ts';
import type { ThankYouData } from '../templates/thank-you-data.ts';
import { ThankYouPage } from '../templates/ThankYouPage.tsx';
import type { ClientSources } from './bundle-client.ts';
import { pagePolicy, policyMetaValue, type PageKind } from './content-security-policy.ts';
import { pageHeaders, type FileHeaders } from './page-headers.ts';
import { relativeUrl, routeFolder, thankYouFolder } from './site-paths.ts';

/** What a built page needs for its Content-Security-Policy and Subresource Integrity. */
export interface PageSecurity {
  /** The org of the form: its `frameAncestors` go into the policy. */
  org: Org;
  /** 'sha384-…' of each bundle file, by its path relative to the org folder (e.g. 'assets/form-zakat-form-ABC.js'). */
  integrity: ReadonlyMap<string, string>;
  /** See `PolicyOptions.checkoutUrls`. */
  checkoutUrls?: readonly string[];
}

export interface RenderContext {
  /** Output paths of the bundle's entries, relative to the org folder. */
  assets: ClientSources;
  /**
   * The minified stylesheet's text (the bundle's `assets.styles` file), which every page carries inline;
   * the build checks it once with `inlineStyleText`.
   */
  styles: string;
  /** Where the pages post, without a trailing slash, e.g. '/api'. */
  apiBase: string;
  /** The hashed logo's path relative to the org folder, when the form has a logo. */
  logoPath?: string;
  /** Absent (template tests with placeholder assets), pages have no policy, no integrity and no headers. */
  security?: PageSecurity;
}

export interface RenderedPage {
  /** Relative to the org folder, e.g. 'merchantform/jhrtrust/index.html'. */
  path: string;
  html: string;
  /** The headers a host should send with the page, frame-ancestors included; absent without `security`. */
  headers?: FileHeaders;
}

/** One page of `form`: its folder, title, script (path from the org folder) and rendered body. */
interface PageContent {
  kind: PageKind;
  folder: string;
  title: string;
  script: string;
  bodyHtml: string;
  data?: unknown;
}

/** The integrity of `path`; a path the map lacks means the render and the bundle disagree. */
function integrityFor(security: PageSecurity, path: string): string {
  const value = security.integrity.get(path);
  if (!value) throw new Error(`No Subresource Integrity value for ${path}: it is not one of the bundle's files`);
  return value;
}

/** The document around `content`, with the policy and integrity values when `context.security` is set. */
function renderDocument(form: FormDef, context: RenderContext, content: PageContent): RenderedPage {
  const props: PageProps = {
    title: content.title,
    styles: context.styles,
    scriptUrl: relativeUrl(content.folder, content.script),
    bodyHtml: content.bodyHtml,
    data: content.data,
  };
  const path = `${content.folder}/index.html`;
  const { security } = context;
  if (!security) return { path, html: documentHtml(props) };
  const policy = pagePolicy(security.org, form, content.kind, {
    apiBase: context.apiBase,
    checkoutUrls: security.checkoutUrls,
    styles: props.styles,
  });
  props.contentSecurityPolicy = policyMetaValue(policy);
  props.scriptIntegrity = integrityFor(security, content.script);
  return { path, html: documentHtml(props), headers: pageHeaders(policy) };
}

function documentHtml(props: PageProps): string {
  return `<!doctype html>\n${renderToStaticMarkup(createElement(Page, props))}\n`;
}

/** The form page of `form`: the form, the page props as JSON and the form script. */
export function renderFormPage(form: FormDef, context: RenderContext): RenderedPage {
  const folder = routeFolder(form.route);
  const props: FormPageProps = { form, apiBase: context.apiBase, language: 'en', messages: pageMessages('en') };
  if (context.logoPath) props.logoUrl = relativeUrl(folder, context.logoPath);
  return renderDocument(form, context, {
    kind: 'form',
    folder,
    title: form.title,
    script: context.assets.forms[form.kind],
    bodyHtml: renderToString(createElement(FormPage, props, formElement(props))),
    data: props,
  });
}

/** The catalogue areas the thank-you page and its script read, as key prefixes. */
const THANK_YOU_MESSAGE_AREAS = ['thankYou.'];

/**
 * What the thank-you page of `form` knows (its JSON data block): the proxy it asks, the form's kind for
 * the words, the org's name and the contact its file gives (nothing else of the org), and its language
 * with the messages it reads.
 */
export function thankYouData(org: Org, form: FormDef, apiBase: string, language: Language): ThankYouData {
  const contact: OrgContact = { displayName: org.displayName };
  if (org.contactEmail) contact.contactEmail = org.contactEmail;
  if (org.siteUrl) contact.siteUrl = org.siteUrl;
  return { apiBase, formKind: form.kind, org: contact, language, messages: compiledMessages(language, THANK_YOU_MESSAGE_AREAS) };
}

/**
 * The thank-you page of `form` in `language` (default English), in the form's theme and with its logo;
 * its script reads `thankYouData`.
 */
export function renderThankYouPage(org: Org, form: FormDef, context: RenderContext, language: Language = 'en'): RenderedPage {
  const folder = thankYouFolder(form.route);
  const logo = form.logo && context.logoPath ? { url: relativeUrl(folder, context.logoPath), alt: form.logo.alt } : undefined;
  const data = thankYouData(org, form, context.apiBase, language);
  const translator = createTranslator(language, data.messages);
  const body = createElement(ThankYouPage, { ...data, translator, theme: form.theme, logo });
  return renderDocument(form, context, {
    kind: 'thank-you',
    folder,
    title: translator.t('thankYou.title', { org: translator.text(org.displayName) }),
    script: context.assets['thank-you'],
    bodyHtml: renderToStaticMarkup(body),
    data,
  });
}

/**
 * The demo provider page of a card checkout form whose provider is `demo`, at
 * `<route>/demo-provider/index.html` (where the checkout page's frame points), in `language` (default
 * English). Static, with its own script.
 */
export function renderDemoProviderPage(form: CardCheckoutFormDef, context: RenderContext, language: Language = 'en'): RenderedPage {
  const translator = translatorFor(language);
  return renderDocument(form, context, {
    kind: 'demo-provider',
    folder: `${routeFolder(form.route)}/${DEMO_PROVIDER_FOLDER}`,
    title: translator.t('demoProvider.heading'),
    script: context.assets['demo-card-provider'],
    bodyHtml: renderToStaticMarkup(createElement(DemoProviderPage, { theme: form.theme, translator })),
  });
}
