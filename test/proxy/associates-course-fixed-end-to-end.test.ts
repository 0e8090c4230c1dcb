/**
 * `forms serve` with the associates, course registration and fixed-amount org files, against the
 * built-in simulator: for each order-creating route, the page is served, POST /api/orders creates the
 * order, the simulator's pay page shows the amount and currency, Pay returns the payer to the route's
 * thank-you page. Amounts are the org file's: a request that sends one is refused; invalid values get
 * the spec's messages and create nothing.
 */
import { rm } from 'node:fs/promises';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startServer, type RunningServer } from '../../cli/start-server.ts';
import { ASSOCIATE_VALUES } from '../orgs/helpers/associates-values.ts';
import { REGISTRATION_VALUES } from '../orgs/helpers/course-values.ts';
import { copyOrgFiles } from '../orgs/helpers/org-subset.ts';
import { fixtureOrgsDir } from '../helpers/fixture-orgs.ts';
import { pressPay } from './helpers/pay-form.ts';

let server: RunningServer;
let orgsDir = '';

test.before(async () => {
  orgsDir = await copyOrgFiles(['associates', 'course-registration', 'fixed-amount'], fixtureOrgsDir);
  server = await startServer({ port: 0, host: '127.0.0.1', simulator: 'unless-configured', env: { LOG_LEVEL: 'silent' }, orgsDir });
});

test.after(async () => {
  await server.close();
  await rm(orgsDir, { recursive: true, force: true });
});

async function postOrder(route: string, values: Record<string, string>): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${server.url}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ route, values }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const NOT_A_FIELD = 'This field is not part of the form.';

/** How many orders the simulator holds. */
async function simOrderCount(): Promise<number> {
  const { orders } = (await (await fetch(`${server.url}/paypro-sim/__sim/orders`)).json()) as { orders: unknown[] };
  return orders.length;
}

/** Creates the order, checks the pay page shows `amountText` and the order number, pays, and follows the return. */
async function payThrough(route: string, values: Record<string, string>, amountText: string): Promise<void> {
  const page = await fetch(`${server.url}${route}/`);
  assert.is(page.status, 200, `${route} is served`);
  const created = await postOrder(route, values);
  assert.is(created.status, 200, JSON.stringify(created.body));
  const payPage = await (await fetch(String(created.body.redirectUrl))).text();
  assert.match(payPage, amountText);
  assert.match(payPage, String(created.body.orderNumber));
  const back = await pressPay(payPage, server.url);
  assert.is(`${back.origin}${back.pathname}`, `${server.url}${route}/thank-you/`);
  assert.is(back.searchParams.get('order'), String(created.body.orderNumber));
  assert.is(back.searchParams.get('status'), 'Success');
  const thanks = await fetch(back);
  assert.is(thanks.status, 200);
  assert.match(await thanks.text(), 'payment-result');
}

const associate = ASSOCIATE_VALUES;

test('/merchantform/associates: PKR with a Pakistani mobile, then GBP with a UK number', async () => {
  await payThrough('/merchantform/associates', associate, 'PKR 2,500.00');
  await payThrough(
    '/merchantform/associates',
    { ...associate, phoneNumber: '+447911123456', currency: 'GBP', amount: '150', country: 'UK' },
    'GBP 150.00',
  );
});

test('/merchantform/associates: invalid values are 422 with the submit messages', async () => {
  const { status, body } = await postOrder('/merchantform/associates', {
    ...associate,
    name: '',
    phoneNumber: '',
    nationalIdentityNumber: '123',
    country: '',
  });
  assert.is(status, 422);
  assert.equal((body.error as Record<string, unknown>).fields, {
    name: 'Name is required.',
    nationalIdentityNumber: 'CNIC/NICOP must be exactly 13 digits.',
    phoneNumber: 'Mobile Number is required.',
    country: 'Country is required.',
  });
});

const registration = REGISTRATION_VALUES;

test('/course-registration: the fee of PKR 17,000; a request carrying an amount is refused and creates nothing', async () => {
  await payThrough('/course-registration', registration, 'PKR 17,000.00');
  const before = await simOrderCount();
  const { status, body } = await postOrder('/course-registration', { ...registration, amount: '1', currency: 'USD' });
  assert.is(status, 422);
  assert.equal((body.error as Record<string, unknown>).fields, { amount: NOT_A_FIELD, currency: NOT_A_FIELD });
  assert.is(await simOrderCount(), before);
});

test('/course-registration: a missing gender and phone are 422 with their own messages', async () => {
  const { status, body } = await postOrder('/course-registration', { ...registration, gender: '', phoneNumber: '' });
  assert.is(status, 422);
  assert.equal((body.error as Record<string, unknown>).fields, { gender: 'Gender is required.', phoneNumber: 'Phone number is required.' });
});

test('/fixed-amount-dollar and /fixed-amount-pkr: USD 20 and PKR 4,500; a tampered amount is refused and creates nothing', async () => {
  const payer = { name: 'Omar Farooq', email: 'omar@example.org' };
  await payThrough('/fixed-amount-dollar', payer, 'USD 20.00');
  await payThrough('/fixed-amount-pkr', payer, 'PKR 4,500.00');
  const before = await simOrderCount();
  const dollar = await postOrder('/fixed-amount-dollar', { ...payer, amount: '0.01', currency: 'PKR' });
  assert.equal(
    [dollar.status, (dollar.body.error as Record<string, unknown>).fields],
    [422, { amount: NOT_A_FIELD, currency: NOT_A_FIELD }],
  );
  const pkr = await postOrder('/fixed-amount-pkr', { ...payer, amount: '1' });
  assert.equal([pkr.status, (pkr.body.error as Record<string, unknown>).fields], [422, { amount: NOT_A_FIELD }]);
  assert.is(await simOrderCount(), before);
});

test('/fixed-amount-pkr: only name and email are checked', async () => {
  const { status, body } = await postOrder('/fixed-amount-pkr', { email: 'omar@' });
  assert.is(status, 422);
  assert.equal((body.error as Record<string, unknown>).fields, { name: 'Name is required.', email: 'Email address is invalid.' });
});

test.run();
