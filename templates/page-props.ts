/**
 * The data a form page is rendered from. The build renders the page from it in Node, writes it into the
 * page as a JSON data block (`<script type="application/json" id="page-props">`), and the client entry
 * reads it back to hydrate the same component tree, so both renders see identical props.
 */
import type { Language } from '../orgs/i18n/languages.ts';
import type { CompiledMessages, OrgTexts } from '../orgs/i18n/translator.ts';
import type { FormDef } from '../orgs/types.ts';
import type { ZakatTarget } from '../orgs/zakat/zakat-target.ts';

/**
 * An image of a page: its URL, relative to the page's folder, and the size it is drawn at in CSS pixels,
 * which its `<img>` carries so the browser keeps its place before it has loaded.
 */
export interface PageImage {
  url: string;
  width: number;
  height: number;
}

/** Props of the hydrated part of a form page. */
export interface FormPageProps {
  form: FormDef;
  /** Base URL of the proxy API without a trailing slash, e.g. '/api'; the page posts to `<apiBase>/orders`. */
  apiBase: string;
  /** The form's logo (URL relative to the page's folder, and size), present only when the form has a logo. */
  logo?: PageImage;
  /** The language the page is written in. */
  language: Language;
  /** The catalogue messages the page reads, in `language`, compiled (`templates/i18n/page-messages.ts`). */
  messages: CompiledMessages;
  /** The translations of the form's own texts into `language` (`orgs/org-languages.ts`); absent in English. */
  orgTexts?: OrgTexts;
  /** Where the zakat calculator puts its answer (`zakatTargetOf`); absent: the page offers no calculator. */
  zakat?: ZakatTarget;
  /** What the page needs when another site frames it; absent for an org without `embed.origins`. */
  embed?: EmbedProps;
}

/** The embedding of a form page (templates/embed/embed-check.ts). */
export interface EmbedProps {
  /** The org file's `embed.origins`: the only parents an embedded page talks to. */
  origins: readonly string[];
  /** The embedded page's script, relative to the page's folder, e.g. '../../assets/embedded-page-1A2B3C4D.js'. */
  script: string;
  /** Its Subresource Integrity value ('sha256-…'). */
  integrity: string;
}

/** Id of the JSON data block that carries the props. */
export const PAGE_PROPS_ID = 'page-props';

/** Id of the element whose contents React hydrates. */
export const ROOT_ID = 'root';
