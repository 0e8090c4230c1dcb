import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { toTransportError } from '../../../proxy/paypro/transport.ts';

const withCode = (code: string) => Object.assign(new Error(code), { code });

test('a refused connection or failed DNS lookup never reached the gateway', () => {
  const refused = new TypeError('fetch failed', { cause: withCode('ECONNREFUSED') });
  assert.equal([toTransportError(refused, false).kind, toTransportError(refused, false).reachedGateway], ['network', false]);
  assert.is(toTransportError(withCode('ENOTFOUND'), false).reachedGateway, false);
  const bothRefused = new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], 'all failed');
  assert.is(toTransportError(new TypeError('fetch failed', { cause: bothRefused }), false).reachedGateway, false);
});

test('a reset socket, an unknown error or a timeout may have reached the gateway', () => {
  assert.is(toTransportError(new TypeError('fetch failed', { cause: withCode('UND_ERR_SOCKET') }), false).reachedGateway, true);
  assert.is(toTransportError(withCode('ECONNRESET'), false).reachedGateway, true);
  assert.is(toTransportError(new Error('odd'), false).reachedGateway, true);
  const timeout = toTransportError(new DOMException('aborted', 'AbortError'), true);
  assert.equal([timeout.kind, timeout.reachedGateway], ['timeout', true]);
});

test.run();
