/**
 * Times each exchange of a transport and says how it ended, for the proxy's metrics of PayPro calls
 * (`forms_paypro_call_duration_seconds`). The result is the HTTP exchange's, not the envelope's: a 200
 * whose envelope refuses an order is `ok` (the gateway answered).
 */
import type { PayProCallResult } from '../metrics/proxy-metrics.ts';
import type { Transport, TransportError } from './transport.ts';

/** How an exchange that ended with HTTP `status` is counted. */
export function exchangeResult(status: number): PayProCallResult {
  if (status >= 200 && status < 300) return 'ok';
  if (status === 401) return 'unauthorized';
  if (status >= 400 && status < 500) return 'refused';
  return 'server_error';
}

/** How a transport failure is counted: `timeout` for our own time limit, `unreachable` otherwise. */
function failureResult(err: unknown): PayProCallResult {
  // By name: a lazily imported second copy of the module would fail `instanceof`.
  const timedOut = err instanceof Error && err.name === 'TransportError' && (err as TransportError).kind === 'timeout';
  return timedOut ? 'timeout' : 'unreachable';
}

/**
 * `transport`, telling `report` of each exchange's result and duration in seconds (measured with
 * `performance.now`) once it ends, answer or failure; the answer or the error passes through unchanged.
 */
export function timedTransport(transport: Transport, report: (result: PayProCallResult, seconds: number) => void): Transport {
  return async (request) => {
    const started = performance.now();
    const seconds = () => (performance.now() - started) / 1000;
    try {
      const response = await transport(request);
      report(exchangeResult(response.status), seconds());
      return response;
    } catch (err) {
      report(failureResult(err), seconds());
      throw err;
    }
  };
}
