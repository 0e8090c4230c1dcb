import type { PayProCall } from './calls.ts';
import { PayProError } from './errors.ts';
import { TransportError } from './transport.ts';

/**
 * Turns a transport failure of one PayPro call into a PayProError: a timeout becomes
 * `gateway_timeout`, anything else `gateway_unreachable`. A call that creates an order has an ambiguous
 * outcome once the request may have reached the gateway (PROTOCOL.md "Timeouts and retries"); for any
 * other call `orderMayExist` stays false. Errors that are not TransportErrors are rethrown unchanged.
 * `timeoutMs` is the limit the call had, for the message.
 */
export function callFailure(err: unknown, { name: call, createsOrder }: PayProCall, timeoutMs: number): Error {
  if (!(err instanceof TransportError)) return err instanceof Error ? err : new Error(String(err));
  const orderMayExist = createsOrder && err.reachedGateway;
  if (err.kind === 'timeout') {
    return new PayProError('gateway_timeout', `PayPro did not answer ${call} within ${timeoutMs} ms`, {
      orderMayExist,
      cause: err,
    });
  }
  return new PayProError('gateway_unreachable', `PayPro could not be reached for ${call} (${err.message})`, {
    orderMayExist,
    cause: err,
  });
}
