/** What the account removal page tells the visitor, and for how long. */
export const removalText = {
  /** The popup once the proxy has recorded the request. */
  received: 'Your request has been received',
  /** Under the form when the proxy gave no message of its own (no answer, or not the proxy answering). */
  notSent: 'Your request could not be sent. Please check your connection and try again.',
} as const;

/** How long the 'received' popup shows, in ms. */
export const RECEIVED_POPUP_MS = 2000;
