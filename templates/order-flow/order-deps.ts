/**
 * The side effects of the submit flow, behind a React context so tests can observe them: the request,
 * the navigation to the payment page and the popup wait. The defaults are the browser's own.
 */
import { createContext, useContext } from 'react';

export interface OrderDeps {
  fetch: typeof fetch;
  /** Leaves the page for `url` (the gateway's Click2Pay link). */
  navigate(url: string): void;
  /** Resolves after `ms` milliseconds. */
  sleep(ms: number): Promise<void>;
}

/**
 * Sends the top window to `url`: the form may be framed by the organisation's site, and the payment page
 * must not open inside that frame (step 5). A cross-origin parent can refuse top
 * navigation; the frame itself then navigates, which still reaches the payment page.
 */
export function navigateTop(url: string): void {
  try {
    (window.top ?? window).location.href = url;
  } catch {
    window.location.href = url;
  }
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
