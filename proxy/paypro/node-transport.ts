import http from 'node:http';
import https from 'node:https';
import { systemTimers, type Timers } from '../timers.ts';
import { answerTooLarge, MAX_ANSWER_BYTES, startDeadline, toTransportError, type Transport } from './transport.ts';

/**
 * A Transport over node:http/node:https, which, unlike fetch, can send a body with GET; ggos needs
 * that (PROTOCOL.md "Order status"). Throws TransportError (timeout after `timeoutMs` ms of `timers`, default
 * the system's, covering the whole answer; or a network failure).
 */
export const nodeTransport =
  (timers: Timers = systemTimers): Transport =>
  (request) =>
    new Promise((resolve, reject) => {
      const url = new URL(request.url);
      const send = url.protocol === 'https:' ? https.request : http.request;
      const deadline = startDeadline(request.timeoutMs, timers);
      const fail = (err: unknown) => {
        deadline.clear();
        reject(toTransportError(err, deadline.timedOut));
      };
      const req = send(url, {
        method: request.method,
        headers: {
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(request.body)),
          ...request.headers,
        },
        signal: deadline.signal,
      });
      req.on('error', fail);
      req.on('response', (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_ANSWER_BYTES) {
            fail(answerTooLarge());
            req.destroy();
            return;
          }
          chunks.push(chunk);
        });
        res.on('error', fail);
        res.on('close', () => {
          if (!res.complete) fail(new Error('connection closed before the answer was complete'));
        });
        res.on('end', () => {
          deadline.clear();
          resolve({
            status: res.statusCode ?? 0,
            header: (name) => {
              const value = res.headers[name.toLowerCase()];
              return Array.isArray(value) ? value.join(', ') : value;
            },
            text: Buffer.concat(chunks).toString('utf8'),
          });
        });
      });
      req.end(request.body);
    });
