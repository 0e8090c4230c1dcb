/**
 * The host page's script of the embed snippet (`forms embed`), built to the org's
 * `assets/embed-<hash>.js`: it keeps each `iframe[data-forms-embed]` as tall as the form inside it and
 * scrolls the host page to a field the form asks it to show (`embed-messages.ts`). A message counts only
 * when it comes from that frame's own window (`event.source`) at that frame's own origin, so another
 * frame or window cannot resize or scroll anything, and several forms on one page each keep their own
 * height. Without this script (or without JavaScript) the frame keeps the snippet's fixed height and
 * scrolls on its own.
 */
import { EMBED_ATTRIBUTE, type EmbedMessage, HELLO, pixels, SCROLL, SIZE } from './embed-messages.ts';

/** Room left above a field the host scrolls to, in CSS px, so its label shows too. */
const SCROLL_MARGIN = 16;

function frames(): HTMLIFrameElement[] {
  return [...document.querySelectorAll<HTMLIFrameElement>(`iframe[${EMBED_ATTRIBUTE}]`)];
}

function originOf(frame: HTMLIFrameElement): string {
  return new URL(frame.src, location.href).origin;
}

window.addEventListener('message', (event) => {
  const frame = frames().find((each) => each.contentWindow === event.source && originOf(each) === event.origin);
  const message = event.data as Partial<Record<string, unknown>> | null;
  if (!frame || typeof message !== 'object' || message === null) return;
  if (message.type === SIZE) {
    const height = pixels(message.height);
    if (height !== undefined) frame.style.height = `${height}px`;
  } else if (message.type === SCROLL) {
    const top = pixels(message.top);
    if (top === undefined) return;
    const y = frame.getBoundingClientRect().top + top;
    if (y < SCROLL_MARGIN || y > innerHeight - 2 * SCROLL_MARGIN) scrollBy({ top: y - SCROLL_MARGIN });
  }
});

// Frames that loaded before this script told their size to nobody: ask them again. The hello carries
// nothing and the form answers only an origin of its embed.origins, so it goes to any origin ('*'): a
// frame not loaded yet is still an empty document at this page's origin, and a hello for the form's
// origin would put a console error on the charity's page.
const hello: EmbedMessage = { type: HELLO };
for (const frame of frames()) {
  frame.contentWindow?.postMessage(hello, '*');
  frame.addEventListener('load', () => frame.contentWindow?.postMessage(hello, '*'));
}
