/**
 * The payment result a card provider's page posts to the checkout page around it (the original forms and
 * 4: `payment_status`, `paypro_id`, `message`) and the lines the page shows for it. Pure, so both the
 * checkout page and the demo provider page use it, and tests read it without a browser.
 */
import type { Translator } from '../../orgs/i18n/translator.ts';

/** The statuses the spec names: 'success' is a payment made; 'failure' and 'error' are not. */
export const CARD_STATUSES = ['success', 'failure', 'error'] as const;
export type CardStatus = (typeof CARD_STATUSES)[number];

/** The message as a provider posts it. */
export interface CardMessage {
  payment_status: CardStatus;
  paypro_id: string;
  message: string;
}

/** A result the page can report. */
export interface CardResult {
  paid: boolean;
  payProId: string;
  message: string;
}

function isStatus(value: unknown): value is CardStatus {
  return typeof value === 'string' && (CARD_STATUSES as readonly string[]).includes(value);
}

/**
 * The result carried by `data` (a message event's data: the object, or its JSON text), or undefined for
 * anything else, e.g. a message another script on the page exchanges with the frame.
 */
export function readCardMessage(data: unknown): CardResult | undefined {
  let value = data;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { payment_status: status, paypro_id: id, message } = value as Record<string, unknown>;
  const normalised = typeof status === 'string' ? status.trim().toLowerCase() : status;
  if (!isStatus(normalised)) return undefined;
  return {
    paid: normalised === 'success',
    payProId: typeof id === 'string' || typeof id === 'number' ? String(id) : '',
    message: typeof message === 'string' ? message : '',
  };
}

/**
 * What the page shows, in the spec's words and `t`'s language: 'Payment Successful: {message}' or
 * 'Payment Failed: {message}', then the provider id ('not given' when the provider sent none).
 */
export function cardResultLines(result: CardResult, t: Translator['t']): [string, string] {
  const headline = t(result.paid ? 'checkout.paid' : 'checkout.notPaid', { message: result.message });
  return [headline, t('checkout.payProId', { id: result.payProId || t('checkout.idNotGiven') })];
}
