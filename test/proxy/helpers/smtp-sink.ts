/**
 * A local SMTP server (smtp-server) on 127.0.0.1 that keeps every message it receives, for the tests of
 * the emails the proxy sends. No TLS and no login: `url` is what SMTP_URL is set to. Each mail is kept
 * as sent (quoted-printable undone, for ASCII mails) and decoded (subject and body as UTF-8 text, for
 * mails in any language).
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** RCPT TO addresses. */
  to: string[];
  /** The message as sent, headers and body, with quoted-printable soft breaks and escapes undone. */
  text: string;
  /** The Subject header, its encoded words (RFC 2047) decoded. */
  subject: string;
  /** The Content-Language header; '' when absent. */
  language: string;
  /** The body of a single-part mail, its transfer encoding (base64, quoted-printable or none) undone, as UTF-8. */
  body: string;
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

/** The bytes of quoted-printable `text` (RFC 2045; `underscores` as spaces, as in a Q encoded word). */
function quotedPrintableBytes(text: string, underscores = false): Buffer {
  const plain = (underscores ? text.replace(/_/g, ' ') : text).replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < plain.length; i++) {
    const escaped = plain[i] === '=' && /^[0-9A-F]{2}$/i.test(plain.slice(i + 1, i + 3));
    bytes.push(escaped ? parseInt(plain.slice(i + 1, i + 3), 16) : plain.charCodeAt(i));
    if (escaped) i += 2;
  }
  return Buffer.from(bytes);
}

/** A header value with its RFC 2047 encoded words decoded; adjacent words join (their bytes, then UTF-8). */
function decodeWords(value: string): string {
  const word = /=\?UTF-8\?([BQ])\?([^?]*)\?=/gi;
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/(?:=\?UTF-8\?[BQ]\?[^?]*\?=)+/gi, (run) =>
      Buffer.concat(
        [...run.matchAll(word)].map(([, kind, data]) =>
          kind!.toUpperCase() === 'B' ? Buffer.from(data!, 'base64') : quotedPrintableBytes(data!, true),
        ),
      ).toString('utf8'),
    );
}

/** The subject, language and decoded body of `raw` (a single-part message as received). */
function decoded(raw: string): Pick<ReceivedMail, 'subject' | 'language' | 'body'> {
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(headers)?.[1] ?? '';
  const content = raw.slice(split + 4);
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const bytes =
    encoding === 'base64'
      ? Buffer.from(content, 'base64')
      : encoding === 'quoted-printable'
        ? quotedPrintableBytes(content)
        : Buffer.from(content, 'utf8');
  return {
    subject: decodeWords(header('Subject')),
    language: header('Content-Language'),
    body: bytes.toString('utf8').replace(/\r\n/g, '\n'),
  };
}

/**
 * Starts a sink; `refuse`, given a recipient's address, returns the reply code (e.g. 451 or 550) with
 * which the server refuses it at RCPT TO, or undefined to take it.
 */
export async function startSmtpSink(refuse?: (address: string) => number | undefined): Promise<SmtpSink> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const code = refuse?.(address.address);
      if (code === undefined) return callback();
      callback(Object.assign(new Error(`refused ${address.address}`), { responseCode: code }));
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), text: unquote(raw), ...decoded(raw) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, mails, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
