/**
 * What every form page's script carries of embedding: whether the page is embedded (in a frame, its
 * address carrying `?embed=1`, which the snippet's frame does) and, only then, loading the embedded
 * page's own script (`embedded-page.ts`) through `importChecked`. The script's address and integrity come
 * in the page's props, and only on the pages of an org with `embed.origins` (build/render-pages.ts), so a
 * page that cannot be embedded moves almost nothing more (its first visit has a budget:
 * test/build/first-visit-bytes.test.ts).
 */
import { importChecked } from '../checked-import.ts';
import type { EmbedProps } from '../page-props.ts';
import { EMBED_PARAMETER } from './embed-messages.ts';

type EmbeddedPage = typeof import('./embedded-page.ts');

/** The page's embed props, once `startEmbedded` has read them; undefined on a page that cannot be framed. */
let props: EmbedProps | undefined;
/** The embedded page's module once loading it has begun. */
let embedded: Promise<EmbeddedPage> | undefined;

function loadEmbeddedPage(embed: EmbedProps): Promise<EmbeddedPage> {
  embedded ??= importChecked<EmbeddedPage>(new URL(embed.script, document.baseURI).href, embed.integrity);
  return embedded;
}

/**
 * Keeps `embed` (the page props' `embed`) and, when `doc`'s window is in a frame with `?embed=1`, starts
 * the embedded behaviour. A script that cannot load leaves the page as it is: the form works at the
 * snippet's fixed height.
 */
export function startEmbedded(doc: Document, embed: EmbedProps | undefined): void {
  const win = doc.defaultView;
  props = embed;
  if (!embed || !win || win.parent === win || new URLSearchParams(win.location.search).get(EMBED_PARAMETER) !== '1') return;
  loadEmbeddedPage(embed).then(
    (page) => page.start(doc, embed.origins),
    () => undefined,
  );
}

/**
 * Shows the donor a link to `url` (the checkout) that opens in the top window, when the browser kept a
 * framed form from leading the window there itself (`navigateTop`). Never loads the checkout inside the
 * frame. Only an org with `embed.origins` can be framed, so only its pages need it.
 */
export function offerCheckout(doc: Document, url: string): void {
  if (props) {
    loadEmbeddedPage(props).then(
      (page) => page.offerCheckout(doc, url),
      () => undefined,
    );
  }
}
