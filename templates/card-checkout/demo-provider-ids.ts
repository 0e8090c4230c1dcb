/**
 * Names the demo provider page and its script share. The page writes the words the script shows into
 * these attributes, in the page's language, so the script carries no messages and no formatter.
 */

/** Attribute of each result button, holding the payment_status it posts. */
export const STATUS_ATTRIBUTE = 'data-payment-status';

/** Attribute of each result button, holding the message it posts with its status. */
export const MESSAGE_ATTRIBUTE = 'data-message';

/** Attribute of each result button, holding the line shown once its result is posted. */
export const SENT_ATTRIBUTE = 'data-sent';

/** Id of the line that says which result was posted. */
export const SENT_ID = 'demo-provider-sent';

/** Attribute of that line, holding what it says when the page is opened on its own (nothing frames it). */
export const NOT_FRAMED_ATTRIBUTE = 'data-not-framed';
