/**
 * `forms serve` as a donor meets it, for the donation pages, zakat forms and campaign form: the page is
 * served, POST /api/orders creates the order at the built-in simulator, the checkout shows the amount
 * and currency, Pay returns the donor to the form's thank-you page; the simulator's record shows which
 * merchant was paid (the campaign form's Zakat and Donation go to different merchants); the proxy
 * refuses an amount under the minimum on the donation pages and takes it on the zakat forms (spec 5).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { RunningServer } from '../../cli/start-server.ts';
import { startFixtureServer } from '../helpers/fixture-server.ts';
import { DONOR_VALUES } from '../orgs/helpers/donor-forms.ts';

let server: RunningServer;
test.before(async () => {
  server = await startFixtureServer();
});
test.after(async () => {
  await server.close();
});

interface SimOrder {
  merchantId: string;
  orderNumber: string;
  amount: string;
  currency: string;
  status: string;
}

async function postOrder(route: string, values: Record<string, string>): Promise<Response> {
  return fetch(`${server.url}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ route, values }),
  });
}

/** The simulator's record of the order numbered `orderNumber`. */
async function simOrder(orderNumber: string): Promise<SimOrder> {
  const { orders } = (await (await fetch(`${server.url}/paypro-sim/__sim/orders`)).json()) as { orders: SimOrder[] };
  const order = orders.find((candidate) => candidate.orderNumber === orderNumber);
  if (!order) throw new Error(`the simulator has no order ${orderNumber}`);
  return order;
}

/** Presses Pay on the checkout page `html` and answers where the simulator sends the donor. */
async function pay(html: string): Promise<URL> {
  const form = /<form method="post" action="([^"]+\/pay)">(.*?)<\/form>/s.exec(html);
  if (!form) throw new Error('the checkout page has no Pay form');
  const fields = new URLSearchParams();
  for (const [, name, value] of form[2]!.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    fields.set(name!, value!.replaceAll('&amp;', '&').replaceAll('&quot;', '"'));
  }
  const answer = await fetch(`${server.url}${form[1]}`, { method: 'POST', body: fields, redirect: 'manual' });
  assert.is(answer.status, 303);
  return new URL(answer.headers.get('location')!);
}

/**
 * The whole flow for `route`: the page answers, the order is created, the checkout shows `shown` (e.g.
 * 'PKR 2,500.00'), Pay returns to the thank-you page. Resolves with the simulator's order.
 */
async function donate(route: string, values: Record<string, string>, shown: string): Promise<SimOrder> {
  const page = await fetch(`${server.url}${route}/`);
  assert.is(page.status, 200, route);
  assert.match(await page.text(), `value="${route}"`);
  const response = await postOrder(route, values);
  assert.is(response.status, 200, `${route}: ${JSON.stringify(await response.clone().json())}`);
  const { redirectUrl, orderNumber } = (await response.json()) as { redirectUrl: string; orderNumber: string };
  assert.is(new URL(redirectUrl).searchParams.get('callback_url'), `${server.url}${route}/thank-you/?order=${orderNumber}`);
  const checkout = await (await fetch(redirectUrl)).text();
  assert.match(checkout, shown);
  assert.match(checkout, orderNumber);
  const back = await pay(checkout);
  assert.is(`${back.origin}${back.pathname}`, `${server.url}${route}/thank-you/`);
  assert.is(back.searchParams.get('order'), orderNumber);
  assert.is(back.searchParams.get('status'), 'Success');
  const thankYou = await fetch(back);
  assert.is(thankYou.status, 200);
  const order = await simOrder(orderNumber);
  assert.is(order.status, 'PAID');
  return order;
}

test('Donation Pages Trust donation page: PKR to the donation merchant, then USD', async () => {
  const route = '/merchantform/donation-pages/Donation';
  assert.is((await donate(route, DONOR_VALUES, 'PKR 2,500.00')).merchantId, 'sim-donation-pages-donation');
  const usd = await donate(route, { ...DONOR_VALUES, currency: 'USD', amount: '25' }, 'USD 25.00');
  assert.equal([usd.amount, usd.currency], ['25', 'USD']);
});

test('Donation Pages Trust zakat page: PKR and AED, to the zakat merchant', async () => {
  const route = '/merchantform/donation-pages/Zakat';
  assert.is((await donate(route, { ...DONOR_VALUES, amount: '500' }, 'PKR 500.00')).merchantId, 'sim-donation-pages-zakat');
  assert.is((await donate(route, { ...DONOR_VALUES, currency: 'AED', amount: '3' }, 'AED 3.00')).merchantId, 'sim-donation-pages-zakat');
});

test('Campaign-and-zakat Zakat and Plain Zakat Foundation: PKR and USD', async () => {
  const campaignZakat = '/merchantform/campaign-and-zakat/Zakat';
  assert.is((await donate(campaignZakat, DONOR_VALUES, 'PKR 2,500.00')).merchantId, 'sim-campaign-and-zakat-zakat');
  assert.is(
    (await donate(campaignZakat, { ...DONOR_VALUES, currency: 'USD', amount: '50' }, 'USD 50.00')).merchantId,
    'sim-campaign-and-zakat-zakat',
  );
  const plainZakat = '/merchantform/zakat-plain';
  assert.is((await donate(plainZakat, DONOR_VALUES, 'PKR 2,500.00')).merchantId, 'sim-zakat-plain-donation');
  assert.is(
    (await donate(plainZakat, { ...DONOR_VALUES, currency: 'USD', amount: '5' }, 'USD 5.00')).merchantId,
    'sim-zakat-plain-donation',
  );
});

test('Campaign-and-zakat Donation: the donation type picks the merchant, Zakat -> zakat, Donation -> donation', async () => {
  const route = '/merchantform/campaign-and-zakat/Donation';
  const zakat = await donate(route, { ...DONOR_VALUES, donationType: 'Zakat', campaign: 'OrphanCare' }, 'PKR 2,500.00');
  assert.is(zakat.merchantId, 'sim-campaign-and-zakat-zakat');
  const donation = await donate(
    route,
    { ...DONOR_VALUES, currency: 'GBP', amount: '40', donationType: 'Donation', campaign: 'ClimateAction' },
    'GBP 40.00',
  );
  assert.is(donation.merchantId, 'sim-campaign-and-zakat-donation');
});

test('the donation pages refuse an amount under the minimum; the zakat forms take it (presence only)', async () => {
  const refused = await postOrder('/merchantform/donation-pages/Donation', { ...DONOR_VALUES, currency: 'USD', amount: '4.99' });
  assert.is(refused.status, 422);
  const { error } = (await refused.json()) as { error: { code: string; fields: Record<string, string> } };
  assert.equal([error.code, error.fields], ['invalid_fields', { amount: 'Amount must be at least $5 for USD.' }]);
  const taken = await postOrder('/merchantform/zakat-plain', { ...DONOR_VALUES, amount: '100' });
  assert.is(taken.status, 200);
});

test('the campaign form refuses a missing address and campaign with the spec messages', async () => {
  const response = await postOrder('/merchantform/campaign-and-zakat/Donation', { ...DONOR_VALUES, address: '', donationType: 'Zakat' });
  assert.is(response.status, 422);
  const { error } = (await response.json()) as { error: { fields: Record<string, string> } };
  assert.equal(error.fields, { address: 'Address is required.', campaign: 'Campaign is required.' });
});

test.run();
