/**
 * An Urdu donation is the same order as an English one: for one fixture route of each kind that creates
 * its order through `POST /api/orders`, the donor fills the English page and then the Urdu page
 * (`<route>/ur/`) with the same values (options chosen by their value, the org file's English key, while
 * the Urdu page shows them in Urdu), reaches the simulator's checkout from both, and the simulator
 * received the same order from both: amount, currency, customer, bill details, the org file's English
 * words and not their Urdu, differing only in the order's own number. The Urdu page posts to
 * `/api/orders?lang=ur`, the English one to `/api/orders`, each the same body. And a donor on an Urdu
 * keyboard types the amount and phone in Urdu digits: the live check takes them, and the order is sent
 * and reaches the checkout in ASCII digits.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { SimOrder } from '../../proxy/simulator/orders-store.ts';
import { browserRigFor } from './helpers/browser-rig.ts';
import { submitToCheckout } from './helpers/checkout.ts';
import { openForm, problemsBesidesWidget } from './helpers/open-form.ts';
import {
  addressWizard,
  associatesForm,
  campaignForm,
  courseRegistration,
  donationPage,
  fixedAmountForm,
  gridForm,
  zakatForm,
  type OrderForm,
} from './helpers/order-forms.ts';
import { simulatorOrders } from './helpers/sim-orders.ts';
import { fixtureOrgs } from '../helpers/fixture-orgs.ts';
import type { FormDef } from '../../orgs/types.ts';

const rig = browserRigFor(test);

let formDefs: FormDef[] = [];

test.before(async () => {
  formDefs = (await fixtureOrgs()).flatMap((org) => org.forms);
});

/** A POST the page sent to the proxy: its path and query, and its JSON body. */
interface Post {
  address: string;
  body: unknown;
}

/** Fields of the create-order body that are the order's own, not the donor's: its number. */
const OWN_FIELDS = ['OrderNumber'];

/**
 * Fills `kind`'s page at `path` (its route, or its route and `ur/`), submits it to the checkout, and
 * resolves to the checkout's text and the one order the simulator created meanwhile.
 */
async function orderFrom(kind: OrderForm, path: string): Promise<{ checkout: string; order: SimOrder; lang: string; posts: Post[] }> {
  const before = new Set((await simulatorOrders(rig.server.url)).map((order) => order.payProId));
  const { page, problems } = await openForm(rig.browser, `${rig.server.url}${path}`);
  const posts: Post[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'POST' && url.pathname.startsWith('/api/')) {
      posts.push({ address: `${url.pathname}${url.search}`, body: JSON.parse(request.postData() ?? 'null') });
    }
  });
  try {
    const lang = await page.evaluate(() => document.documentElement.lang);
    await kind.fill(page);
    const checkout = await submitToCheckout(page);
    const created = (await simulatorOrders(rig.server.url)).filter((order) => !before.has(order.payProId));
    assert.is(created.length, 1, `${path} created ${created.length} orders`);
    const form = formDefs.find((candidate) => candidate.route === kind.route)!;
    assert.equal(problemsBesidesWidget(problems, form), [], `${path}: console errors or failed requests`);
    return { checkout, order: created[0]!, lang, posts };
  } finally {
    await page.close();
  }
}

/** The order part of the create-order body the simulator received, less `OWN_FIELDS`. */
function donorsOrder(order: SimOrder): Record<string, unknown> {
  const [, body] = order.request as [unknown, Record<string, unknown>];
  return Object.fromEntries(Object.entries(body).filter(([key]) => !OWN_FIELDS.includes(key)));
}

const URDU_LETTERS = /[\u0600-\u06FF]/;

for (const kind of [gridForm, donationPage, zakatForm, campaignForm, fixedAmountForm, addressWizard, associatesForm, courseRegistration]) {
  test(`${kind.route}: the Urdu page's order reaches the checkout exactly as the English page's (${kind.checkout})`, async () => {
    const english = await orderFrom(kind, `${kind.route}/`);
    const urdu = await orderFrom(kind, `${kind.route}/ur/`);
    assert.equal([english.lang, urdu.lang], ['en', 'ur']);
    assert.equal(
      urdu.posts.map((post) => post.address),
      ['/api/orders?lang=ur'],
    );
    assert.equal(
      english.posts.map((post) => post.address),
      ['/api/orders'],
    );
    assert.equal(urdu.posts[0]!.body, english.posts[0]!.body, 'the same body from both pages');
    assert.match(english.checkout, kind.checkout);
    assert.match(urdu.checkout, kind.checkout);
    const golden = donorsOrder(english.order);
    assert.equal(donorsOrder(urdu.order), golden);
    assert.equal(
      { amount: urdu.order.amount, currency: urdu.order.currency, customerName: urdu.order.customerName, email: urdu.order.customerEmail },
      {
        amount: english.order.amount,
        currency: english.order.currency,
        customerName: english.order.customerName,
        email: english.order.customerEmail,
      },
    );
    assert.not.match(JSON.stringify(urdu.order.request), URDU_LETTERS, 'the order carries Urdu words');
  });
}

test('/merchantform/zakat-plain/ur/: an amount and phone typed in Urdu digits (۲۵۰۰) pass the live check and are ordered in ASCII', async () => {
  const route = zakatForm.route;
  const { page, problems } = await openForm(rig.browser, `${rig.server.url}${route}/ur/`);
  const posts: Post[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/orders') {
      posts.push({ address: request.url(), body: JSON.parse(request.postData() ?? 'null') });
    }
  });
  try {
    await page.type('input[name="name"]', 'عائشہ خان');
    await page.type('input[name="email"]', 'ayesha-urdu-digits@example.org');
    await page.type('input[name="phoneNumber"]', '۰۳۰۰۱۲۳۴۵۶۷');
    await page.type('input[name="amount"]', '۲۵۰۰');
    assert.is(
      await page.$eval('input[name="amount"]', (input) => (input as HTMLInputElement).value),
      '۲۵۰۰',
      'the box shows what was typed',
    );
    await page.keyboard.press('Tab');
    const messages = await page.$$eval('.field-error', (errors) => errors.map((error) => error.textContent).filter(Boolean));
    assert.equal(messages, [], 'no field refuses the Urdu digits');
    const checkout = await submitToCheckout(page);
    assert.match(checkout, 'PKR 2,500.00');
    assert.is(posts.length, 1);
    const { values } = posts[0]!.body as { values: Record<string, string> };
    assert.equal([values.amount, values.phoneNumber], ['2500', '03001234567']);
    const form = formDefs.find((candidate) => candidate.route === route)!;
    assert.equal(problemsBesidesWidget(problems, form), []);
  } finally {
    await page.close();
  }
  const order = (await simulatorOrders(rig.server.url)).find((one) => one.customerEmail === 'ayesha-urdu-digits@example.org');
  assert.ok(order, 'the simulator received the order');
  assert.equal([order.amount, order.currency], ['2500', 'PKR']);
});

test.run();
