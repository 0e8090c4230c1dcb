/** Names the demo provider page and its script share. */

/** Attribute of each result button, holding the payment_status it posts. */
export const STATUS_ATTRIBUTE = 'data-payment-status';

/** Id of the line that says which result was posted. */
export const SENT_ID = 'demo-provider-sent';
