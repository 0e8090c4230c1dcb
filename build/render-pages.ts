/**
 * Renders one form's pages to HTML strings: the form page (`<route>/index.html`, hydrated in the browser,
 * so its body comes from renderToString) and its thank-you page (`<route>/thank-you/index.html`, static).
 * Every asset URL is relative to the page's own folder. Pure: same input, same bytes.
 */
import { createElement } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import type { CardCheckoutFormDef, FormDef, Org } from '../orgs/types.ts';
import { DemoProviderPage } from '../templates/card-checkout/DemoProviderPage.tsx';
import { DEMO_PROVIDER_FOLDER } from '../templates/card-checkout/provider-page.ts';
import { formElement } from '../templates/form-element.tsx';
import { FormPage } from '../templates/FormPage.tsx';
import { Page, type PageProps } from '../templates/Page.tsx';
import type { FormPageProps } from '../templates/page-props.ts';
import { ThankYouPage } from '../templates/ThankYouPage.tsx';
import type { ClientSources } from './bundle-client.ts';
import { relativeUrl, routeFolder, thankYouFolder } from './site-paths.ts';

export interface RenderContext {
  /** Output paths of the bundle's entries, relative to the org folder. */
  assets: ClientSources;
  /** Where the pages post, without a trailing slash, e.g. '/api'. */
  apiBase: string;
  /** The hashed logo's path relative to the org folder, when the form has a logo. */
  logoPath?: string;
}

export interface RenderedPage {
  /** Relative to the org folder, e.g. 'merchantform/jhrtrust/index.html'. */
  path: string;
  html: string;
}

function renderDocument(props: PageProps): string {
  return `<!doctype html>\n${renderToStaticMarkup(createElement(Page, props))}\n`;
}

/** The form page of `form`: the form, the page props as JSON and the form script. */
export function renderFormPage(form: FormDef, context: RenderContext): RenderedPage {
  const folder = routeFolder(form.route);
  const props: FormPageProps = { form, apiBase: context.apiBase };
  if (context.logoPath) props.logoUrl = relativeUrl(folder, context.logoPath);
  const html = renderDocument({
    title: form.title,
    stylesheetUrl: relativeUrl(folder, context.assets.styles),
    scriptUrl: relativeUrl(folder, context.assets.forms[form.kind]),
    bodyHtml: renderToString(createElement(FormPage, null, formElement(props))),
    data: props,
  });
  return { path: `${folder}/index.html`, html };
}

/** The thank-you page of `form`, in the form's theme and with its logo. */
export function renderThankYouPage(org: Org, form: FormDef, context: RenderContext): RenderedPage {
  const folder = thankYouFolder(form.route);
  const logo =
    form.logo && context.logoPath ? { url: relativeUrl(folder, context.logoPath), alt: form.logo.alt } : undefined;
  const body = createElement(ThankYouPage, { displayName: org.displayName, theme: form.theme, logo });
  const html = renderDocument({
    title: `Thank you | ${org.displayName}`,
    stylesheetUrl: relativeUrl(folder, context.assets.styles),
    scriptUrl: relativeUrl(folder, context.assets['thank-you']),
    bodyHtml: renderToStaticMarkup(body),
  });
  return { path: `${folder}/index.html`, html };
}

/**
 * The demo provider page of a card checkout form whose provider is `demo`, at
 * `<route>/demo-provider/index.html` (where the checkout page's frame points). Static, with its own script.
 */
export function renderDemoProviderPage(form: CardCheckoutFormDef, context: RenderContext): RenderedPage {
  const folder = `${routeFolder(form.route)}/${DEMO_PROVIDER_FOLDER}`;
  const html = renderDocument({
    title: 'Demo card provider',
    stylesheetUrl: relativeUrl(folder, context.assets.styles),
    scriptUrl: relativeUrl(folder, context.assets['demo-card-provider']),
    bodyHtml: renderToStaticMarkup(createElement(DemoProviderPage, { theme: form.theme })),
  });
  return { path: `${folder}/index.html`, html };
}
