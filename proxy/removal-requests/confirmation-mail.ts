/**
 * Sends the email that asks the owner of an address to confirm an account removal request, with
 * nodemailer over the SMTP server of SMTP_URL: plain text (UTF-8), its words made by
 * `confirmation-mail-text.ts` in the request's language, which the `Content-Language` header names.
 */
import type { Transporter } from 'nodemailer';
import type { Language } from '../../orgs/i18n/languages.ts';
import type { SmtpConfig } from '../config.ts';
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

/** Connection, greeting and socket timeouts, in ms: a donor's request waits for the send, so keep them short. */
const SMTP_TIMEOUT_MS = 10_000;

/** A mailer for `smtp`; nodemailer is loaded, and nothing connected, until the first send. */
export function createConfirmationMailer(smtp: SmtpConfig): ConfirmationMailer {
  let transport: Promise<Transporter> | undefined;
  const connect = async () => {
    const { default: nodemailer } = await import('nodemailer');
    return nodemailer.createTransport({
      url: smtp.url,
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
    });
  };
  return {
    async send({ to, language, subject, text }) {
      transport ??= connect();
      await (await transport).sendMail({ from: smtp.from, to, subject, text, headers: { 'Content-Language': language } });
    },
  };
}
