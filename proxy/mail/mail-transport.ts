/**
 * What every way of sending mail shares: the message (`OutgoingMail`), the transport that sends it
 * (nodemailer over SMTP_URL, `smtp-transport.ts`, or the simulator's local mailbox, `local-mailbox.ts`),
 * and the one error a transport throws when it knows the mail did not leave (`MailNotSent`). Any other
 * rejection means the mail may have left: the outbox then never sends it again by itself.
 */

/** A mail's words, as composed for one recipient. */
export interface MailContent {
  subject: string;
  /** The plain-text body (UTF-8). */
  text: string;
  /** An HTML body beside the text one, when the composer writes one. */
  html?: string;
}

/** One mail to one recipient. */
export interface OutgoingMail extends MailContent {
  to: string;
  /** The language the mail is written in ('en', 'ur'), sent as its `Content-Language` header. */
  language: string;
}

export interface MailTransport {
  /**
   * Sends `mail`; resolves once the server accepted it. Rejects with `MailNotSent` when the mail surely
   * did not leave (the server refused it, or no connection was made), with anything else when it may have.
   */
  send(mail: OutgoingMail): Promise<void>;
}

/**
 * The mail surely did not leave: the SMTP server answered with a refusal (`responseCode`, e.g. 450 or
 * 550), or no connection was made. `permanent`: a 5xx answer, which trying again will not change.
 */
export class MailNotSent extends Error {
  override readonly name = 'MailNotSent';
  readonly permanent: boolean;

  constructor(message: string, permanent: boolean) {
    super(message);
    this.permanent = permanent;
  }
}

/** Whether `err` is a `MailNotSent` (by name: a module loaded twice would fail `instanceof`). */
export function isMailNotSent(err: unknown): err is MailNotSent {
  return err instanceof Error && err.name === 'MailNotSent';
}
