/**
 * The email that asks the owner of an address to confirm an account removal request, sent with
 * nodemailer over the SMTP server of SMTP_URL. Plain text, in the org's name, with the one-time link and
 * when it expires; it says what to do if the request was not theirs (nothing: unconfirmed, nothing happens).
 */
import type { Transporter } from 'nodemailer';
import type { SmtpConfig } from '../config.ts';

export interface ConfirmationMail {
  to: string;
  /** The org's display name, e.g. 'Akbar Kare'. */
  orgName: string;
  /** The confirmation page, with the token. */
  link: string;
  /** When the link stops working. */
  expiresAt: Date;
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
    async send({ to, orgName, link, expiresAt }) {
      transport ??= connect();
      await (await transport).sendMail({
        from: smtp.from,
        to,
        subject: `Confirm your account removal request to ${orgName}`,
        text: [
          `Someone asked ${orgName} to remove the account of this email address (${to}).`,
          '',
          'If it was you, open this link to confirm the request:',
          link,
          '',
          `The link works once, until ${expiresAt.toISOString().replace('T', ' ').slice(0, 16)} UTC.`,
          'If it was not you, ignore this email: nothing is removed without your confirmation.',
          '',
        ].join('\n'),
      });
    },
  };
}
