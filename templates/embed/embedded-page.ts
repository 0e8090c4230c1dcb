/**
 * The form page's side of being embedded in another site (README, "Embedding a form"), loaded only by a
 * page that is (`embed-check.ts`), built on its own (`assets/embedded-page-<hash>.js`,
 * build/bundle-client.ts) so a page on its own does not carry it. It marks `<html>` with EMBEDDED_CLASS
 * and adopts the stylesheet's `later-embedded` part (dropping the page's outer margins, background and
 * minimum height, and keeping popups in the flow so they grow the frame; a constructed stylesheet, as
 * the zakat calculator's: templates/zakat-calculator/calculator-entry.ts says why), tells the host page
 * its height whenever it changes (a `ResizeObserver` on the document), keeps `?embed=1` on the language
 * switch, and asks the host to show whatever takes focus (`showInHost`): a field with an error, which the
 * form focuses, the link to the checkout (`embed-check.ts`), or the next field a keyboard reaches below
 * the host's window. Every message goes to each of the org's `embed.origins` in turn, as the
 * `targetOrigin` of `postMessage`: the browser delivers it only when the parent is at that origin, so no
 * other site hears the page.
 */
import { EMBED_PARAMETER, type EmbedMessage, HELLO, SCROLL, SIZE } from './embed-messages.ts';

/** Set by build/bundle-client.ts: the stylesheet's `later-embedded` part, minified. */
declare const EMBEDDED_STYLES: string | undefined;

/** The class of an embedded page's `<html>`. */
const EMBEDDED_CLASS = 'embedded';

/** The origins the page talks to; empty until `start`. */
let hosts: readonly string[] = [];

function tellHost(message: EmbedMessage): void {
  for (const origin of hosts) window.parent.postMessage(message, origin);
}

/** Starts the embedded behaviour in `doc`, talking to `origins` (the org file's `embed.origins`). */
export function start(doc: Document, origins: readonly string[]): void {
  const win = doc.defaultView!;
  hosts = origins;
  if (typeof EMBEDDED_STYLES === 'string' && 'adoptedStyleSheets' in doc) {
    const sheet = new win.CSSStyleSheet();
    sheet.replaceSync(EMBEDDED_STYLES);
    doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
  }
  doc.documentElement.classList.add(EMBEDDED_CLASS);
  for (const link of doc.querySelectorAll<HTMLAnchorElement>('.language-switch a')) {
    const url = new URL(link.href);
    url.searchParams.set(EMBED_PARAMETER, '1');
    link.href = url.href;
  }
  doc.addEventListener('focusin', (event) => showInHost(event.target as Element));
  const tellSize = () => tellHost({ type: SIZE, height: Math.ceil(doc.documentElement.getBoundingClientRect().height) });
  // Told at once too: a frame off the host's screen is not rendered, so its observer waits until it shows.
  tellSize();
  new win.ResizeObserver(tellSize).observe(doc.documentElement);
  // The host's script (loaded async) may start after the page has told its size: it says hello first.
  win.addEventListener('message', (event) => {
    if (event.source === win.parent && hosts.includes(event.origin) && (event.data as EmbedMessage | null)?.type === HELLO) tellSize();
  });
}

/** Asks the host page to scroll `element` into view; the host scrolls only when it is out of its window. */
function showInHost(element: Element): void {
  tellHost({ type: SCROLL, top: Math.max(0, Math.floor(element.getBoundingClientRect().top + window.scrollY)) });
}
