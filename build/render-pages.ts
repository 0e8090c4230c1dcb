/**
 * Renders one form's pages to HTML strings: the form page (`<route>/index.html`, hydrated in the browser,
 * so its body comes from renderToString) and its thank-you page (`<route>/thank-you/index.html`, static,
 * with the data its small script needs to ask the proxy about the order).
 * Every asset URL is relative to the page's own folder; the stylesheet travels inside each page
 * (`inline-style.ts`). With `RenderContext.security`, each page carries its Content-Security-Policy as a
 * `<meta>` (allowing its `<style>` by hash) and Subresource Integrity on its script, and comes with the
 * headers a host should send (`RenderedPage.headers`). A form page carries what search engines and link
 * previews read (`page-meta.ts`); the thank-you and demo provider pages ask search engines to leave them
 * out. Pure: same input, same bytes.
 */
import { createElement } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { compiledMessages, translatorFor } from '../orgs/i18n/compile.ts';
import type { OrgContact } from '../orgs/order-result-text.ts';
import { paymentOf } from '../orgs/kinds.ts';
import type { CardCheckoutFormDef, FormDef, Org } from '../orgs/types.ts';
import type { ZakatTarget } from '../orgs/zakat/zakat-target.ts';
import { DemoProviderPage } from '../templates/card-checkout/DemoProviderPage.tsx';
import { DEMO_PROVIDER_FOLDER } from '../templates/card-checkout/provider-page.ts';
import { formElement } from '../templates/form-element.tsx';
import { FormPage } from '../templates/FormPage.tsx';
import { Page, type PageMeta, type PageProps } from '../templates/Page.tsx';
import { DEFAULT_LANGUAGE, type Language } from '../orgs/i18n/languages.ts';
import { createTranslator, orgText, type OrgTexts } from '../orgs/i18n/translator.ts';
import { pageMessages, pageOrgTexts } from '../templates/i18n/page-messages.ts';
import type { FormPageProps } from '../templates/page-props.ts';
import type { ThankYouData } from '../templates/thank-you-data.ts';
import { ThankYouPage } from '../templates/ThankYouPage.tsx';
import type { ClientSources } from './bundle-client.ts';
import { pagePolicy, policyMetaValue, type PageKind } from './content-security-policy.ts';
import { pageHeaders, type FileHeaders } from './page-headers.ts';
import { logoImage, type LogoName } from './logo-assets.ts';
import { formPageMeta } from './page-meta.ts';
import { formPageTitle } from './page-title.ts';
import { folderUrl, pageFolder, relativeUrl, routeFolder, thankYouFolder } from './site-paths.ts';

/** What a built page needs for its Content-Security-Policy and Subresource Integrity. */
export interface PageSecurity {
  /** The org of the form: its `embed.origins` go into the policy. */
  org: Org;
  /** 'sha256-…' of each bundle file, by its path relative to the org folder (e.g. 'assets/form-zakat-form-ABC.js'). */
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
  /**
   * The CSS a page carries, from its language, its body's HTML and its script's path (build/style-parts.ts:
   * the base and the parts it can use); absent, every page carries `styles`.
   */
  pageStyles?: (page: { language: Language; html: string; script: string }) => string;
  /** Where the pages post, without a trailing slash, e.g. '/api'. */
  apiBase: string;
  /** The hashed logo's path (relative to the org folder) and size, when the form has a logo. */
  logo?: LogoName;
  /** Absent (template tests with placeholder assets), pages have no policy, no integrity and no headers. */
  security?: PageSecurity;
  /** The language of the pages to render; default English. */
  language?: Language;
  /** Every language the org's pages are written in, which each page links to; default `language` alone. */
  languages?: readonly Language[];
  /** The org's texts in `language` (`orgs/org-languages.ts` `orgTextsOf`); a page ships those its form holds. */
  orgTexts?: OrgTexts;
  /**
   * The message keys each script can show, by its path (`messageKeysIn`): a page ships those of its
   * script. Absent (tests without a bundle), a page ships every message of its areas.
   */
  messageKeys?: ReadonlyMap<string, ReadonlySet<string>>;
  /** Where the form's zakat calculator puts its answer (`zakatTargetOf`); absent, the page offers none. */
  zakat?: ZakatTarget;
  /**
   * For an org with `embed.origins`: those origins, and the embedded page's script (its path from the
   * org folder, e.g. 'assets/embedded-page-1A2B3C4D.js') with its integrity; absent, no site may frame it.
   */
  embed?: { origins: readonly string[]; script: string; integrity: string };
}

export interface RenderedPage {
  /** Relative to the org folder, e.g. 'merchantform/jhrtrust/index.html'. */
  path: string;
  html: string;
  /** The headers a host should send with the page, frame-ancestors included; absent without `security`. */
  headers?: FileHeaders;
  /** What search engines read of the page (its address, its language versions, whether to list it). */
  meta: PageMeta;
}

/** One page of `form`: its folder, title, script (path from the org folder) and rendered body. */
interface PageContent {
  kind: PageKind;
  /** The folder of this page in `language`; `folder` is the one in the context's language. */
  folderIn: (language: Language) => string;
  folder: string;
  title: string;
  script: string;
  bodyHtml: string;
  data?: unknown;
  meta: PageMeta;
}

/** The integrity of `path`; a path the map lacks means the render and the bundle disagree. */
function integrityFor(security: PageSecurity, path: string): string {
  const value = security.integrity.get(path);
  if (!value) throw new Error(`No Subresource Integrity value for ${path}: it is not one of the bundle's files`);
  return value;
}

/** The document around `content`, with the policy and integrity values when `context.security` is set. */
function renderDocument(form: FormDef, context: RenderContext, content: PageContent): RenderedPage {
  const language = context.language ?? DEFAULT_LANGUAGE;
  const versions = (context.languages ?? [language]).map((version) => ({
    language: version,
    url: folderUrl(content.folder, content.folderIn(version)),
  }));
  const props: PageProps = {
    language,
    versions,
    switchLabel: translatorFor(language).t('common.languageSwitch'),
    title: content.title,
    styles: context.pageStyles?.({ language, html: content.bodyHtml, script: content.script }) ?? context.styles,
    scriptUrl: relativeUrl(content.folder, content.script),
    bodyHtml: content.bodyHtml,
    data: content.data,
    meta: content.meta,
  };
  const path = `${content.folder}/index.html`;
  const { security } = context;
  const { meta } = content;
  if (!security) return { path, html: documentHtml(props), meta };
  const policy = pagePolicy(security.org, form, content.kind, {
    apiBase: context.apiBase,
    checkoutUrls: security.checkoutUrls,
    styles: props.styles,
  });
  props.contentSecurityPolicy = policyMetaValue(policy);
  props.scriptIntegrity = integrityFor(security, content.script);
  return { path, html: documentHtml(props), headers: pageHeaders(policy), meta };
}

function documentHtml(props: PageProps): string {
  return `<!doctype html>\n${renderToStaticMarkup(createElement(Page, props))}\n`;
}

/** Search engines leave these pages out: they are about one order, or stand in for a provider's page. */
const UNLISTED: PageMeta = { noindex: true };

/**
 * The form page of `form` (of `org`): the form, the page props as JSON, the form script, and what search
 * engines and link previews read (`page-meta.ts`).
 */
export function renderFormPage(org: Pick<Org, 'displayName' | 'siteUrl'>, form: FormDef, context: RenderContext): RenderedPage {
  const language = context.language ?? DEFAULT_LANGUAGE;
  const folder = pageFolder(form.route, language);
  const script = context.assets.forms[form.kind];
  const props: FormPageProps = {
    form,
    apiBase: context.apiBase,
    language,
    messages: pageMessages(language, context.messageKeys?.get(script)),
  };
  const orgTexts = pageOrgTexts(form, context.orgTexts ?? {});
  if (Object.keys(orgTexts).length > 0) props.orgTexts = orgTexts;
  if (context.logo) props.logo = logoImage(folder, context.logo);
  if (context.zakat) props.zakat = context.zakat;
  if (context.embed) props.embed = { ...context.embed, script: relativeUrl(folder, context.embed.script) };
  const folderIn = (version: Language) => pageFolder(form.route, version);
  const translator = createTranslator(language, compiledMessages(language, ['common.']), context.orgTexts);
  const languages = context.languages ?? [language];
  return renderDocument(form, context, {
    kind: 'form',
    folderIn,
    folder,
    title: formPageTitle(translator, form, org),
    script,
    bodyHtml: renderToString(createElement(FormPage, props, formElement(props))),
    data: props,
    meta: formPageMeta({ org, form, translator, languages, folderIn, logo: context.logo }),
  });
}

/** The catalogue areas the thank-you page and its script read, as key prefixes. */
const THANK_YOU_MESSAGE_AREAS = ['thankYou.'];

/**
 * What the thank-you page of `form` knows (its JSON data block): the proxy it asks, the form's route
 * (the page asks about an order only as this form's), what its payments are called for the words, the
 * org's name (in `language`, from `orgTexts`) and the contact its file gives (nothing else of the org),
 * and its language with the messages it reads.
 */
export function thankYouData(org: Org, form: FormDef, apiBase: string, language: Language, orgTexts: OrgTexts = {}): ThankYouData {
  const contact: OrgContact = { displayName: orgText(orgTexts, org.displayName) };
  if (org.contactEmail) contact.contactEmail = org.contactEmail;
  if (org.siteUrl) contact.siteUrl = org.siteUrl;
  const messages = compiledMessages(language, THANK_YOU_MESSAGE_AREAS);
  return { apiBase, route: form.route, payment: paymentOf(form), org: contact, language, messages };
}

/**
 * The thank-you page of `form` in the context's language, in the form's theme and with its logo; its
 * script reads `thankYouData`. The org's name (title, heading) and the logo's alt text are in that
 * language, from the context's `orgTexts`.
 */
export function renderThankYouPage(org: Org, form: FormDef, context: RenderContext): RenderedPage {
  const language = context.language ?? DEFAULT_LANGUAGE;
  const folder = thankYouFolder(form.route, language);
  const orgTexts = context.orgTexts ?? {};
  const logo = form.logo && context.logo ? { ...logoImage(folder, context.logo), alt: orgText(orgTexts, form.logo.alt) } : undefined;
  const data = thankYouData(org, form, context.apiBase, language, orgTexts);
  const translator = createTranslator(language, data.messages);
  const body = createElement(ThankYouPage, { ...data, translator, theme: form.theme, logo });
  return renderDocument(form, context, {
    kind: 'thank-you',
    folderIn: (version) => thankYouFolder(form.route, version),
    folder,
    title: translator.t('thankYou.title', { org: data.org.displayName }),
    script: context.assets['thank-you'],
    bodyHtml: renderToStaticMarkup(body),
    data,
    meta: UNLISTED,
  });
}

/**
 * The demo provider page of a card checkout form whose provider is `demo`, at
 * `<route>/demo-provider/index.html` (where the checkout page's frame points), in English whatever the
 * form's languages (every language's checkout page frames this one). Static, with its own script.
 */
export function renderDemoProviderPage(form: CardCheckoutFormDef, context: RenderContext): RenderedPage {
  // A stand-in for a card provider's own page: one page, in English, whatever languages the form has.
  const translator = translatorFor(DEFAULT_LANGUAGE);
  return renderDocument(
    form,
    { ...context, language: DEFAULT_LANGUAGE, languages: undefined },
    {
      kind: 'demo-provider',
      folderIn: () => `${routeFolder(form.route)}/${DEMO_PROVIDER_FOLDER}`,
      folder: `${routeFolder(form.route)}/${DEMO_PROVIDER_FOLDER}`,
      title: translator.t('demoProvider.heading'),
      script: context.assets['demo-card-provider'],
      bodyHtml: renderToStaticMarkup(createElement(DemoProviderPage, { theme: form.theme, translator })),
      meta: UNLISTED,
    },
  );
}
