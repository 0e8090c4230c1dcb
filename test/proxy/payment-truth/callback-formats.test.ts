/**
 * The callback takes what PayPro sends, end to end against the simulator: whichever way the simulator's
 * switch sends the delivery (a JSON POST, a form-encoded POST, the JSON body without a Content-Type, a
 * GET query), the proxy reads it, confirms the payment and answers `00`.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Org } from '../../../orgs/types.ts';
import { CALLBACK_FORMATS } from '../../../proxy/simulator/callback-request.ts';
import { pressPay } from '../helpers/pay-form.ts';
import { GRID_VALUES } from '../helpers/proxy-app.ts';
import { startSimulatedStack, type SimulatedStack } from '../helpers/simulated-stack.ts';
import { testOrgs } from '../helpers/test-orgs.ts';

let stack: SimulatedStack;
test.before(async () => {
  const orgs: Org[] = await testOrgs();
  stack = await startSimulatedStack(orgs, 5_000, { RECONCILE_INTERVAL_SECONDS: '0' });
});
test.after(() => stack.close());

for (const format of CALLBACK_FORMATS) {
  test(`a delivery sent as '${format}' is read and settles the order`, async () => {
    stack.sim.callbackMode.set({ mode: 'normal', format });
    const created = await fetch(`${stack.proxy.origin}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': `format-${format}` },
      body: JSON.stringify({ route: '/merchantform/grid-three-currencies', values: GRID_VALUES }),
    });
    const { redirectUrl, orderNumber } = (await created.json()) as { redirectUrl: string; orderNumber: string };
    await pressPay(await (await fetch(redirectUrl)).text(), stack.gateway.origin);
    await stack.sim.callbacks.settled();
    const delivery = stack.sim.callbacks.list().find((record) => record.ids[0] === orderNumber);
    assert.equal(
      [delivery?.format, delivery?.httpStatus, delivery?.answer],
      [format, 200, [{ StatusCode: '00', InvoiceID: orderNumber, Description: 'Invoice successfully marked as paid' }]],
    );
    assert.is((await stack.database.ledger.find(orderNumber))?.state, 'paid');
  });
}

test.run();
