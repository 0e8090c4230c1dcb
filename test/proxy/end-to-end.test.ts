/**
 * The proxy with the real PayPro client against the simulator, each on its own ephemeral port: what a
 * donor's page does, from POST /api/orders to the pay page the redirect leads to.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Org } from '../../orgs/types.ts';
import { GRID_VALUES } from './helpers/proxy-app.ts';
import { startSimulatedStack, type SimulatedStack } from './helpers/simulated-stack.ts';
import { testOrgs } from './helpers/test-orgs.ts';

let orgs: Org[];
test.before(async () => {
  orgs = await testOrgs();
});

interface Stack extends SimulatedStack {
  postOrder(values: Record<string, string>): Promise<Response>;
}

async function startStack(): Promise<Stack> {
  const stack = await startSimulatedStack(orgs);
  return {
    ...stack,
    postOrder: (values) =>
      fetch(`${stack.proxy.origin}/api/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ route: '/merchantform/grid-three-currencies', values }),
      }),
  };
}

test('a USD donation ends on the simulator pay page showing its amount and currency', async () => {
  const stack = await startStack();
  try {
    const values = { ...GRID_VALUES, amount: '19.90', currency: 'USD', phoneNumber: '+44 7911 123456' };
    const response = await stack.postOrder(values);
    assert.is(response.status, 200);
    const { redirectUrl, orderNumber } = (await response.json()) as { redirectUrl: string; orderNumber: string };
    const link = new URL(redirectUrl);
    assert.is(
      link.searchParams.get('callback_url'),
      `${stack.proxy.origin}/merchantform/grid-three-currencies/thank-you/?order=${orderNumber}`,
    );

    const page = await fetch(redirectUrl);
    assert.is(page.status, 200);
    const html = await page.text();
    assert.match(html, 'USD 19.90');
    assert.match(html, orderNumber);
    assert.is(stack.sim.stats.createOrderCalls, 1);
  } finally {
    await stack.close();
  }
});

test('a PKR donation shows the rupee amount on the pay page', async () => {
  const stack = await startStack();
  try {
    const response = await stack.postOrder({ ...GRID_VALUES, amount: '2500' });
    assert.is(response.status, 200);
    const { redirectUrl } = (await response.json()) as { redirectUrl: string };
    assert.match(await (await fetch(redirectUrl)).text(), 'PKR 2,500.00');
  } finally {
    await stack.close();
  }
});

test("the simulator's status 03 reaches the donor as 502 gateway_rejected with its Description", async () => {
  const stack = await startStack();
  try {
    stack.sim.faults.set({ mode: 'status03', description: 'No data available', times: 1 });
    const response = await stack.postOrder(GRID_VALUES);
    assert.is(response.status, 502);
    assert.equal(await response.json(), {
      error: { code: 'gateway_rejected', message: 'No data available', status: '03' },
    });
  } finally {
    await stack.close();
  }
});

test('a gateway answering with a 500 HTML page is a 503 whose message warns not to pay twice', async () => {
  const stack = await startStack();
  try {
    stack.sim.faults.set({ mode: 'http500', times: 1 });
    const response = await stack.postOrder(GRID_VALUES);
    assert.is(response.status, 503);
    const { error } = (await response.json()) as { error: Record<string, string> };
    assert.is(error.code, 'gateway_unavailable');
    assert.match(error.message!, 'do not pay twice');
  } finally {
    await stack.close();
  }
});

test('a gateway slower than the timeout is a 504 that names the order number', async () => {
  const stack = await startStack();
  try {
    stack.sim.faults.set({ mode: 'slow', delayMs: 60_000, times: 1 });
    const response = await stack.timedOut(stack.postOrder(GRID_VALUES));
    assert.is(response.status, 504);
    const { error } = (await response.json()) as { error: Record<string, string> };
    assert.is(error.code, 'gateway_unavailable');
    assert.ok(error.orderNumber && error.message!.includes(error.orderNumber), error.message);
  } finally {
    await stack.close();
  }
});

test.run();
