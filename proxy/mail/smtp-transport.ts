/**
 * Mail over the SMTP server of SMTP_URL, with nodemailer: the one transport of the removal confirmations
 * and the outbox (receipts, year-end statements). Nodemailer is loaded, and nothing connected, until the
 * first send. A failure is a `MailNotSent` only when the mail surely did not leave: the server answered
 * with a refusal (a 4xx or 5xx reply, RFC 5321 section 4.2.1: the server took no responsibility for it),
 * no connection was made (the address did not resolve, the connect call failed), or the login or the
 * addresses were refused before the message was handed over. A connection that broke off or timed out
 * later may have delivered it, so it is passed on as it came.
 */
import type { Transporter } from 'nodemailer';
import type { SmtpConfig } from '../config.ts';
import { MailNotSent, type MailTransport } from './mail-transport.ts';

/** Connection, greeting and socket timeouts, in ms: a donor's request may wait for a send, so keep them short. */
const SMTP_TIMEOUT_MS = 10_000;

/** Nodemailer's error codes of a failure before the message was handed over (its `code`). */
const BEFORE_MESSAGE = new Set(['EDNS', 'EAUTH', 'ENOAUTH', 'EENVELOPE']);

/** Nodemailer's errors carry these beside the message. */
interface SmtpError extends Error {
  code?: string;
  responseCode?: number;
  syscall?: string;
}

/** `err` as a `MailNotSent` when it proves the mail did not leave; else `err` itself. */
export function classifySmtpError(err: unknown): unknown {
  if (!(err instanceof Error)) return err;
  const { code, responseCode, syscall } = err as SmtpError;
  if (typeof responseCode === 'number' && responseCode >= 400 && responseCode < 600) {
    return new MailNotSent(`SMTP ${responseCode}: ${err.message}`, responseCode >= 500);
  }
  if ((code && BEFORE_MESSAGE.has(code)) || syscall === 'connect' || syscall === 'getaddrinfo') {
    return new MailNotSent(`${code ?? syscall}: ${err.message}`, false);
  }
  return err;
}

/** A transport sending from `smtp.from` over `smtp.url`; see the module's comment for its failures. */
export function createSmtpTransport(smtp: SmtpConfig): MailTransport {
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
    async send({ to, language, subject, text, html }) {
      transport ??= connect();
      const mail = {
        from: smtp.from,
        to,
        subject,
        text,
        ...(html === undefined ? {} : { html }),
        headers: { 'Content-Language': language },
      };
      await (await transport).sendMail(mail).catch((err: unknown) => {
        throw classifySmtpError(err);
      });
    },
  };
}
