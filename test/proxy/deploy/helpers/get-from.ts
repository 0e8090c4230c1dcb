/**
 * A GET sent from a chosen loopback address (127.0.0.2, 127.0.0.3: every 127/8 address is this machine's
 * on Linux), so a server behind nginx can be shown to tell two clients apart. `fetch` cannot choose
 * its source address; node:http can (`localAddress`).
 */
import { request } from 'node:http';

/** The status of `GET url` sent from `localAddress`, its body read and dropped; rejects on a network error or after 10 s. */
export function statusFrom(localAddress: string, url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const sent = request(url, { localAddress, agent: false, timeout: 10_000 }, (response) => {
      response.resume();
      response.once('end', () => resolve(response.statusCode ?? 0));
    });
    sent.once('timeout', () => sent.destroy(new Error(`GET ${url} from ${localAddress}: no answer within 10 s`)));
    sent.once('error', reject);
    sent.end();
  });
}
