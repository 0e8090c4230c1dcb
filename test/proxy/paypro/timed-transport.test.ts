/**
 * How each HTTP exchange with PayPro is counted in the metrics (`timedTransport`): by its HTTP status, or
 * by how the transport failed, with a duration in seconds; the answer or the error passes through.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { PayProCallResult } from '../../../proxy/metrics/proxy-metrics.ts';
import { timedTransport } from '../../../proxy/paypro/timed-transport.ts';
import { type Transport, TransportError, type WireRequest } from '../../../proxy/paypro/transport.ts';

const REQUEST: WireRequest = { method: 'POST', url: 'https://gateway.test/v2/ppro/co', headers: {}, body: '{}', timeoutMs: 1_000 };

/** What `transport` is counted as, and what the caller gets. */
async function counted(transport: Transport): Promise<{ results: PayProCallResult[]; outcome: unknown }> {
  const results: PayProCallResult[] = [];
  const timed = timedTransport(transport, (result, seconds) => {
    assert.ok(seconds >= 0 && Number.isFinite(seconds));
    results.push(result);
  });
  const outcome = await timed(REQUEST).catch((err: unknown) => err);
  return { results, outcome };
}

const answering =
  (status: number): Transport =>
  async () => ({ status, header: () => undefined, text: '' });

test('an answer is counted by its HTTP status and passes through', async () => {
  const cases: [number, PayProCallResult][] = [
    [200, 'ok'],
    [204, 'ok'],
    [401, 'unauthorized'],
    [404, 'refused'],
    [500, 'server_error'],
    [302, 'server_error'],
  ];
  for (const [status, result] of cases) {
    const { results, outcome } = await counted(answering(status));
    assert.equal(results, [result], String(status));
    assert.is((outcome as { status: number }).status, status);
  }
});

test('a failure is counted as a timeout or unreachable, and the error is rethrown unchanged', async () => {
  const timeout = new TransportError('timeout', true, new Error('aborted'));
  const refused = new TransportError('network', false, Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }));
  for (const [err, result] of [
    [timeout, 'timeout'],
    [refused, 'unreachable'],
    [new Error('odd'), 'unreachable'],
  ] as const) {
    const { results, outcome } = await counted(async () => {
      throw err;
    });
    assert.equal(results, [result]);
    assert.is(outcome, err);
  }
});

test.run();
