/**
 * The local mailbox of `npm start` (the built-in simulator without SMTP_URL): a transport that keeps
 * every mail in this process's memory instead of sending it, so that a newcomer who pays in the
 * simulator reads the receipt mail at `/paypro-sim/mail` (`../simulator/mailbox-page.ts`). Nothing
 * leaves the machine, and the mails are gone when the process ends. It keeps the newest 200.
 */
import type { MailTransport, OutgoingMail } from './mail-transport.ts';

/** A mail the local mailbox holds, with when it arrived. */
export interface DeliveredMail extends OutgoingMail {
  /** ISO 8601 UTC. */
  deliveredAt: string;
}

export interface LocalMailbox extends MailTransport {
  /** The mails held, newest first. */
  list(): DeliveredMail[];
}

/** Mails kept at most: the oldest go first, so a long demo does not grow the process's memory. */
const KEPT = 200;

/** An empty mailbox; `now` stamps each mail's arrival (default the system clock). */
export function createLocalMailbox(now: () => Date = () => new Date()): LocalMailbox {
  const mails: DeliveredMail[] = [];
  return {
    async send(mail) {
      mails.unshift({ ...mail, deliveredAt: now().toISOString() });
      mails.splice(KEPT);
    },
    list: () => [...mails],
  };
}
