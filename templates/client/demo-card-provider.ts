/**
 * Script of the demo provider page (no React, to stay tiny): each button posts one payment result
 * `{ payment_status, paypro_id, message }` to the checkout page that frames this one.
 * The demo page is built beside the checkout page, so the message is addressed to this page's own
 * origin and reaches no other.
 */
import type { CardMessage, CardStatus } from '../card-checkout/card-message.ts';
import { SENT_ID, STATUS_ATTRIBUTE } from '../card-checkout/demo-provider-ids.ts';

const MESSAGES: Record<CardStatus, string> = {
  success: 'Approved by the demo provider',
  failure: 'Declined by the demo provider',
  error: 'The demo provider could not process the card',
};

/** A PayPro-like id, different for each press. */
function demoPayProId(): string {
  return `DEMO${Date.now()}`;
}

const sent = document.getElementById(SENT_ID);
for (const button of document.querySelectorAll<HTMLButtonElement>(`[${STATUS_ATTRIBUTE}]`)) {
  const status = button.getAttribute(STATUS_ATTRIBUTE) as CardStatus;
  button.addEventListener('click', () => {
    if (window.parent === window) {
      if (sent) sent.textContent = 'Open this page through the card payment page: on its own it has no page to tell.';
      return;
    }
    const message: CardMessage = { payment_status: status, paypro_id: demoPayProId(), message: MESSAGES[status] };
    window.parent.postMessage(message, window.location.origin);
    if (sent) sent.textContent = `Sent to the card payment page: ${MESSAGES[status]}.`;
  });
}
