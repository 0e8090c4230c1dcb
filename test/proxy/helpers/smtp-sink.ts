/**
 * A local SMTP server (smtp-server) on 127.0.0.1 that keeps every message it receives, for the tests of
 * the emails the proxy sends. No TLS and no login: `url` is what SMTP_URL is set to.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** RCPT TO addresses. */
  to: string[];
  /** The message as sent, headers and body, with quoted-printable soft breaks and escapes undone. */
  text: string;
}

export interface SmtpSink {
  /** e.g. smtp://127.0.0.1:40123 */
  url: string;
  mails: ReceivedMail[];
  close(): Promise<void>;
}

/** Undoes quoted-printable: soft line breaks and `=XX` escapes (enough for the ASCII mails tested here). */
function unquote(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), text: unquote(raw) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, mails, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
