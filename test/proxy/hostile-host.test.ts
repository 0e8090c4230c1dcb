/**
 * No absolute URL the proxy writes comes from a request's Host, or under TRUST_PROXY its
 * X-Forwarded-Host: without PUBLIC_URL (as under `forms serve`) every one is on the proxy's configured
 * origin, the address it is served at. Each route that writes a URL gets `Host: evil.test` (and, behind
 * a trusted balancer, `X-Forwarded-Host: evil.test`): the thank-you callback_url of an order (JSON and
 * posted without JavaScript, and of a membership renewal), the form shown again, the honeypot's
 * redirect, the emailed removal confirmation link (a real SMTP exchange) and the pages it opens, the
 * removal's received page and the order status page's try-again link. Requests go through node:http
 * (`rawRequest`), as fetch cannot set Host.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Org } from '../../orgs/types.ts';
import { fixtureOrgs } from '../helpers/fixture-orgs.ts';
import { GENEROUS_RATE_LIMITS } from './helpers/generous-rate-limits.ts';
import { BROWSER_ACCEPT, startNoScriptStack, type NoScriptStack } from './helpers/no-script-stack.ts';
import { startSmtpSink, type SmtpSink } from './helpers/smtp-sink.ts';
import { startEdgeApp, VALID_BODIES } from './middleware/helpers/edge-app.ts';
import { rawRequest, type RawAnswer } from './no-script/helpers/raw-request.ts';

const EVIL = 'evil.test';
const ROUTE = '/merchantform/grid-three-currencies';
const REMOVAL_ROUTE = '/platform-pages/account-removal';
const DONATION = {
  name: 'Ayesha Khan',
  email: 'ayesha@example.org',
  phoneNumber: '03001234567',
  address: 'Lahore',
  amount: '2500',
  currency: 'PKR',
  donationType: 'WaterWell',
  comments: '',
};
const FORM = { 'content-type': 'application/x-www-form-urlencoded', accept: BROWSER_ACCEPT };
const JSON_BODY = { 'content-type': 'application/json' };

/** The hostile headers of each way a request may name a host, and the settings that make the proxy read them. */
const WAYS = [
  { name: 'Host', env: {}, headers: { host: EVIL } },
  { name: 'Host with user info', env: {}, headers: { host: `127.0.0.1@${EVIL}` } },
  {
    name: 'X-Forwarded-Host under TRUST_PROXY',
    env: { TRUST_PROXY: 'true' },
    headers: { 'x-forwarded-host': EVIL, 'x-forwarded-proto': 'http' },
  },
] as const;

let orgs: Org[];
let sink: SmtpSink;
test.before(async () => {
  orgs = await fixtureOrgs(['grid-three-currencies', 'platform-pages']);
  sink = await startSmtpSink();
});
test.after(() => sink.close());

/** Everything of an answer a URL could be written in: its Location header and its body. */
function written(answer: RawAnswer): string {
  return `${answer.headers.location ?? ''}\n${answer.text}`;
}

/** The `callback_url` of a checkout link. */
function callbackOf(checkoutUrl: string): string {
  return new URL(checkoutUrl).searchParams.get('callback_url') ?? '';
}

for (const way of WAYS) {
  test(`${way.name}: orders, the form shown again, the honeypot and the status page write only the configured origin`, async () => {
    const stack = await startNoScriptStack(orgs, way.env);
    const origin = stack.proxy.origin;
    const send = (path: string, headers: Record<string, string>, body?: string, method = 'POST') =>
      rawRequest(origin, { method, path, headers: { ...headers, ...way.headers }, body });
    try {
      const json = await send('/api/orders', JSON_BODY, JSON.stringify({ route: ROUTE, values: DONATION }));
      assert.is(json.status, 200, json.text);
      const { redirectUrl, orderNumber } = JSON.parse(json.text) as { redirectUrl: string; orderNumber: string };
      assert.is(callbackOf(redirectUrl), `${origin}${ROUTE}/thank-you/?order=${orderNumber}`);

      const posted = await send('/api/orders', FORM, new URLSearchParams({ route: ROUTE, website: '', ...DONATION }).toString());
      assert.is(posted.status, 303);
      assert.match(callbackOf(String(posted.headers.location)), new RegExp(`^${origin}/api/orders/[^/]+/page$`));

      const shownAgain = await send(
        '/api/orders',
        FORM,
        new URLSearchParams({ route: ROUTE, website: '', ...DONATION, name: '' }).toString(),
      );
      assert.is(shownAgain.status, 422);
      assert.is(/<base href="([^"]+)"/.exec(shownAgain.text)?.[1], `${origin}${ROUTE}/`);
      assert.is(/<form[^>]* action="([^"]+)"/.exec(shownAgain.text)?.[1], `${origin}/api/orders`);

      const trapped = await send(
        '/api/orders',
        FORM,
        new URLSearchParams({ route: ROUTE, website: 'https://spam.example', ...DONATION }).toString(),
      );
      assert.equal([trapped.status, trapped.headers.location], [303, `${origin}${ROUTE}/`]);

      // An order PayPro refused: its status page links back to the form to try again.
      stack.sim.faults.set({ mode: 'status03', on: 'co' });
      const refused = await send('/api/orders', JSON_BODY, JSON.stringify({ route: ROUTE, values: DONATION }));
      assert.is(refused.status, 502, refused.text);
      const [rejected] = await stack.database.db.selectFrom('orders').select('order_number').where('state', '=', 'rejected').execute();
      assert.ok(rejected, 'the refused order is in the ledger');
      const statusPage = await send(`/api/orders/${rejected.order_number}/page`, {}, undefined, 'GET');
      assert.is(statusPage.status, 200);
      assert.match(statusPage.text, `href="${origin}${ROUTE}/"`);

      for (const answer of [json, posted, shownAgain, trapped, refused, statusPage]) assert.not.match(written(answer), EVIL);
    } finally {
      await stack.close();
    }
  });

  test(`${way.name}: the emailed removal link, the pages it opens and the received page are on the configured origin`, async () => {
    const env = { ...way.env, SMTP_URL: sink.url, SMTP_FROM: 'Forms <no-reply@example.org>' };
    const stack: NoScriptStack = await startNoScriptStack(orgs, env);
    const origin = stack.proxy.origin;
    const send = (path: string, headers: Record<string, string>, body?: string, method = 'POST') =>
      rawRequest(origin, { method, path, headers: { ...headers, ...way.headers }, body });
    try {
      const mailed = sink.mails.length;
      const asked = await send('/api/account-removal', JSON_BODY, JSON.stringify({ route: REMOVAL_ROUTE, email: 'leaving@example.org' }));
      assert.is(asked.status, 202);
      const mail = sink.mails[mailed];
      assert.ok(mail, 'the confirmation was mailed');
      assert.not.match(mail.text, EVIL);
      const link = new RegExp(`(${origin}/api/account-removal/confirm\\?token=[A-Za-z0-9_-]+)`).exec(mail.body)?.[1];
      assert.ok(link, mail.body);

      const { pathname, search, searchParams } = new URL(link);
      const page = await send(`${pathname}${search}`, {}, undefined, 'GET');
      assert.is(page.status, 200);
      assert.match(page.text, `<link rel="stylesheet" href="${origin}/`);
      const confirmed = await send(pathname, FORM, new URLSearchParams({ token: searchParams.get('token') ?? '' }).toString());
      assert.is(confirmed.status, 303);
      const done = await send(String(confirmed.headers.location), {}, undefined, 'GET');
      assert.is(done.status, 200);
      assert.match(done.text, `href="${origin}${REMOVAL_ROUTE}/"`);

      const posted = await send(
        '/api/account-removal',
        FORM,
        new URLSearchParams({ route: REMOVAL_ROUTE, website: '', email: 'other@example.org' }).toString(),
      );
      assert.is(posted.status, 303);
      const received = await send(String(posted.headers.location), {}, undefined, 'GET');
      assert.is(received.status, 200);
      assert.match(received.text, `href="${origin}${REMOVAL_ROUTE}/"`);

      for (const answer of [asked, page, confirmed, done, posted, received]) assert.not.match(written(answer), EVIL);
      assert.not.ok(
        sink.mails.slice(mailed).some((sent) => sent.text.includes(EVIL)),
        'no mail names the host',
      );
    } finally {
      await stack.close();
    }
  });
}

test("a membership renewal's callback_url is on the configured origin whatever the Host", async () => {
  const app = await startEdgeApp({ env: { ...GENEROUS_RATE_LIMITS, TRUST_PROXY: 'true' } });
  try {
    for (const headers of WAYS.map((way) => way.headers)) {
      const answer = await rawRequest(app.origin, {
        method: 'POST',
        path: '/api/membership/orders',
        headers: { ...JSON_BODY, ...headers },
        body: JSON.stringify(VALID_BODIES['/api/membership/orders']),
      });
      assert.is(answer.status, 200, answer.text);
      const { redirectUrl, orderNumber } = JSON.parse(answer.text) as { redirectUrl: string; orderNumber: string };
      assert.is(callbackOf(redirectUrl), `${app.origin}/membership/thank-you/?order=${orderNumber}`);
      assert.not.match(answer.text, EVIL);
    }
  } finally {
    await app.close();
  }
});

test.run();
