/**
 * What the proxy needs to show a form page again after a post without JavaScript: a renderer injected
 * by the CLI (the build's templates, `build/render-with-errors.ts`), so the proxy itself stays free of
 * React (README, Decisions: proxy/ never imports templates/). This is the one declaration of that
 * contract: the build implements `RenderForm`, and the templates read `SubmittedForm`.
 */
import type { Language } from '../../orgs/i18n/languages.ts';
import type { RouteTarget } from '../../orgs/routes.ts';

/** The state a page is shown in: what the donor sent and what was wrong with it. */
export interface SubmittedForm {
  /** Field name -> the value as the donor sent it (the form's own fields only). */
  values: Record<string, string>;
  /** Field name -> the message shown under that field, as the page's own check words it. */
  errors: Record<string, string>;
  /** The message under the form; '' for none. */
  message: string;
}

/** Where the shown page lives and posts to. */
export interface FormPageLocation {
  /** Absolute URL of the page's folder, ending in '/': the page's `<base href>`, so its assets load. */
  pageUrl: string;
  /** Absolute base URL of the proxy API without a trailing slash, e.g. 'https://pay.example.org/api'. */
  apiBase: string;
}

export interface RenderedFormPage {
  /** The whole document, doctype included. */
  html: string;
  /** The Content-Security-Policy header value the page needs (it loads assets from `pageUrl`'s origin). */
  contentSecurityPolicy: string;
}

/**
 * Renders `target`'s form page in `language` showing `submitted`, without scripts (it may load the
 * templates first).
 */
export type RenderForm = (
  target: RouteTarget,
  submitted: SubmittedForm,
  location: FormPageLocation,
  language: Language,
) => Promise<RenderedFormPage>;
