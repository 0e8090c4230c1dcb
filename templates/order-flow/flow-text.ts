/**
 * Timings of the submit flow that donors see. Its words are the catalogue's `flow` area (the message
 * after a failed request is a decision of ours: the original forms only logged the error).
 */

/** How long the redirect and gateway-error popups stay, in ms. */
export const POPUP_MS = 1500;

/** Default lifetime of other popups, in ms, and how many show at once. */
export const TOAST_MS = 5000;
export const MAX_TOASTS = 3;

/** A request still unanswered after this many ms is given up, so the button does not spin forever. */
export const REQUEST_TIMEOUT_MS = 45_000;
