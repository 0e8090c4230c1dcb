import { request } from 'node:http';

/** An HTTP answer as the tests look at it. */
export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  /** The body parsed as JSON; throws if it is not JSON. */
  json(): unknown;
}

/**
 * One HTTP exchange with node:http, which (unlike fetch) can send a GET body and does not follow
 * redirects. A plain-object or array `body` is sent as JSON; a string as is.
 */
export function rawRequest(
  method: string,
  url: string,
  options: { headers?: Record<string, string>; body?: unknown } = {},
): Promise<RawAnswer> {
  const body = options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
  const headers: Record<string, string> = { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...options.headers };
  if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json: () => JSON.parse(text) });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** A fresh token from the simulator at `baseUrl`. */
export async function simToken(baseUrl: string): Promise<string> {
  const answer = await rawRequest('POST', `${baseUrl}/v2/ppro/auth`, { body: { clientid: 'client', clientsecret: 'secret' } });
  const token = answer.headers.token;
  if (typeof token !== 'string') throw new Error(`auth gave no token: ${answer.status} ${answer.text}`);
  return token;
}

/** POSTs an HTML form (urlencoded), as a browser submitting the pay page would. */
export function postForm(url: string, fields: Record<string, string>): Promise<RawAnswer> {
  return rawRequest('POST', url, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}
