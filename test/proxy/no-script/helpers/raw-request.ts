/**
 * One HTTP request through node:http, for what fetch refuses to send (a malformed Host header). The
 * answer is read whole; redirects are not followed.
 */
import { type IncomingHttpHeaders, request } from 'node:http';

export interface RawRequest {
  method?: string;
  path?: string;
  /** Sent as given, Host included. */
  headers: Record<string, string>;
  body?: string;
}

export interface RawAnswer {
  status: number;
  contentType: string;
  /** Every header of the answer (Location included), names in lower case. */
  headers: IncomingHttpHeaders;
  text: string;
}

/** Sends `init` to `origin` (e.g. 'http://127.0.0.1:4321'), default GET `/`. */
export function rawRequest(origin: string, init: RawRequest): Promise<RawAnswer> {
  const { port } = new URL(origin);
  const options = { host: '127.0.0.1', port, method: init.method ?? 'GET', path: init.path ?? '/', headers: init.headers };
  return new Promise((resolve, reject) => {
    const sent = request(options, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, contentType: response.headers['content-type'] ?? '', headers: response.headers, text }),
      );
    });
    sent.on('error', reject);
    sent.end(init.body);
  });
}
