/**
 * Renders a form page again, server-side, in the state a post without JavaScript left it: the donor's
 * values kept, each field's message under it and a message under the form (proxy/no-script/). The
 * form is the kind's own component, as in the built page, given the state through
 * `SubmittedFormContext`; the document loads no script and points its `<base href>` at the page's
 * folder, so its relative stylesheet and logo URLs work although the proxy answers it. It is in the
 * language the post named, with that language's messages and the org file's words in it, and has the
 * built page's language switch.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { translatorFor } from '../orgs/i18n/compile.ts';
import type { Language } from '../orgs/i18n/languages.ts';
import { createTranslator } from '../orgs/i18n/translator.ts';
import { languagesOf, orgTextsOf } from '../orgs/org-languages.ts';
import type { RouteTarget } from '../orgs/routes.ts';
import { formElement } from '../templates/form-element.tsx';
import { FormPage } from '../templates/FormPage.tsx';
import { NoScriptPage } from '../templates/no-script/NoScriptPage.tsx';
import type { FormPageLocation, RenderedFormPage, SubmittedForm } from '../proxy/no-script/render-form.ts';
import { SubmittedFormContext } from '../templates/no-script/submitted-form.ts';
import { pageMessages, pageOrgTexts } from '../templates/i18n/page-messages.ts';
import type { FormPageProps } from '../templates/page-props.ts';
import type { SubmittedPageAssets } from './form-renderer.ts';
import { folderUrl, pageFolder, relativeUrl, routeFolder } from './site-paths.ts';
import { submittedPagePolicy } from './submitted-page-policy.ts';
import { logoImage } from './logo-assets.ts';

/** The page of `target` in `language` showing `submitted`. Pure. */
export function renderSubmittedPage(
  target: RouteTarget,
  submitted: SubmittedForm,
  location: FormPageLocation,
  assets: SubmittedPageAssets,
  language: Language,
): RenderedFormPage {
  const { org, form } = target;
  // The page's folder: `location.pageUrl` is the route's own, whatever the language.
  const folder = routeFolder(form.route);
  const props: FormPageProps = { form, apiBase: location.apiBase, language, messages: pageMessages(language) };
  // The org file's words in the page's language, as the built page has them.
  const orgTexts = pageOrgTexts(form, orgTextsOf(org, language));
  if (Object.keys(orgTexts).length > 0) props.orgTexts = orgTexts;
  const logo = form.logo && assets.logos.get(form.logo.src);
  if (logo) props.logo = logoImage(folder, logo);
  const formTree = createElement(FormPage, props, formElement(props));
  const bodyHtml = renderToStaticMarkup(createElement(SubmittedFormContext.Provider, { value: submitted }, formTree));
  const page = createElement(NoScriptPage, {
    title: createTranslator(language, props.messages, props.orgTexts).text(form.title),
    language,
    baseHref: location.pageUrl,
    stylesheetUrl: relativeUrl(folder, assets.styles),
    versions: languagesOf(org).map((version) => ({ language: version, url: folderUrl(folder, pageFolder(form.route, version)) })),
    switchLabel: translatorFor(language).t('common.languageSwitch'),
    bodyHtml,
  });
  return {
    html: `<!doctype html>\n${renderToStaticMarkup(page)}\n`,
    contentSecurityPolicy: submittedPagePolicy(target, location.pageUrl, location.apiBase, assets.checkoutUrls),
  };
}
