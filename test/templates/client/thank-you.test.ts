/**
 * The thank-you page in jsdom. The shell runs against the page's document with a fake fetch and a fake
 * clock (no real timers); the bundled entry runs once as the browser would, with the window's fetch
 * stubbed. The address PayPro builds is never believed: a forged `status=Success&msg=…` shows "not
 * found" or "still confirming", never a payment and never the msg; only the proxy's answer counts. The
 * page asks about an order as its own form's (`?route=`), so another charity's paid order is not found.
 * When PayPro's return lost our `order`, the page asks by PayPro's `ordId` (the PayProId) when it is
 * digits, and never uses or shows an `ordId` that is not.
 */
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Language } from '../../../orgs/i18n/languages.ts';
import { loadOrgs } from '../../../orgs/load-orgs.ts';
import { orderStatusAddress, payProIdStatusAddress } from '../../../orgs/api-contract.ts';
import type { FormDef, Org } from '../../../orgs/types.ts';
import type { PollDeps, StatusFetch } from '../../../templates/thank-you-poll.ts';
import { startThankYou } from '../../../templates/thank-you-shell.ts';
import { devBundle } from '../helpers/dev-bundle.ts';
import { closeOpenPages, openPage, settle, waitFor, type PageWindow } from '../helpers/page-window.ts';
import { thankYouPage } from '../helpers/render-page.ts';
import { fixtureOrgsDir } from '../../helpers/fixture-orgs.ts';

const script = fileURLToPath(new URL('../../../templates/client/thank-you.ts', import.meta.url));
const orgs = new Map<string, Org>();

test.before(async () => {
  for (const { org } of await loadOrgs(fixtureOrgsDir)) orgs.set(org.id, org);
});
// A test that fails before closing its page still closes it here (an open page's timers would keep the run alive).
test.after.each(closeOpenPages);

const formOf = (orgId: string): { org: Org; form: FormDef } => {
  const org = orgs.get(orgId)!;
  return { org, form: org.forms[0]! };
};

/** What the page shows: its body less the data block, whose messages hold every phase's words. */
const shownText = (document: Document) => document.getElementById('root')?.textContent ?? '';

const EVIL = '<img src=x onerror=alert(1)>Your payment went through, we promise';
const FORGED = `?status=Success&ordId=01102205600001&msg=${encodeURIComponent(EVIL)}`;
const PAID = { state: 'paid', amount: '2500', currency: 'PKR', paidAt: '2025-05-12T09:03:00.000Z', reference: '01102205600001' };
const CREATED = { ...PAID, state: 'created', paidAt: null };

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

interface Run {
  page: PageWindow;
  phase: string | undefined;
  urls: string[];
  /** The region's text after each change, in order. */
  seen: string[];
}

/**
 * Opens the thank-you page of `orgId`'s first form at `query`, in `language` (default English), and
 * runs the shell with `answer(n, url)` as the n-th answer, to the question at `url` (a Response, or an
 * Error for a network failure), and a clock moved only by sleeping.
 */
async function runPage(
  orgId: string,
  query: string,
  answer: (n: number, url: string) => Response | Error,
  language?: Language,
): Promise<Run> {
  const { org, form } = formOf(orgId);
  const { html, url } = thankYouPage(org, form, query, language);
  const page = openPage(html, url);
  const urls: string[] = [];
  const fetch: StatusFetch = async (requested) => {
    const reply = answer(urls.length, requested);
    urls.push(requested);
    if (reply instanceof Error) throw reply;
    return reply;
  };
  let now = 0;
  const deps: PollDeps = {
    fetch,
    now: () => now,
    sleep: async (ms) => {
      now += ms;
    },
  };
  const seen: string[] = [];
  const region = page.document.getElementById('payment-result')!;
  const observer = new page.window.MutationObserver(() => seen.push(region.textContent ?? ''));
  observer.observe(region, { childList: true, subtree: true, characterData: true });
  const phase = await startThankYou(page.document, page.window.location, deps);
  await settle(); // the observer's last records arrive after the shell's promise
  observer.disconnect();
  return { page, phase, urls, seen };
}

const regionOf = (page: PageWindow) => page.document.getElementById('payment-result')!;
const textOf = (page: PageWindow) => regionOf(page).textContent ?? '';
const lookupHidden = (page: PageWindow) => page.document.getElementById('order-lookup')!.hidden;

function assertNoForgery(run: Run): void {
  for (const text of [...run.seen, textOf(run.page), shownText(run.page.document)]) {
    assert.not.match(text, /went through|is confirmed/);
    assert.not.match(text, 'we promise');
  }
  assert.not.ok(run.page.document.querySelector('img[src="x"]'));
}

test('the forged address of the problem, with no order and an ordId the proxy does not hold, shows "not found"', async () => {
  const run = await runPage('grid-three-currencies', FORGED, () => json({ error: { code: 'unknown_order', message: 'x' } }, 404));
  assert.is(run.phase, 'not-found');
  assert.equal(run.urls, [payProIdStatusAddress('/api', '01102205600001', formOf('grid-three-currencies').form.route)]);
  assert.match(textOf(run.page), 'We could not find this order.');
  assert.is(regionOf(run.page).getAttribute('data-phase'), 'not-found');
  assertNoForgery(run);
  run.page.close();
});

test("an address with neither our order nor a PayProId in ordId asks nothing, shows nothing of it, keeps the page's words and the lookup form", async () => {
  for (const ordId of ['', 'JHR-1', '12a', '-1', '1%2E5', '%EF%BC%91', encodeURIComponent('<b>0110</b>'), '9'.repeat(33)]) {
    const run = await runPage('grid-three-currencies', `?status=Success&ordId=${ordId}&msg=${encodeURIComponent(EVIL)}`, () => json(PAID));
    assert.is(run.phase, 'not-found', ordId);
    assert.equal(run.urls, [], `${ordId}: no question`);
    const shown = shownText(run.page.document);
    if (ordId) assert.not.match(shown, decodeURIComponent(ordId), ordId);
    assert.not.ok(run.page.document.querySelector('b'), ordId);
    assertNoForgery(run);
    assert.not.ok(lookupHidden(run.page), 'the lookup form stays for a donor who has the number');
    // Rewritten, the region would push the lookup form below it down.
    assert.equal(run.seen, [], `${ordId}: the region is not rewritten`);
    assert.match(textOf(run.page), 'PayPro emails a receipt once the payment is through.');
    assert.match(textOf(run.page), 'If no receipt arrives, contact Three Currencies Trust.');
    run.page.close();
  }
});

test("PayPro's return without our order: asked by its ordId as this form's order, the proxy's truth is shown", async () => {
  const route = formOf('grid-three-currencies').form.route;
  const paid = await runPage('grid-three-currencies', `?status=Failed&ordId=01102205600001&msg=${encodeURIComponent(EVIL)}`, () =>
    json(PAID),
  );
  assert.is(paid.phase, 'confirmed');
  assert.equal(paid.urls, [`/api/orders/by-paypro-id/01102205600001/status?route=${route}`]);
  const text = textOf(paid.page);
  assert.match(text, 'Your donation of PKR 2,500 is confirmed.');
  assert.match(text, 'PayPro reference: 01102205600001');
  assert.not.match(text, 'Order number', 'the page knows no OrderNumber, and invents none');
  assert.ok(lookupHidden(paid.page));
  assert.not.match(shownText(paid.page.document), /went through|we promise/);
  assert.not.ok(paid.page.document.querySelector('img[src="x"]'));
  paid.page.close();
  const unpaid = await runPage('grid-three-currencies', `?status=Success&ordId=01102205600001&msg=${encodeURIComponent(EVIL)}`, () =>
    json(CREATED),
  );
  assert.is(unpaid.phase, 'unconfirmed', 'a forged Success on an unpaid order is still not confirmed');
  assertNoForgery(unpaid);
  unpaid.page.close();
});

test('a forged Success on a real but unpaid order keeps confirming, then ends unconfirmed with the contact', async () => {
  const run = await runPage('grid-three-currencies', `?order=JHR-1&${FORGED.slice(1)}`, () => json(CREATED));
  assert.is(run.phase, 'unconfirmed');
  assert.ok(run.urls.length >= 10, `${run.urls.length} questions in 3 minutes`);
  assert.equal(run.seen.length, 3, 'checking, confirming, unconfirmed: one announcement each');
  assert.match(run.seen[1]!, 'PayPro has not confirmed your donation yet.');
  const text = textOf(run.page);
  assert.match(text, 'Your donation is not confirmed yet.');
  assert.match(text, 'PayPro emails a receipt once the payment is through.');
  assert.match(text, 'If no receipt arrives, contact Three Currencies Trust and give them the order number JHR-1.');
  assertNoForgery(run);
  run.page.close();
});

test("PayPro's second '?': the order is read up to it; paid shows the amount, the date and the reference", async () => {
  const run = await runPage('grid-three-currencies', `?order=JHR-1?status=Failed&ordId=999&msg=${encodeURIComponent(EVIL)}`, () =>
    json(PAID),
  );
  assert.is(run.phase, 'confirmed');
  assert.equal(run.urls, ['/api/orders/JHR-1/status?route=/merchantform/grid-three-currencies']);
  const text = textOf(run.page);
  assert.match(text, 'Your donation of PKR 2,500 is confirmed.');
  assert.match(text, 'Thank you for supporting Three Currencies Trust.');
  assert.match(text, /Paid on 12 May 2025 at \d\d:\d\d \S+\./);
  assert.match(text, 'PayPro reference: 01102205600001');
  assert.not.match(text, '999');
  assert.not.match(text, 'we promise');
  assert.ok(regionOf(run.page).classList.contains('result--confirmed'));
  assert.ok(lookupHidden(run.page), 'the lookup form is hidden once the address names an order');
  assert.equal(run.page.problems, []);
  run.page.close();
});

test('a paid order with a receipt mail says where it was sent, masked, in English and Urdu; without one, nothing of a receipt mail', async () => {
  const receipt = { to: 'a•••@t•••.com', sent: true };
  const english = await runPage('grid-three-currencies', '?order=JHR-1', () => json({ ...PAID, receipt }));
  assert.match(textOf(english.page), 'Your receipt was sent to a•••@t•••.com.');
  english.page.close();
  const queued = await runPage('grid-three-currencies', '?order=JHR-1', () => json({ ...PAID, receipt: { ...receipt, sent: false } }));
  assert.match(textOf(queued.page), 'Your receipt will be emailed to a•••@t•••.com.');
  queued.page.close();
  const urdu = await runPage('grid-three-currencies', '?order=JHR-1', () => json({ ...PAID, receipt }), 'ur');
  assert.match(textOf(urdu.page), 'آپ کی رسید \u2066a•••@t•••.com\u2069 پر بھیج دی گئی ہے۔');
  urdu.page.close();
  const bare = await runPage('grid-three-currencies', '?order=JHR-1', () => json(PAID));
  assert.not.match(textOf(bare.page), 'Your receipt');
  bare.page.close();
});

test('the order number is shown in groups a line breaks between, and copies as the number itself, in English and Urdu', async () => {
  const orderNumber = 'k3x9az7m2p8w4rt6yhcq';
  for (const language of ['en', 'ur'] as const) {
    const run = await runPage('grid-three-currencies', `?order=${orderNumber}`, () => json(PAID), language);
    const shown = [...regionOf(run.page).querySelectorAll('.order-number')];
    assert.is(shown.length, 1, `${language}: the confirmed receipt names the order once`);
    const number = shown[0]!;
    assert.is(number.textContent, orderNumber, `${language}: what is copied is the number, nothing between its groups`);
    assert.is(number.getAttribute('dir'), 'ltr');
    assert.equal(
      [...number.childNodes].map((node) => (node.nodeName === 'WBR' ? '|' : node.textContent)),
      ['k3x9', '|', 'az7m', '|', '2p8w', '|', '4rt6', '|', 'yhcq'],
      `${language}: a line may break between groups only`,
    );
    assert.match(number.parentElement?.textContent ?? '', language === 'en' ? `Order number: ${orderNumber}` : orderNumber);
    run.page.close();
  }
});

test('the result region is a polite live region', async () => {
  const run = await runPage('grid-three-currencies', '?order=JHR-1', () => json(PAID));
  assert.is(regionOf(run.page).getAttribute('role'), 'status');
  assert.is(regionOf(run.page).getAttribute('aria-live'), 'polite');
  run.page.close();
});

test('blocked says not paid, with a link back to the form to try again; never the forged msg', async () => {
  const run = await runPage('grid-three-currencies', `?order=JHR-2&${FORGED.slice(1)}`, () => json({ ...CREATED, state: 'blocked' }));
  assert.is(run.phase, 'not-paid');
  const text = textOf(run.page);
  assert.match(text, 'Your donation was not paid.');
  assert.match(text, "The payment was cancelled or blocked at PayPro's checkout.");
  const link = regionOf(run.page).querySelector('a')!;
  assert.is(link.textContent, 'Go back to the form to try again');
  assert.is(new URL(link.href).pathname, `${formOf('grid-three-currencies').form.route}/`);
  assertNoForgery(run);
  run.page.close();
});

test('rejected and expired say why it was not paid', async () => {
  for (const [state, reason] of [
    ['rejected', 'PayPro did not accept the order.'],
    ['expired', 'The order expired before it was paid.'],
  ]) {
    const run = await runPage('grid-three-currencies', '?order=JHR-3', () => json({ ...CREATED, state }));
    assert.match(textOf(run.page), reason!);
    run.page.close();
  }
});

test('an order the proxy does not hold (404) is "not found", never paid', async () => {
  const run = await runPage('grid-three-currencies', `?order=NOPE-1&${FORGED.slice(1)}`, () =>
    json({ error: { code: 'unknown_order', message: 'x' } }, 404),
  );
  assert.is(run.phase, 'not-found');
  assert.equal(run.urls.length, 1);
  assertNoForgery(run);
  run.page.close();
});

/**
 * A proxy holding one paid order, made on the form at `route`: as the real one, it tells the order only
 * to a question naming that route, and answers any other as an unknown order.
 */
const proxyHolding = (route: string) => (_: number, url: string) =>
  new URL(url, 'http://localhost').searchParams.get('route') === route
    ? json(PAID)
    : json({ error: { code: 'unknown_order', message: 'x' } }, 404);

test("another charity's paid order is not found on this page, in English and Urdu; its own form's page confirms it", async () => {
  const membershipRoute = formOf('membership').form.route;
  for (const language of ['en', 'ur'] as const) {
    const elsewhere = await runPage('grid-three-currencies', '?order=S-1', proxyHolding(membershipRoute), language);
    assert.is(elsewhere.phase, 'not-found', language);
    assert.equal(elsewhere.urls, [orderStatusAddress('/api', 'S-1', formOf('grid-three-currencies').form.route)], language);
    assert.not.match(shownText(elsewhere.page.document), /2,500|01102205600001|confirmed|تصدیق ہو گئی/, language);
    elsewhere.page.close();
    const own = await runPage('membership', '?order=S-1', proxyHolding(membershipRoute), language);
    assert.is(own.phase, 'confirmed', language);
    own.page.close();
  }
});

test("another charity's order named by ordId is not found on this page; its own form's page confirms it", async () => {
  const membershipRoute = formOf('membership').form.route;
  const query = '?status=Success&ordId=02202205600001&msg=Paid';
  for (const language of ['en', 'ur'] as const) {
    const elsewhere = await runPage('grid-three-currencies', query, proxyHolding(membershipRoute), language);
    assert.is(elsewhere.phase, 'not-found', language);
    assert.equal(elsewhere.urls, [payProIdStatusAddress('/api', '02202205600001', formOf('grid-three-currencies').form.route)]);
    assert.not.match(shownText(elsewhere.page.document), /2,500|01102205600001|confirmed|تصدیق ہو گئی/, language);
    elsewhere.page.close();
  }
  const own = await runPage('membership', query, proxyHolding(membershipRoute));
  assert.is(own.phase, 'confirmed');
  own.page.close();
});

test('network failures keep it asking; a later answer counts, and failing throughout ends unconfirmed', async () => {
  const recovered = await runPage('grid-three-currencies', '?order=JHR-4', (n) => (n < 3 ? new TypeError('Failed to fetch') : json(PAID)));
  assert.is(recovered.phase, 'confirmed');
  assert.equal(recovered.urls.length, 4);
  recovered.page.close();
  const offline = await runPage('grid-three-currencies', '?order=JHR-4', () => new TypeError('Failed to fetch'));
  assert.is(offline.phase, 'unconfirmed');
  assert.match(offline.seen[0]!, 'Checking your donation with PayPro');
  assertNoForgery(offline);
  offline.page.close();
});

test("markup in the proxy's answer is shown as text, never inserted as HTML", async () => {
  const run = await runPage('grid-three-currencies', '?order=JHR-5', () => json({ ...PAID, reference: '<b>0110</b><img src=x>' }));
  assert.not.ok(regionOf(run.page).querySelector('b, img'));
  assert.match(textOf(run.page), 'PayPro reference: <b>0110</b><img src=x>');
  run.page.close();
});

test('the words fit the form: membership renewal with the contact e-mail, course registration, a fixed payment', async () => {
  const membership = await runPage('membership', '?order=S-1', () => json(CREATED));
  assert.match(textOf(membership.page), 'Your membership renewal is not confirmed yet.');
  assert.match(
    textOf(membership.page),
    'If no receipt arrives, contact Membership Chamber at desk@chamber.example.org and give them the order number S-1.',
  );
  membership.page.close();
  const membershipPaid = await runPage('membership', '?order=S-1', () => json(PAID));
  assert.match(textOf(membershipPaid.page), 'Thank you for renewing your membership of Membership Chamber.');
  membershipPaid.page.close();
  const course = await runPage('course-registration', '?order=C-1', () => json({ ...PAID, amount: '17000' }));
  assert.match(textOf(course.page), 'Your course registration of PKR 17,000 is confirmed.');
  course.page.close();
  const fixed = await runPage('fixed-amount', '?order=G-1', () => json({ ...CREATED, state: 'expired', currency: 'USD', amount: '20' }));
  assert.match(textOf(fixed.page), 'Your payment was not paid.');
  fixed.page.close();
});

test('without the script the page is neutral, and its GET form opens the proxy status page for a typed number', async () => {
  const { org, form } = formOf('grid-three-currencies');
  const { html, url } = thankYouPage(org, form, FORGED);
  const page = openPage(html, url);
  const text = textOf(page);
  assert.match(text, 'PayPro emails a receipt once the payment is through.');
  assert.not.match(shownText(page.document), /went through|confirmed\.|we promise/);
  const lookup = page.document.getElementById('order-lookup') as HTMLFormElement;
  assert.is(lookup.getAttribute('method'), 'get');
  assert.is(lookup.getAttribute('action'), '/api/orders/page');
  const route = lookup.querySelector<HTMLInputElement>('input[type="hidden"]')!;
  assert.equal([route.name, route.value], ['route', form.route], 'the status page is asked as this form');
  const input = lookup.querySelector<HTMLInputElement>('input[type="text"]')!;
  assert.is(input.name, 'order');
  assert.is(input.value, '', 'prefilled by nothing');
  assert.is(page.document.querySelector(`label[for="${input.id}"]`)?.textContent, 'Order number (in the address bar after order=)');
  assert.is(page.document.querySelector('h1')?.textContent, org.displayName);
  assert.ok(page.document.querySelector(`.theme-${form.theme}`));
  page.close();
});

test('the page without its data block, or with one that names no route, keeps its text without script and asks nothing', async () => {
  const { org, form } = formOf('grid-three-currencies');
  for (const spoil of [
    (block: HTMLElement) => block.remove(),
    (block: HTMLElement) => {
      const { route: _, ...data } = JSON.parse(block.textContent!);
      block.textContent = JSON.stringify(data);
    },
  ]) {
    const { html, url } = thankYouPage(org, form, '?order=JHR-1');
    const page = openPage(html, url);
    spoil(page.document.getElementById('page-props')!);
    const calls: string[] = [];
    const phase = await startThankYou(page.document, page.window.location, {
      fetch: async (requested) => {
        calls.push(requested);
        return json(PAID);
      },
      now: () => 0,
      sleep: async () => {},
    });
    assert.equal([phase, calls], [undefined, []]);
    assert.match(textOf(page), 'PayPro emails a receipt once the payment is through.');
    page.close();
  }
});

test('the bundled script, as the browser runs it, asks the proxy and shows what it confirms', async () => {
  const { org, form } = formOf('grid-three-currencies');
  const { html, url } = thankYouPage(org, form, `?order=JHR-7?${FORGED.slice(1)}`);
  const page = openPage(html, url);
  const urls: string[] = [];
  Object.assign(page.window, {
    fetch: async (requested: string) => {
      urls.push(requested);
      return { status: 200, headers: { get: () => null }, json: async () => PAID };
    },
  });
  page.run(await devBundle(script));
  await waitFor(() => regionOf(page).getAttribute('data-phase') === 'confirmed', 'the confirmed result');
  assert.equal(urls, ['/api/orders/JHR-7/status?route=/merchantform/grid-three-currencies']);
  assert.match(textOf(page), 'Your donation of PKR 2,500 is confirmed.');
  assert.not.match(shownText(page.document), /went through|we promise/);
  assert.not.ok(page.document.querySelector('img[src="x"]'));
  assert.equal(page.problems, []);
  page.close();
});

test.run();
