/**
 * The side effects of the submit flow, behind a React context so tests can observe them: the request,
 * the navigation to the payment page and the popup wait. The defaults are the browser's own.
 */
import { createContext, useContext } from 'react';
import { offerCheckout } from '../embed/embed-check.ts';

export interface OrderDeps {
  fetch: typeof fetch;
  /** Leaves the page for `url` (the gateway's Click2Pay link), in the top window. */
  navigate(url: string): void;
  /** Resolves after `ms` milliseconds. */
  sleep(ms: number): Promise<void>;
}

/**
 * Sends the top window to `url`: the form may be framed by the organisation's site, and the payment page
 * must never open inside that frame (the donor must see its address, and PayPro may refuse to be
 * framed). A browser may refuse to let a framed page lead the top window
 * (https://html.spec.whatwg.org/multipage/browsing-the-web.html#allowed-to-navigate): Chromium lets
 * another site's frame do it once the donor has pressed something in it, but a frame sandboxed with
 * `allow-top-navigation-by-user-activation` only within 5 s of the press, which a slow answer
 * outlasts; it then throws a SecurityError, and another browser might refuse without one. So a framed
 * page always also offers the donor a link that opens the checkout at the top (`offerCheckout`),
 * which the donor's own press may follow; when the window does go, the frame goes with it.
 */
export function navigateTop(url: string): void {
  try {
    (window.top ?? window).location.href = url;
  } catch {
    // Refused: the link below is the way on.
  }
  if (window.top !== window) offerCheckout(document, url);
}

export const browserDeps: OrderDeps = {
  fetch: (input, init) => fetch(input, init),
  navigate: navigateTop,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export const OrderDepsContext = createContext<OrderDeps>(browserDeps);

export function useOrderDeps(): OrderDeps {
  return useContext(OrderDepsContext);
}
