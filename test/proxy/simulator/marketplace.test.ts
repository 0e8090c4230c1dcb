import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { postForm, rawRequest, simToken } from './http.ts';
import { orderBody } from './order-fixture.ts';
import { withSimulator, type RunningSimulator } from './start-simulator.ts';

const BASE = '/paypro-sim';

/** Creates an order and returns its Click2Pay link, PayProId and raw (URL-decoded) bid. */
async function createOrder({ baseUrl }: RunningSimulator, changes: Record<string, unknown> = {}) {
  const token = await simToken(baseUrl);
  const answer = await rawRequest('POST', `${baseUrl}/v2/ppro/co`, { headers: { token }, body: orderBody(changes) });
  const data = (answer.json() as [unknown, { Click2Pay: string; PayProId: string }])[1];
  const bid = new URL(data.Click2Pay).searchParams.get('bid') ?? '';
  return { click2Pay: data.Click2Pay, payProId: data.PayProId, bid };
}

test('the pay page shows merchant, order, PKR amount and customer, with Pay and Cancel forms', () =>
  withSimulator({ basePath: BASE }, async (running) => {
    const { click2Pay } = await createOrder(running, { OrderAmount: '1500', CustomerName: 'Ali <Raza>' });
    const page = await rawRequest('GET', click2Pay);
    assert.is(page.status, 200);
    assert.match(String(page.headers['content-type']), /^text\/html/);
    assert.match(page.text, /<meta name="viewport"/);
    assert.match(page.text, /<h1>Pay order ORD-1<\/h1>/);
    assert.match(page.text, /<dt>Merchant<\/dt><dd>demo_merchant<\/dd>/);
    assert.match(page.text, /<dt>Amount<\/dt><dd>PKR 1,500.00<\/dd>/);
    assert.match(page.text, /<dd>Ali &lt;Raza&gt;<\/dd>/);
    assert.match(page.text, /<dd>ayesha@example.org<\/dd>/);
    assert.match(page.text, new RegExp(`<form method="post" action="${BASE}/pyb-demo/pay">`));
    assert.match(page.text, new RegExp(`<form method="post" action="${BASE}/pyb-demo/cancel">`));
    assert.match(page.text, /<button type="submit" class="pay">Pay<\/button>/);
  }));

test('the pay page shows a foreign-currency amount in its currency', () =>
  withSimulator({ basePath: BASE }, async (running) => {
    const { click2Pay } = await createOrder(running, {
      OrderAmount: undefined,
      CurrencyAmount: '1250.5',
      Currency: 'USD',
      IsConverted: 'true',
    });
    const page = await rawRequest('GET', click2Pay);
    assert.match(page.text, /<dd>USD 1,250.50<\/dd>/);
    assert.not.match(page.text, /PKR/);
  }));

test('the pay page carries callback_url into both forms', () =>
  withSimulator({ basePath: BASE }, async (running) => {
    const { click2Pay } = await createOrder(running);
    const page = await rawRequest('GET', `${click2Pay}&callback_url=${encodeURIComponent('https://charity.example/thanks?a=1&b=2')}`);
    const hidden = page.text.match(/name="callback_url" value="https:\/\/charity.example\/thanks\?a=1&amp;b=2"/g);
    assert.is(hidden?.length, 2);
  }));

for (const bid of ['MDk5MDAwMDAwMDAwMDA=', 'not base64!', '']) {
  test(`the pay page answers 404 for bid "${bid}"`, () =>
    withSimulator({ basePath: BASE }, async ({ baseUrl }) => {
      const page = await rawRequest('GET', `${baseUrl}/pyb-demo/?bid=${encodeURIComponent(bid)}`);
      assert.is(page.status, 404);
      assert.match(page.text, /<h1>Order not found<\/h1>/);
    }));
}

for (const [action, status, orderStatus] of [
  ['pay', 'Success', 'PAID'],
  ['cancel', 'Cancelled', 'BLOCKED'],
] as const) {
  test(`${action} marks the order ${orderStatus} and redirects (303) to the callback with status, ordId and msg`, () =>
    withSimulator({ basePath: BASE }, async (running) => {
      const { payProId, bid } = await createOrder(running);
      const answer = await postForm(`${running.baseUrl}/pyb-demo/${action}`, { bid, callback_url: 'https://charity.example/done' });
      assert.is(answer.status, 303);
      const location = new URL(String(answer.headers.location));
      assert.is(`${location.origin}${location.pathname}`, 'https://charity.example/done');
      assert.is(location.searchParams.get('status'), status);
      assert.is(location.searchParams.get('ordId'), payProId);
      assert.ok((location.searchParams.get('msg') ?? '').length > 0);
      assert.is(running.sim.orders.get(payProId)?.status, orderStatus);
    }));
}

test('the redirect keeps a query string the callback already has', () =>
  withSimulator({ basePath: BASE }, async (running) => {
    const { payProId, bid } = await createOrder(running);
    const answer = await postForm(`${running.baseUrl}/pyb-demo/pay`, {
      bid,
      callback_url: 'https://charity.example/r?org=jhr%20trust#top',
    });
    const location = String(answer.headers.location);
    assert.ok(location.startsWith('https://charity.example/r?org=jhr%20trust&status=Success&ordId='), location);
    assert.ok(location.endsWith('#top'), location);
    assert.is(new URL(location).searchParams.get('ordId'), payProId);
  }));

test("the answer switch's browserReturn: PayPro's parameters after '&', after a second '?', or in place of the query", () =>
  withSimulator({ basePath: BASE }, async (running) => {
    const callback = 'https://charity.example/r/thank-you/?order=k3x9az7m2p8w4rt6yhcq#top';
    const expected = {
      append: 'https://charity.example/r/thank-you/?order=k3x9az7m2p8w4rt6yhcq&status=Success&ordId=',
      'second-question-mark': 'https://charity.example/r/thank-you/?order=k3x9az7m2p8w4rt6yhcq?status=Success&ordId=',
      'replace-query': 'https://charity.example/r/thank-you/?status=Success&ordId=',
    } as const;
    for (const [browserReturn, start] of Object.entries(expected)) {
      const set = await rawRequest('POST', `${running.baseUrl}/__sim/answers`, { body: { browserReturn } });
      assert.is(set.status, 200, browserReturn);
      const { payProId, bid } = await createOrder(running, { OrderNumber: `R-${browserReturn}` });
      const answer = await postForm(`${running.baseUrl}/pyb-demo/pay`, { bid, callback_url: callback });
      const location = String(answer.headers.location);
      assert.is(location, `${start}${payProId}&msg=Payment+received#top`, browserReturn);
    }
  }));

test('without a callback, pay shows a result page', () =>
  withSimulator({ basePath: BASE }, async (running) => {
    const { bid } = await createOrder(running);
    const answer = await postForm(`${running.baseUrl}/pyb-demo/pay`, { bid });
    assert.is(answer.status, 200);
    assert.match(answer.text, /<h1>Payment received<\/h1>/);
    assert.match(answer.text, /<dd>PAID<\/dd>/);
  }));

test('a callback that is not http(s) is not followed', () =>
  withSimulator({ basePath: BASE }, async (running) => {
    const { bid } = await createOrder(running);
    const answer = await postForm(`${running.baseUrl}/pyb-demo/cancel`, { bid, callback_url: 'javascript:alert(1)' });
    assert.is(answer.status, 200);
    assert.is(answer.headers.location, undefined);
    assert.match(answer.text, /<h1>Payment cancelled<\/h1>/);
    assert.match(answer.text, /only http and https addresses are followed/);
  }));

test('a cancelled order cannot be paid afterwards (409, unchanged)', () =>
  withSimulator({ basePath: BASE }, async (running) => {
    const { bid, payProId, click2Pay } = await createOrder(running);
    await postForm(`${running.baseUrl}/pyb-demo/cancel`, { bid });
    const answer = await postForm(`${running.baseUrl}/pyb-demo/pay`, { bid, callback_url: 'https://charity.example/done' });
    assert.is(answer.status, 409);
    assert.is(running.sim.orders.get(payProId)?.status, 'BLOCKED');
    const page = await rawRequest('GET', click2Pay);
    assert.not.match(page.text, /<button/);
  }));

test('pay with an unknown bid answers 404', () =>
  withSimulator({ basePath: BASE }, async ({ baseUrl }) => {
    const answer = await postForm(`${baseUrl}/pyb-demo/pay`, { bid: 'MDk5MDAwMDAwMDAwMDA=' });
    assert.is(answer.status, 404);
  }));

test.run();
