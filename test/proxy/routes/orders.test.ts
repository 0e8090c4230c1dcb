import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Org } from '../../../orgs/types.ts';
import { PayProError } from '../../../proxy/paypro/index.ts';
import { accepted, fakePayPro, SANDBOX_LINK } from '../helpers/fake-paypro.ts';
import { GRID_VALUES, startProxy } from '../helpers/proxy-app.ts';
import { formAt, gridFormAt, testOrgs } from '../helpers/test-orgs.ts';
import { english } from '../../helpers/translators.ts';

const ROUTE = '/merchantform/grid-three-currencies';

test('200: the order goes to PayPro with the account credentials; answers the link and order number', async () => {
  const paypro = fakePayPro(accepted('order-1'));
  const proxy = await startProxy(paypro);
  try {
    const response = await proxy.post({ route: ROUTE, values: GRID_VALUES });
    assert.is(response.status, 200);
    const thankYou = `${proxy.origin}${ROUTE}/thank-you/?order=order-1`;
    assert.equal(await response.json(), {
      redirectUrl: `${SANDBOX_LINK}&callback_url=${encodeURIComponent(thankYou)}`,
      orderNumber: 'order-1',
    });
    assert.is(paypro.calls.length, 1);
    const [{ creds, order }] = paypro.calls as [(typeof paypro.calls)[number]];
    assert.equal(creds, {
      clientId: 'grid-three-currencies-client',
      clientSecret: 'grid-three-currencies-secret',
      merchantId: 'Three_Currencies',
    });
    assert.equal(order[0], { MerchantId: 'Three_Currencies' });
    assert.equal(
      [order[1].OrderNumber, order[1].OrderAmount, order[1].CustomerMobile, order[1].IssueDate],
      ['order-1', '2500', '03001234567', '11/03/2025'],
    );
  } finally {
    await proxy.close();
  }
});

test("the ledger keeps the language of the page an order came from, for its receipt: 'ur' from an Urdu page, else 'en'", async () => {
  const proxy = await startProxy(fakePayPro(accepted('order-1'), accepted('order-2')));
  try {
    assert.is((await proxy.post({ route: ROUTE, values: GRID_VALUES }, { path: '/api/orders?lang=ur' })).status, 200);
    assert.is((await proxy.post({ route: ROUTE, values: GRID_VALUES })).status, 200);
    assert.equal(
      (await proxy.database.ledger.list()).map((order) => [order.order_number, order.language]),
      [
        ['order-1', 'ur'],
        ['order-2', 'en'],
      ],
    );
  } finally {
    await proxy.close();
  }
});

test("200: the thank-you callback follows the page's Origin only when the org allows it", async () => {
  const orgs = await testOrgs();
  const threeCurrencies = formAt(orgs, ROUTE).org;
  const allowing: Org[] = [{ ...threeCurrencies, allowedOrigins: ['https://pages.example.org'] }];
  const proxy = await startProxy(fakePayPro(accepted('order-1'), accepted('order-2')), allowing);
  const callbackFrom = async (origin: string) => {
    const response = await proxy.post({ route: ROUTE, values: GRID_VALUES }, { headers: { origin } });
    const { redirectUrl } = (await response.json()) as { redirectUrl: string };
    return new URL(redirectUrl).searchParams.get('callback_url');
  };
  try {
    assert.is(await callbackFrom('https://pages.example.org'), `https://pages.example.org${ROUTE}/thank-you/?order=order-1`);
    // A bot's own site must not become where the donor lands after paying.
    assert.is(await callbackFrom('https://phish.example'), `${proxy.origin}${ROUTE}/thank-you/?order=order-2`);
  } finally {
    await proxy.close();
  }
});

test("200: an org's siteUrl wins over the Origin; an absolute callback is used as given", async () => {
  const orgs = await testOrgs();
  const paymentType = formAt(orgs, '/grid-payment-type').org;
  const fiveCurrencies = formAt(orgs, '/merchantform/grid-five-currencies');
  const variants: Org[] = [
    { ...paymentType, siteUrl: 'https://grid-payment-type.example.org/pay/' },
    { ...fiveCurrencies.org, forms: [{ ...gridFormAt(orgs, fiveCurrencies.form.route), callback: 'https://example.org/paid' }] },
  ];
  const paypro = fakePayPro(accepted('order-1'), accepted('order-2'));
  const proxy = await startProxy(paypro, variants);
  const callbackOf = async (route: string, values: Record<string, string>) => {
    const response = await proxy.post({ route, values }, { headers: { origin: 'https://pages.example.org' } });
    const { redirectUrl } = (await response.json()) as { redirectUrl: string };
    return new URL(redirectUrl).searchParams.get('callback_url');
  };
  try {
    const values = { name: 'Sana', email: 'sana@example.pk', amount: '100', currency: 'PKR' };
    assert.is(
      await callbackOf('/grid-payment-type', { ...values, paymentType: 'Donation' }),
      'https://grid-payment-type.example.org/pay/grid-payment-type/thank-you/?order=order-1',
    );
    assert.is(await callbackOf(fiveCurrencies.form.route, { ...values, donationType: 'Zakat' }), 'https://example.org/paid?order=order-2');
    assert.equal(
      paypro.calls.map((call) => call.creds.merchantId),
      ['Payment_Type_PKR', 'Five_Currencies'],
    );
  } finally {
    await proxy.close();
  }
});

test("422: each failing field gets the spec's message and PayPro is never called", async () => {
  const paypro = fakePayPro();
  const proxy = await startProxy(paypro);
  try {
    const response = await proxy.post({
      route: ROUTE,
      values: { ...GRID_VALUES, name: '  ', email: 'not-an-email', amount: '', currency: '', donationType: '' },
    });
    assert.is(response.status, 422);
    assert.equal(await response.json(), {
      error: {
        code: 'invalid_fields',
        message: 'Some fields need attention.',
        fields: {
          name: 'Name is required.',
          email: 'Email address is invalid.',
          amount: 'Amount is required.',
          currency: 'Currency is required.',
          donationType: 'Donation type is required.',
        },
      },
    });

    const partial = { name: 'Sana', email: 'sana@example.pk', amount: '5', currency: 'PKR' };
    const fieldsOf = async (route: string, values: Record<string, string>) => {
      const response = await proxy.post({ route, values });
      assert.is(response.status, 422, route);
      return ((await response.json()) as { error: { fields: Record<string, string> } }).error.fields;
    };
    assert.equal(await fieldsOf('/grid-payment-type', partial), { paymentType: 'Payment type is required.' });
    assert.equal(await fieldsOf('/merchantform/grid-phone-required', { ...partial, donationType: 'StudentTuitionFee' }), {
      phoneNumber: 'WhatsApp Number is required.',
    });
    assert.is(paypro.calls.length, 0);
  } finally {
    await proxy.close();
  }
});

test('404: a route no org publishes is unknown_form, whose message does not repeat it', async () => {
  const paypro = fakePayPro();
  const proxy = await startProxy(paypro);
  try {
    const response = await proxy.post({ route: '/merchantform/nobody', values: GRID_VALUES });
    assert.is(response.status, 404);
    const { error } = (await response.json()) as { error: { code: string; message: string } };
    assert.is(error.code, 'unknown_form');
    assert.is(error.message, english.t('api.unknownForm'));
    assert.not.match(error.message, '/merchantform/nobody');
    assert.is(paypro.calls.length, 0);
  } finally {
    await proxy.close();
  }
});

test('400: a body without route and values is invalid_request', async () => {
  const proxy = await startProxy(fakePayPro());
  try {
    for (const body of [{ values: GRID_VALUES }, { route: ROUTE }, { route: ROUTE, values: ['x'] }, [ROUTE]]) {
      const response = await proxy.post(body);
      assert.is(response.status, 400, JSON.stringify(body));
      assert.is(((await response.json()) as { error: { code: string } }).error.code, 'invalid_request');
    }
  } finally {
    await proxy.close();
  }
});

test("502: a status other than '00' passes the gateway's Description and status on", async () => {
  const proxy = await startProxy(fakePayPro({ ok: false, status: '03', description: 'Invalid json object!' }));
  try {
    const response = await proxy.post({ route: ROUTE, values: GRID_VALUES });
    assert.is(response.status, 502);
    assert.equal(await response.json(), {
      error: { code: 'gateway_rejected', message: 'Invalid json object!', status: '03' },
    });
  } finally {
    await proxy.close();
  }
});

test('503: an unreachable gateway asks the donor to try again later, with no order number', async () => {
  const down = new PayProError('gateway_unreachable', 'connect ECONNREFUSED 10.0.0.1:443');
  const proxy = await startProxy(fakePayPro(down));
  try {
    const response = await proxy.post({ route: ROUTE, values: GRID_VALUES });
    assert.is(response.status, 503);
    const { error } = (await response.json()) as { error: Record<string, string> };
    assert.is(error.code, 'gateway_unavailable');
    assert.match(error.message!, 'try again in a few minutes');
    assert.not.ok('orderNumber' in error);
    assert.not.ok(JSON.stringify(error).includes('ECONNREFUSED'), 'the cause stays in the log');
    assert.ok(proxy.logs.some((line) => line.level === 40 && line.orderNumber === 'order-1'));
  } finally {
    await proxy.close();
  }
});

test('504: a timed-out create-order says the outcome is unknown and not to pay twice; logs the order', async () => {
  const slow = new PayProError('gateway_timeout', 'create-order took over 15000 ms', { orderMayExist: true });
  const proxy = await startProxy(fakePayPro(slow));
  try {
    const response = await proxy.post({ route: ROUTE, values: GRID_VALUES });
    assert.is(response.status, 504);
    const { error } = (await response.json()) as { error: Record<string, string> };
    assert.is(error.code, 'gateway_unavailable');
    assert.is(error.orderNumber, 'order-1');
    assert.match(error.message!, 'do not pay twice');
    assert.match(error.message!, 'order-1');
    const warning = proxy.logs.find((line) => line.level === 40 && line.orderNumber === 'order-1');
    assert.equal([warning?.code, warning?.orderMayExist], ['gateway_timeout', true]);
  } finally {
    await proxy.close();
  }
});

test('503: an unexpected create-order failure is outcome unknown, kept for retries, logged with its stack', async () => {
  const paypro = fakePayPro(new TypeError('cannot read properties of undefined (reading "Status")'), accepted('order-2'));
  const proxy = await startProxy(paypro);
  try {
    const headers = { 'idempotency-key': 'unexpected-failure-1' };
    const response = await proxy.post({ route: ROUTE, values: GRID_VALUES }, { headers });
    assert.is(response.status, 503);
    const text = await response.text();
    const { error } = JSON.parse(text) as { error: Record<string, unknown> };
    assert.equal([error.code, error.orderNumber, error.orderMayExist], ['gateway_unavailable', 'order-1', true]);
    assert.is(error.message, english.t('api.gatewayOutcomeUnknown', { orderNumber: 'order-1' }));
    assert.not.ok(/TypeError|Status|at /.test(text), text);
    const logged = proxy.logs.find((line) => line.level === 50 && line.orderNumber === 'order-1');
    assert.match(String((logged?.err as { stack?: unknown } | undefined)?.stack), 'TypeError');
    const recorded = (await proxy.database.ledger.list()).map((order) => [order.order_number, order.state, order.gateway_description]);
    assert.equal(recorded, [['order-1', 'unknown', 'unexpected_error']]);

    // The donor's retry gets the same answer and makes no second order.
    const retry = await proxy.post({ route: ROUTE, values: GRID_VALUES }, { headers });
    assert.equal([retry.status, retry.headers.get('idempotent-replayed')], [503, 'true']);
    assert.is(paypro.calls.length, 1);
  } finally {
    await proxy.close();
  }
});

test("'creating order' is logged at info before create-order is called, with what to follow up", async () => {
  let logsAtCall: Record<string, unknown>[] = [];
  const paypro = fakePayPro(accepted('order-1'));
  const createOrder = paypro.createOrder.bind(paypro);
  paypro.createOrder = (creds, order) => {
    logsAtCall = [...proxy.logs];
    return createOrder(creds, order);
  };
  const proxy = await startProxy(paypro);
  try {
    assert.is((await proxy.post({ route: ROUTE, values: GRID_VALUES })).status, 200);
    const line = logsAtCall.find((entry) => entry.msg === 'creating order');
    assert.equal(
      [line?.level, line?.orderNumber, line?.org, line?.route, line?.account],
      [30, 'order-1', 'grid-three-currencies', ROUTE, 'donation'],
    );
  } finally {
    await proxy.close();
  }
});

test("'order created' names where the donor's link came from: Click2Pay or its fallback", async () => {
  const fallback = accepted('order-2');
  const paypro = fakePayPro(accepted('order-1'), fallback.ok ? { ...fallback, payLinkSource: 'PayProId' } : fallback);
  const proxy = await startProxy(paypro);
  try {
    for (let n = 0; n < 2; n += 1) assert.is((await proxy.post({ route: ROUTE, values: GRID_VALUES })).status, 200);
    const created = proxy.logs.filter((entry) => entry.msg === 'order created');
    assert.equal(
      created.map((entry) => [entry.orderNumber, entry.payLink]),
      [
        ['order-1', 'Click2Pay'],
        ['order-2', 'PayProId'],
      ],
    );
  } finally {
    await proxy.close();
  }
});

test.run();
