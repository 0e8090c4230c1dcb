/**
 * The email that asks the owner of an address to confirm an account removal request, and what sends
 * it: the proxy's one SMTP transport (`../mail/smtp-transport.ts`, over SMTP_URL), which the outbox
 * shares. Plain text (UTF-8), its words made by `confirmation-mail-text.ts` in the request's language,
 * which the `Content-Language` header names.
 */
import type { Language } from '../../orgs/i18n/languages.ts';
import type { ConfirmationMailText } from './confirmation-mail-text.ts';

export interface ConfirmationMail extends ConfirmationMailText {
  to: string;
  /** The language `subject` and `text` are written in, e.g. 'ur'. */
  language: Language;
}

export interface ConfirmationMailer {
  /** Sends one mail; rejects when the server refuses it or cannot be reached within its timeouts. */
  send(mail: ConfirmationMail): Promise<void>;
}
