/**
 * What a delivery of PayPro's callback says, however it is sent (proxy/paypro/PROTOCOL.md "Server
 * callback"): public handlers take the three fields as a JSON POST, a form-encoded POST or a GET query,
 * and read a POST's body whatever its Content-Type says, so the proxy does too. A POST's body is read
 * as text up to `CALLBACK_BODY_LIMIT` (@koa/bodyparser, which refuses a longer one 413 from its
 * Content-Length or once that much has arrived, never buffering it whole), then parsed as a JSON object
 * or, failing that, as form-encoded fields; a POST without a body is read from its query, as a GET is.
 */
import { bodyParser } from '@koa/bodyparser';
import type { Context, Middleware } from 'koa';
import { isRecord } from '../../orgs/is-record.ts';
import type { ProxyState } from '../middleware/request-context.ts';

/**
 * The largest callback body: three short fields (two credentials and a few OrderNumbers) fit in far less.
 * A larger one is refused 413 from its Content-Length, or once that much has arrived, never buffered whole.
 */
export const CALLBACK_BODY_LIMIT = '16kb';

/** The three fields of a delivery, as text; '' for one absent or not text. */
export interface DeliveryFields {
  username: string;
  password: string;
  /** Our OrderNumbers, comma-separated. */
  csvinvoiceids: string;
}

/**
 * Reads a POST's body as text into `ctx.request.body`, whatever its Content-Type (none included).
 * Throws a client HttpError (answered by `callbackAnswers`): 413 past the limit, 415 for a
 * Content-Encoding it cannot decode, 400 for any other body it cannot read (one that breaks off).
 */
export function callbackBody(): Middleware<ProxyState> {
  const parseText = bodyParser({
    enableTypes: ['text'],
    extendTypes: { text: ['*/*'] },
    parsedMethods: ['POST'],
    textLimit: CALLBACK_BODY_LIMIT,
    onError: (err, ctx) => {
      // The decoder's 415 comes unexposed, which the error handler would take for the proxy's own failure.
      const { status } = err as { status?: unknown };
      ctx.throw(status === 413 || status === 415 ? status : 400);
    },
  });
  return (ctx, next) => {
    // The parser chooses its reader by Content-Type and skips a body without one (or with one it cannot
    // parse); this body is read as text whatever PayPro calls it, so the parser is told it is text.
    if (ctx.method === 'POST') ctx.req.headers['content-type'] = 'text/plain; charset=utf-8';
    return parseText(ctx, next);
  };
}

/** The fields of the delivery of `ctx` (after `callbackBody`), as the module comment says. */
export function deliveryFields(ctx: Context): DeliveryFields {
  const body = typeof ctx.request.body === 'string' ? ctx.request.body : '';
  const fields = ctx.method !== 'POST' || body.trim() === '' ? ctx.query : (jsonObject(body) ?? formFields(body));
  return { username: field(fields, 'username'), password: field(fields, 'password'), csvinvoiceids: field(fields, 'csvinvoiceids') };
}

/** `text` parsed as JSON when it is an object; undefined otherwise. */
function jsonObject(text: string): Record<string, unknown> | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    return isRecord(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** `text` as form-encoded fields, the first of a repeated field kept. */
function formFields(text: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(text)) if (!Object.hasOwn(fields, name)) fields[name] = value;
  return fields;
}

/** `name` of `fields` in any letter case, as text (a number written out, a list's first entry); '' otherwise. */
function field(fields: unknown, name: string): string {
  if (!isRecord(fields)) return '';
  const key = Object.keys(fields).find((candidate) => candidate.toLowerCase() === name);
  const value = key === undefined ? undefined : fields[key];
  const single = Array.isArray(value) ? value[0] : value;
  if (typeof single === 'number' && Number.isFinite(single)) return String(single);
  return typeof single === 'string' ? single : '';
}
