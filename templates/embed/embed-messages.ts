/**
 * What an embedded form page and the host page's script (`host-script.ts`) say to each other over
 * `postMessage` (https://html.spec.whatwg.org/multipage/web-messaging.html#posting-messages). Each side
 * checks the other's origin: the page posts only to the org file's `embed.origins` (a message for
 * another origin is dropped by the browser), the host script hears only its own frames' windows at their
 * own origin. Heights and positions are CSS pixels, whole numbers.
 */

/** The query parameter of an embedded page's address (`?embed=1`), which the snippet's frame carries. */
export const EMBED_PARAMETER = 'embed';

/** The attribute that marks a snippet's frame on the host page. */
export const EMBED_ATTRIBUTE = 'data-forms-embed';

/** The page to the host: its document is `height` px tall. */
export const SIZE = 'forms:size';
/** The page to the host: bring the point `top` px below the frame's top into view (a field with an error). */
export const SCROLL = 'forms:scroll';
/** The host to the page, once its script runs and as each frame loads: say your size again (the page may have said it before). */
export const HELLO = 'forms:hello';

export type EmbedMessage = { type: typeof SIZE; height: number } | { type: typeof SCROLL; top: number } | { type: typeof HELLO };

/** A whole, non-negative number of px from a message, or undefined for anything else. */
export function pixels(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 1_000_000 ? value : undefined;
}
