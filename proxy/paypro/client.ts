import { authenticate } from './auth.ts';
import { callFailure } from './call-failure.ts';
import { readCreateOrderAnswer } from './create-order.ts';
import { PayProError } from './errors.ts';
import { fetchTransport } from './fetch-transport.ts';
import { nodeTransport } from './node-transport.ts';
import { readOrderStatusAnswer } from './order-status.ts';
import { createTokenCache } from './token-cache.ts';
import type { Transport, WireRequest, WireResponse } from './transport.ts';
import type { MerchantCredentials, PayProClient } from './types.ts';

export interface PayProClientOptions {
  /** e.g. `https://demoapi.paypro.com.pk` (paypro.md §1), or the simulator's URL with its base path. */
  baseUrl: string;
  /** Used for the POST calls (auth, co); default the global fetch. */
  fetch?: typeof fetch;
  /** Per HTTP call, in milliseconds; default 15000 (paypro.md §13). */
  timeoutMs?: number;
  /** How long a token is reused, in milliseconds; default 600000 (paypro.md §3). */
  tokenTtlMs?: number;
  /** Clock in epoch milliseconds, for the token lifetime; default Date.now. */
  now?: () => number;
}

/**
 * A PayPro v2 client. Tokens are cached per client id and shared by concurrent calls. On HTTP 401 the
 * token is dropped, fetched again once, and the call retried once; a 401 means the gateway did not
 * take the request, so this is safe even for create-order (paypro.md §3, §13). A second 401 throws
 * PayProError `gateway_unauthorized`. Nothing else is ever retried: after a timeout, a dropped
 * connection or a 5xx, create-order throws with `orderMayExist` true.
 */
export function createPayProClient(opts: PayProClientOptions): PayProClient {
  const baseUrl = opts.baseUrl.replace(/\/+$/, '');
  const timeoutMs = opts.timeoutMs ?? 15_000;
  const post = fetchTransport(opts.fetch ?? globalThis.fetch);
  const tokens = createTokenCache(opts.tokenTtlMs ?? 600_000, opts.now ?? Date.now);

  async function withToken(
    creds: MerchantCredentials,
    transport: Transport,
    request: Omit<WireRequest, 'headers' | 'timeoutMs'>,
    call: string,
    createsOrder: boolean,
  ): Promise<WireResponse> {
    const send = async (): Promise<{ token: string; response: WireResponse }> => {
      const token = await tokens.get(creds.clientId, () => authenticate(post, baseUrl, creds, timeoutMs));
      const response = await transport({ ...request, headers: { token }, timeoutMs }).catch((err: unknown) => {
        throw callFailure(err, call, timeoutMs, createsOrder);
      });
      return { token, response };
    };
    const first = await send();
    if (first.response.status !== 401) return first.response;
    tokens.invalidate(creds.clientId, first.token);
    const second = await send();
    if (second.response.status !== 401) return second.response;
    tokens.invalidate(creds.clientId, second.token);
    throw new PayProError('gateway_unauthorized', `PayPro refused a fresh token for ${call} (HTTP 401 twice)`, {
      httpStatus: 401,
    });
  }

  return {
    async createOrder(creds, order) {
      const body = JSON.stringify(order);
      const request = { method: 'POST', url: `${baseUrl}/v2/ppro/co`, body } as const;
      const response = await withToken(creds, post, request, 'create-order', true);
      return readCreateOrderAnswer(response, order);
    },
    async orderStatus(creds, payProId) {
      const body = JSON.stringify({ userName: creds.merchantId, cpayId: payProId });
      const request = { method: 'GET', url: `${baseUrl}/v2/ppro/ggos`, body } as const;
      const response = await withToken(creds, nodeTransport, request, 'the order status call', false);
      return readOrderStatusAnswer(response);
    },
  };
}
