/**
 * Script of the demo provider page (no React, to stay tiny): each button posts one payment result
 * `{ payment_status, paypro_id, message }` to the checkout page that frames this one, and shows the
 * line the page wrote for it (the words come in the page's attributes, `demo-provider-ids.ts`).
 * The demo page is built beside the checkout page, so the message is addressed to this page's own
 * origin and reaches no other.
 */
import type { CardMessage, CardStatus } from '../card-checkout/card-message.ts';
import { MESSAGE_ATTRIBUTE, NOT_FRAMED_ATTRIBUTE, SENT_ATTRIBUTE, SENT_ID, STATUS_ATTRIBUTE } from '../card-checkout/demo-provider-ids.ts';

/** A PayPro-like id, different for each press. */
function demoPayProId(): string {
  return `DEMO${Date.now()}`;
}

const sent = document.getElementById(SENT_ID);
for (const button of document.querySelectorAll<HTMLButtonElement>(`[${STATUS_ATTRIBUTE}]`)) {
  const status = button.getAttribute(STATUS_ATTRIBUTE) as CardStatus;
  button.addEventListener('click', () => {
    if (window.parent === window) {
      if (sent) sent.textContent = sent.getAttribute(NOT_FRAMED_ATTRIBUTE);
      return;
    }
    const message: CardMessage = {
      payment_status: status,
      paypro_id: demoPayProId(),
      message: button.getAttribute(MESSAGE_ATTRIBUTE) ?? '',
    };
    window.parent.postMessage(message, window.location.origin);
    if (sent) sent.textContent = button.getAttribute(SENT_ATTRIBUTE);
  });
}
