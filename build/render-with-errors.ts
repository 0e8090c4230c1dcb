/**
 * Renders a form page again, server-side, in the state a post without JavaScript left it: the donor's
 * values kept, each field's message under it and a message under the form (proxy/no-script/). The
 * form is the kind's own component, as in the built page, given the state through
 * `SubmittedFormContext`; the document loads no script and points its `<base href>` at the page's
 * folder, so its relative stylesheet and logo URLs work although the proxy answers it.
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { defaultOrgsDir } from '../orgs/load-orgs.ts';
import type { RouteTarget } from '../orgs/routes.ts';
import type { Org } from '../orgs/types.ts';
import { formElement } from '../templates/form-element.tsx';
import { FormPage } from '../templates/FormPage.tsx';
import { NoScriptPage } from '../templates/no-script/NoScriptPage.tsx';
import { SubmittedFormContext, type SubmittedForm } from '../templates/no-script/submitted-form.ts';
import type { FormPageProps } from '../templates/page-props.ts';
import { hashedAssetPath } from './asset-names.ts';
import { BuildError } from './build-error.ts';
import { bundleClient } from './bundle-client.ts';
import { relativeUrl, routeFolder } from './site-paths.ts';
import { submittedPagePolicy } from './submitted-page-policy.ts';

/** Where the page lives and posts to (absolute URLs). */
export interface SubmittedPageLocation {
  /** The page's folder, ending in '/', e.g. 'https://donate.example.org/merchantform/jhrtrust/'. */
  pageUrl: string;
  /** The proxy API without a trailing slash, e.g. 'https://pay.example.org/api'. */
  apiBase: string;
}

export interface SubmittedPage {
  /** The whole document, doctype included. */
  html: string;
  /** Its Content-Security-Policy header value (`submittedPagePolicy`). */
  contentSecurityPolicy: string;
}

/** The built assets a page refers to, relative to the org folder, as the build names them. */
export interface SubmittedPageAssets {
  /** E.g. 'assets/styles-XRKJDJEV.css'. */
  styles: string;
  /** Logo path by the org file's `logo.src`, e.g. 'assets/ndf-logo.svg' -> 'assets/ndf-logo-1A2B3C4D.svg'. */
  logos: ReadonlyMap<string, string>;
  /** See `BuildSiteOptions.checkoutUrls`. */
  checkoutUrls?: readonly string[];
}

export type SubmittedPageRenderer = (target: RouteTarget, submitted: SubmittedForm, location: SubmittedPageLocation) => SubmittedPage;

/** The page of `target` showing `submitted`. Pure. */
export function renderSubmittedPage(
  { org, form }: RouteTarget,
  submitted: SubmittedForm,
  location: SubmittedPageLocation,
  assets: SubmittedPageAssets,
): SubmittedPage {
  const folder = routeFolder(form.route);
  const props: FormPageProps = { form, apiBase: location.apiBase };
  const logo = form.logo && assets.logos.get(form.logo.src);
  if (logo) props.logoUrl = relativeUrl(folder, logo);
  const formTree = createElement(FormPage, null, formElement(props));
  const bodyHtml = renderToStaticMarkup(createElement(SubmittedFormContext.Provider, { value: submitted }, formTree));
  const page = createElement(NoScriptPage, {
    title: form.title,
    baseHref: location.pageUrl,
    stylesheetUrl: relativeUrl(folder, assets.styles),
    bodyHtml,
  });
  return {
    html: `<!doctype html>\n${renderToStaticMarkup(page)}\n`,
    contentSecurityPolicy: submittedPagePolicy(org, location.pageUrl, location.apiBase, assets.checkoutUrls),
  };
}

export interface FormRendererOptions {
  /** Where logo paths of org files are resolved from; default this repository's `orgs/`. */
  orgsDir?: string;
  /** See `BuildSiteOptions.checkoutUrls`. */
  checkoutUrls?: readonly string[];
}

/**
 * A renderer for every form of `orgs`. Bundles the page assets once (in memory, as `buildSite` does,
 * so the hashed names match the built pages of the same sources) and reads the logos.
 * @throws BuildError when the assets cannot be bundled or a logo cannot be read.
 */
export async function createFormRenderer(orgs: readonly Org[], options: FormRendererOptions = {}): Promise<SubmittedPageRenderer> {
  const bundle = await bundleClient().catch((cause: unknown) => {
    throw new BuildError('The page styles could not be bundled for the pages the proxy shows again', cause);
  });
  const logos = new Map<string, string>();
  for (const form of orgs.flatMap((org) => org.forms)) {
    if (!form.logo || logos.has(form.logo.src)) continue;
    const source = form.logo.src;
    const contents = await readFile(resolve(options.orgsDir ?? defaultOrgsDir, source)).catch((cause: unknown) => {
      throw new BuildError(`The logo ${source} of ${form.route} could not be read; check its path`, cause);
    });
    logos.set(source, hashedAssetPath(source, new Uint8Array(contents)));
  }
  const assets = { styles: bundle.entries.styles, logos, checkoutUrls: options.checkoutUrls };
  return (target, submitted, location) => renderSubmittedPage(target, submitted, location, assets);
}
