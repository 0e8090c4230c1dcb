import { settingFallback } from '../env-settings.ts';
import { authenticate } from './auth.ts';
import { CALLS, type PayProCall } from './calls.ts';
import { callFailure } from './call-failure.ts';
import { readCreateOrderAnswer } from './create-order.ts';
import { PayProError } from './errors.ts';
import { fetchTransport } from './fetch-transport.ts';
import { readLegacyOrderAnswer } from './legacy-create-order.ts';
import { readLookupAnswer } from './lookup-consumer.ts';
import { readMarkBlockedAnswer } from './mark-blocked.ts';
import { nodeTransport } from './node-transport.ts';
import { readOrderStatusAnswer } from './order-status.ts';
import { marketplaceUrlFor } from './pay-page.ts';
import { createTokenCache } from './token-cache.ts';
import type { Transport, WireRequest, WireResponse } from './transport.ts';
import { timedTransport } from './timed-transport.ts';
import type { PayProCallResult } from '../metrics/proxy-metrics.ts';
import { systemTimers, type Timers } from '../timers.ts';
import type { MerchantCredentials, PayProClient, PayProMerchantCalls } from './types.ts';

export interface PayProClientOptions {
  /**
   * e.g. `https://demoapi.paypro.com.pk` (proxy/paypro/PROTOCOL.md#hosts-and-api-generations), or the
   * simulator's URL with its base path.
   */
  baseUrl: string;
  /** Used for every call but ggos (auth, co, ggosboi and the legacy calls); default the global fetch. */
  fetch?: typeof fetch;
  /**
   * Per HTTP call, in milliseconds; default PAYPRO_TIMEOUT_MS's declared default (`env-variables.ts`;
   * proxy/paypro/PROTOCOL.md#timeouts-and-retries).
   */
  timeoutMs?: number;
  /**
   * How long a token is reused, in milliseconds; default PAYPRO_TOKEN_TTL_SECONDS's declared default
   * (`env-variables.ts`; proxy/paypro/PROTOCOL.md#auth-and-token).
   */
  tokenTtlMs?: number;
  /** Clock in epoch milliseconds, for the token lifetime; default Date.now. */
  now?: () => number;
  /** The timers that end a call after `timeoutMs`; default the system's (tests pass a fake clock's). */
  timers?: Timers;
  /**
   * The marketplace pay page for legacy orders answered without Click2Pay (PROTOCOL.md#pay-page), e.g.
   * `https://marketplace.paypro.com.pk/pyb`; default derived from `baseUrl` (`marketplaceUrlFor`).
   */
  marketplaceUrl?: string;
  /**
   * Told of every HTTP answer the client receives, auth included, with the call it answered, before it
   * is read (`forms paypro check` prints their shapes). It must not throw.
   */
  onAnswer?: (call: PayProCall, response: WireResponse) => void;
  /**
   * Told of every HTTP exchange once it ends, auth included: the call, how it ended (`exchangeResult`)
   * and how long it took, in seconds (the proxy's metrics). It must not throw.
   */
  onExchange?: (call: PayProCall, result: PayProCallResult, seconds: number) => void;
}

/**
 * A PayPro client (proxy/paypro/PROTOCOL.md). The v2 calls (create-order, ggos, ggosboi, moab) carry a
 * token: tokens are cached per client id and shared by concurrent calls. On HTTP 401 the token is
 * dropped, fetched again once, and the call retried once; a 401 means the gateway did not take the
 * request, so this is safe even for create-order (PROTOCOL.md#auth-and-token). A second 401 throws
 * PayProError `gateway_unauthorized`. Nothing else is ever retried: after a timeout, a dropped
 * connection or a 5xx, create-order throws with `orderMayExist` true (PROTOCOL.md#timeouts-and-retries).
 * The legacy calls (/cpay/gcd, /cpay/co, /cpay/gos) carry their credentials in the request instead of
 * a token and follow the same rules: one attempt, the legacy create-order throws with `orderMayExist`
 * true when its outcome is unknown. The /cpay/co and /cpay/gos URLs hold the merchant password
 * (PayPro's design), so no request URL is ever put into an error or a log.
 */
export function createPayProClient(opts: PayProClientOptions): PayProClient & PayProMerchantCalls {
  const baseUrl = opts.baseUrl.replace(/\/+$/, '');
  const timeoutMs = opts.timeoutMs ?? settingFallback('PAYPRO_TIMEOUT_MS');
  const timers = opts.timers ?? systemTimers;
  const viaFetch = fetchTransport(opts.fetch ?? globalThis.fetch, timers);
  const viaNode = nodeTransport(timers);
  const tokens = createTokenCache(opts.tokenTtlMs ?? settingFallback('PAYPRO_TOKEN_TTL_SECONDS') * 1000, opts.now ?? Date.now);
  const marketplaceUrl = opts.marketplaceUrl ?? marketplaceUrlFor(baseUrl);
  const { onAnswer, onExchange } = opts;
  /** `transport`, telling `onAnswer` of each answer to `call` and `onExchange` of each exchange. */
  const observed = (transport: Transport, call: PayProCall): Transport => {
    const timed: Transport = onExchange ? timedTransport(transport, (result, seconds) => onExchange(call, result, seconds)) : transport;
    return onAnswer
      ? async (request) => {
          const response = await timed(request);
          onAnswer(call, response);
          return response;
        }
      : timed;
  };
  const tokenFor = (creds: MerchantCredentials) =>
    tokens.get(creds.clientId, () => authenticate(observed(viaFetch, CALLS.auth), baseUrl, creds, timeoutMs));

  /** One exchange without a token (a GET has body ''); transport failures become PayProErrors. */
  async function once(method: 'GET' | 'POST', url: string, body: string, call: PayProCall): Promise<WireResponse> {
    return observed(
      viaFetch,
      call,
    )({ method, url, headers: {}, body, timeoutMs }).catch((err: unknown) => {
      throw callFailure(err, call, timeoutMs);
    });
  }

  async function withToken(
    creds: MerchantCredentials,
    transport: Transport,
    request: Omit<WireRequest, 'headers' | 'timeoutMs'>,
    call: PayProCall,
  ): Promise<WireResponse> {
    const send = async (): Promise<{ token: string; response: WireResponse }> => {
      const token = await tokenFor(creds);
      const response = await observed(
        transport,
        call,
      )({ ...request, headers: { token }, timeoutMs }).catch((err: unknown) => {
        throw callFailure(err, call, timeoutMs);
      });
      return { token, response };
    };
    const first = await send();
    if (first.response.status !== 401) return first.response;
    tokens.invalidate(creds.clientId, first.token);
    const second = await send();
    if (second.response.status !== 401) return second.response;
    tokens.invalidate(creds.clientId, second.token);
    throw new PayProError('gateway_unauthorized', `PayPro refused a fresh token for ${call.name} (HTTP 401 twice)`, {
      httpStatus: 401,
    });
  }

  return {
    async createOrder(creds, order) {
      const body = JSON.stringify(order);
      const request = { method: 'POST', url: `${baseUrl}/v2/ppro/co`, body } as const;
      const response = await withToken(creds, viaFetch, request, CALLS.createOrder);
      return readCreateOrderAnswer(response, order, marketplaceUrl);
    },
    async orderStatus(creds, payProId) {
      const call = CALLS.orderStatus;
      const body = JSON.stringify({ userName: creds.merchantId, cpayId: payProId });
      const request = { method: 'GET', url: `${baseUrl}/v2/ppro/ggos`, body } as const;
      const response = await withToken(creds, viaNode, request, call);
      return readOrderStatusAnswer(response, call);
    },
    async orderStatusByNumber(creds, orderNumber) {
      const call = CALLS.orderStatusByNumber;
      const body = JSON.stringify({ userName: creds.merchantId, Order_Id: orderNumber });
      const request = { method: 'POST', url: `${baseUrl}/v2/ppro/ggosboi`, body } as const;
      const response = await withToken(creds, viaFetch, request, call);
      return readOrderStatusAnswer(response, call);
    },
    async legacyOrderStatus(creds, connectPayId) {
      const call = CALLS.legacyOrderStatus;
      const query = [
        `userName=${encodeURIComponent(creds.merchantId)}`,
        `password=${encodeURIComponent(creds.merchantPassword)}`,
        `cpayId=${encodeURIComponent(connectPayId)}`,
      ].join('&');
      const response = await once('GET', `${baseUrl}/cpay/gos?${query}`, '', call);
      return readOrderStatusAnswer(response, call);
    },
    async lookupConsumer(creds, fullConsumerCode) {
      const body = JSON.stringify({ userName: creds.userName, password: creds.password, fullConsumerCode });
      const response = await once('POST', `${baseUrl}/cpay/gcd`, body, CALLS.consumerLookup);
      return readLookupAnswer(response, fullConsumerCode);
    },
    async createLegacyOrder(creds, order) {
      const oJson = JSON.stringify([{ MerchantId: creds.merchantId, MerchantPassword: creds.merchantPassword }, order]);
      const url = `${baseUrl}/cpay/co?oJson=${encodeURIComponent(oJson)}`;
      // The order travels in the query; the body is empty (Content-Length: 0), as PROTOCOL.md "Legacy create order" shows.
      const response = await once('POST', url, '', CALLS.legacyCreateOrder);
      const sent = order.OrderNumber;
      return readLegacyOrderAnswer(response, typeof sent === 'string' ? sent : '', marketplaceUrl);
    },
    async authenticate(creds) {
      await tokenFor(creds);
    },
    async markOrdersBlocked(creds, orderNumbers) {
      if (orderNumbers.length === 0 || orderNumbers.some((number) => number === '' || number.includes(','))) {
        throw new TypeError('markOrdersBlocked needs one or more OrderNumbers, none empty or holding a comma');
      }
      const body = JSON.stringify({ Username: creds.merchantId, CsvOrderNumbers: orderNumbers.join(',') });
      const request = { method: 'POST', url: `${baseUrl}/v2/ppro/moab`, body } as const;
      return readMarkBlockedAnswer(await withToken(creds, viaFetch, request, CALLS.markBlocked));
    },
  };
}
