/**
 * What every form page's script carries of embedding: whether the page is embedded (in a frame, its
 * address carrying `?embed=1`, which the snippet's frame does) and, only then, loading the embedded
 * page's own script (`embedded-page.ts`) through `importChecked`; and the way to the checkout when the
 * browser keeps a framed page from leading the top window there (`offerCheckout`). The embedded script's
 * address and integrity come in the page's props, and only on the pages of an org with `embed.origins`
 * (build/render-pages.ts), so a page that cannot be embedded moves almost nothing more (its first visit
 * has a budget: test/build/first-visit-bytes.test.ts).
 */
import { importChecked } from '../checked-import.ts';
import type { CompiledMessages } from '../../orgs/i18n/translator.ts';
import type { EmbedProps } from '../page-props.ts';
import { EMBED_PARAMETER } from './embed-messages.ts';

/** The page's compiled messages, kept by `startEmbedded` for the checkout link's text (`flow.continueToPay`). */
let pageMessages: CompiledMessages = {};

/**
 * Keeps `messages` (the page's compiled messages, for the checkout link's text) and, when `doc`'s
 * window is in a frame with `?embed=1` and `embed` (the page props' `embed`) is given, loads the embedded
 * page's script and starts it. A script that cannot load leaves the page as it is: the form works at the
 * snippet's fixed height, and `offerCheckout` still works.
 */
export function startEmbedded(doc: Document, embed: EmbedProps | undefined, messages: CompiledMessages): void {
  pageMessages = messages;
  const win = doc.defaultView;
  if (!embed || !win || win.parent === win || new URLSearchParams(win.location.search).get(EMBED_PARAMETER) !== '1') return;
  importChecked<typeof import('./embedded-page.ts')>(new URL(embed.script, document.baseURI).href, embed.integrity).then(
    (page) => page.start(doc, embed.origins),
    () => undefined,
  );
}

/**
 * Shows the donor a link to `url` (the checkout) under the form, opening in the top window, and focuses
 * it: the way on when the browser kept a framed form from leading the window there itself
 * (`navigateTop`), whether or not the page was meant to be embedded and its embedded script loaded.
 * Focus moves to the link, so a screen reader reads it out.
 * The checkout never loads inside the frame. A second refusal points the same notice at the new `url`.
 * When the embedded script runs, the link's focus asks the host page to show it (`embedded-page.ts`).
 */
export function offerCheckout(doc: Document, url: string): void {
  let link = doc.querySelector<HTMLAnchorElement>('.embed-checkout a');
  if (!link) {
    const notice = doc.createElement('p');
    notice.className = 'embed-checkout';
    link = doc.createElement('a');
    link.target = '_top';
    // A plain message, compiled to its text (orgs/i18n/compile.ts); the page's script names the key, so the page carries it.
    link.textContent = pageMessages['flow.continueToPay'] as string;
    notice.append(link);
    doc.body.append(notice);
  }
  link.href = url;
  link.focus();
}
