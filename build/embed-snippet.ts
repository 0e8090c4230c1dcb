/**
 * The HTML a charity pastes into its own page to show a form there (README, "Embedding a form"): the
 * form page in an `<iframe>` marked `data-forms-embed`, and the host script from the org's `assets/`
 * (`templates/embed/host-script.ts`) with its Subresource Integrity, which keeps the frame as tall as the
 * form. Without that script the frame keeps FALLBACK_HEIGHT and scrolls on its own. `forms embed` prints
 * it and `forms serve` shows it beside each route; both call `embedSnippet` with `builtHostScript`.
 */
import escapeHtml from 'escape-html';
import { embedHostScript } from './bundle-client.ts';
import { integrityOf } from './subresource-integrity.ts';
import { compiledMessages } from '../orgs/i18n/compile.ts';
import type { Language } from '../orgs/i18n/languages.ts';
import { createTranslator } from '../orgs/i18n/translator.ts';
import { orgTextsOf } from '../orgs/org-languages.ts';
import type { FormDef, Org } from '../orgs/types.ts';
import { EMBED_ATTRIBUTE, EMBED_PARAMETER } from '../templates/embed/embed-messages.ts';
import { formPageTitle } from './page-title.ts';
import { pageFolder, siteFolderUrl } from './site-paths.ts';

/** The frame's height, in CSS px, before the host script sets it (or forever, without it): most forms fit. */
export const FALLBACK_HEIGHT = 900;

/** What the snippet is for: a form of an org in one of its languages, hosted at `siteUrl`. */
export interface EmbedTarget {
  org: Org;
  form: FormDef;
  language: Language;
  /** The absolute URL of the org's folder, e.g. the org file's `siteUrl` (https://example.org/donate/). */
  siteUrl: string;
  /** The host script: its path in the org's folder ('assets/embed-1A2B3C4D.js') and its `integrity` ('sha256-…'). */
  hostScript: { path: string; integrity: string };
}

/**
 * The host script as a snippet names it: its path in an org's folder and its integrity, from bundling it
 * alone (`embedHostScript`: the same bytes `forms build` writes), for callers that do not build the pages.
 * @throws what `embedHostScript` throws.
 */
export async function builtHostScript(): Promise<EmbedTarget['hostScript']> {
  const script = await embedHostScript();
  return { path: script.path, integrity: integrityOf(script.contents) };
}

/** The frame's address: the form page in `language` under `siteUrl`, with `?embed=1`. */
export function embedFrameUrl({ form, language, siteUrl }: Pick<EmbedTarget, 'form' | 'language' | 'siteUrl'>): string {
  return `${siteFolderUrl(siteUrl, pageFolder(form.route, language))}?${EMBED_PARAMETER}=1`;
}

/**
 * The snippet for `target`: two lines, the `<iframe>` (titled like the page, in its language; lazy; full
 * width, no border, FALLBACK_HEIGHT) and the `<script async>` (CORS, so its integrity can be checked on
 * another site's page), ending in a newline. Pure.
 */
export function embedSnippet(target: EmbedTarget): string {
  const { org, form, language, siteUrl, hostScript } = target;
  const translator = createTranslator(language, compiledMessages(language, ['common.']), orgTextsOf(org, language));
  const title = formPageTitle(translator, form, org);
  const frame =
    `<iframe src="${escapeHtml(embedFrameUrl(target))}" title="${escapeHtml(title)}" loading="lazy" ` +
    `style="width:100%;border:0;height:${FALLBACK_HEIGHT}px" height="${FALLBACK_HEIGHT}" ${EMBED_ATTRIBUTE}></iframe>`;
  const script = `<script src="${escapeHtml(siteFolderUrl(siteUrl, '') + hostScript.path)}" integrity="${hostScript.integrity}" crossorigin="anonymous" async></script>`;
  return `${frame}\n${script}\n`;
}
