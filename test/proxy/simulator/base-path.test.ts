import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createSimulator } from '../../../proxy/simulator/app.ts';
import { rawRequest } from './http.ts';
import { withSimulator } from './start-simulator.ts';

test('every route lives under basePath', () =>
  withSimulator({ basePath: '/paypro-sim' }, async ({ origin }) => {
    const body = { clientid: 'c', clientsecret: 's' };
    const inside = await rawRequest('POST', `${origin}/paypro-sim/v2/ppro/auth`, { body });
    assert.is(inside.status, 200);
    assert.type(inside.headers.token, 'string');
    const outside = await rawRequest('POST', `${origin}/v2/ppro/auth`, { body });
    assert.is(outside.status, 404);
    assert.is((await rawRequest('GET', `${origin}/paypro-sim/__sim/orders`)).status, 200);
    assert.is((await rawRequest('GET', `${origin}/__sim/orders`)).status, 404);
  }));

test('a malformed basePath is refused', () => {
  for (const basePath of ['paypro-sim', '/paypro-sim/', '/']) {
    assert.throws(() => createSimulator({ basePath }), /basePath/);
  }
});

test.run();
