/**
 * The proxy's own messages for donors (what happened, then what to do). Field messages come from the
 * form rules and gateway rejections from PayPro's Description; these cover the rest.
 */
import { messages } from '../orgs/rules/index.ts';

export const apiMessages = {
  invalidFields: 'Some fields need attention.',
  // The messages for an unknown route never repeat it: a request could otherwise make the proxy's own
  // answer (and its HTML page) say whatever it sent.
  unknownForm: 'No form is published at this address. Check the page address and try again.',
  notAnOrderForm: (route: string) =>
    `The form at ${route} is a membership renewal, which is paid through /api/membership/orders. Send it again from its page.`,
  takesNoPayment: (route: string) => `The page at ${route} takes no payment, so it creates no order. Use the page itself.`,
  notJson: 'The request could not be read because it is not JSON. Send the form again from its page.',
  malformedJson: 'The request could not be read because its JSON is malformed. Send the form again from its page.',
  malformedForm: 'The request could not be read because its form data is malformed. Send the form again from its page.',
  badOrderBody: 'The request could not be read: it needs a form "route" and the form\'s "values". ' + 'Send the form again from its page.',
  badHost:
    'The request could not be answered because the address it was sent to (its Host header) is not valid. ' +
    'Open the form from its page and send it again.',
  tooLarge: 'The request is too large. Shorten the longest fields and try again.',
  badIdempotencyKey:
    'The request could not be read because its Idempotency-Key header is not 8 to 128 letters, digits, dashes ' +
    'or underscores. Send the form again from its page.',
  requestInProgress:
    'An identical request is still being processed. Wait a few seconds, then send the form again from its ' +
    'page: you will get the answer of the first one.',
  idempotencyKeyReused:
    'This request reuses the Idempotency-Key of an earlier request with different details, so it was not ' +
    'processed. Send the form again from its page.',
  unknownRequestKeys: 'The request could not be read because it has entries this address does not take. Send the form again from its page.',
  rateLimited: (seconds: number) =>
    `Too many requests came from your network in a short time, so this one was not processed. ` +
    `Please wait ${seconds === 1 ? '1 second' : `${seconds} seconds`} and try again.`,
  gatewayUnavailable:
    'The payment could not be started because the payment service is not responding. ' + 'Please try again in a few minutes.',
  ledgerUnavailable:
    'The payment could not be started because our order records are not available right now. Nothing was ' +
    'charged. Please try again in a few minutes.',
  gatewayOutcomeUnknown: (orderNumber: string) =>
    `We could not confirm whether your payment was started (order ${orderNumber}) because the payment ` +
    'service did not answer. Please do not pay twice: check your email for a payment link, and try ' +
    'again in a few minutes only if none arrives.',
  /** The renewal page's messages; the outcomes are the spec's own, shared with the page. */
  membership: {
    badBody:
      'The request could not be read: it needs the page\'s "route", "membershipType" and "membershipId" ' +
      '(and "idCard" as true or false). Send it again from the renewal page.',
    unknownPage: 'No membership renewal page is published at this address. Check the page address and try again.',
    notFound: messages.membershipNotFound,
    lookupFailed: messages.membershipLookupFailed,
    paymentFailed: messages.membershipPaymentFailed,
    invoiceRejected: messages.invoiceRejected,
    /** When the renewal invoice may exist although PayPro did not answer: the donation forms' warning, in the renewal's words. */
    outcomeUnknown: (orderNumber: string) =>
      `We could not confirm whether your renewal invoice was created (order ${orderNumber}) because the payment ` +
      'service did not answer. Please do not pay twice: check your email for a payment link, and try again ' +
      'in a few minutes only if none arrives.',
  },
  /** The account removal page's messages. */
  accountRemoval: {
    badBody:
      'The request could not be read: it needs the page\'s "route" and the "email" to remove. ' +
      'Send it again from the account removal page.',
    unknownPage: 'No account removal page is published at this address. Check the page address and try again.',
    /** The page shown after a request sent without JavaScript (the original forms' popup text). */
    received: 'Your request has been received',
  },
  /** The order status API (`GET /api/orders/<OrderNumber>/status`). */
  orderStatus: {
    unknownOrder: 'We have no order with this number. Check the order number and try again.',
  },
  /** Headings of the small pages shown to a browser that posted a form without JavaScript. */
  noScript: {
    failedTitle: 'Your form could not be sent',
    receivedTitle: 'Account removal',
  },
  internal: 'Something went wrong on our side. Please try again in a few minutes.',
  byStatus: {
    404: 'Nothing is published at this address. Check the address and try again.',
    405: 'This address does not accept that request method.',
    501: 'The server does not support that request method.',
  } as Record<number, string>,
} as const;
