/**
 * Renders a form's page as the build does, with placeholder asset names (pages under test load their
 * scripts through `PageWindow.run`, not through the URLs in the page).
 */
import type { FormDef } from '../../../orgs/types.ts';
import { renderFormPage, renderThankYouPage } from '../../../build/render-pages.ts';
import { FORM_KINDS, type FormKind } from '../../../orgs/kinds.ts';
import { routeFolder, thankYouFolder } from '../../../build/site-paths.ts';
import { DEFAULT_LANGUAGE, type Language } from '../../../orgs/i18n/languages.ts';
import type { Org } from '../../../orgs/types.ts';
import type { ZakatTarget } from '../../../orgs/zakat/zakat-target.ts';

const forms = Object.fromEntries(FORM_KINDS.map((kind) => [kind, `assets/form-${kind}-TEST.js`])) as Record<FormKind, string>;

/** The render context of `form`'s pages under test: placeholder asset names, a one-rule stylesheet, the proxy at '/api'. */
export const placeholderContext = (form: FormDef) => ({
  assets: {
    forms,
    'thank-you': 'assets/thank-you-TEST.js',
    'demo-card-provider': 'assets/demo-card-provider-TEST.js',
    styles: 'assets/styles-TEST.css',
  },
  styles: 'body{margin:0}',
  apiBase: '/api',
  logo: form.logo ? { path: 'assets/logo-TEST.svg', width: 120, height: 30 } : undefined,
});

/** The org the pages under test name in their titles. */
const TEST_ORG = { displayName: 'Test Org' };

/** The form page's HTML and the URL it is served at; with `zakat`, the page offers the zakat calculator (`zakatTargetOf`). */
export function formPage(form: FormDef, zakat?: ZakatTarget): { html: string; url: string } {
  return {
    html: renderFormPage(TEST_ORG, form, { ...placeholderContext(form), zakat }).html,
    url: `http://localhost/${routeFolder(form.route)}/`,
  };
}

/** The thank-you page's HTML in `language` (default English) and its URL with `query` (e.g. '?status=Success'). */
export function thankYouPage(org: Org, form: FormDef, query = '', language: Language = DEFAULT_LANGUAGE): { html: string; url: string } {
  return {
    html: renderThankYouPage(org, form, { ...placeholderContext(form), language }).html,
    url: `http://localhost/${thankYouFolder(form.route, language)}/${query}`,
  };
}
