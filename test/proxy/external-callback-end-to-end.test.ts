/**
 * The submit-flow variant whose callback is the organisation's own site (the external-callback fixture), end to end
 * against the simulator: the proxy appends that absolute URL to the Click2Pay link as callback_url, the
 * simulator's pay page carries it, and Pay sends the donor there with status, ordId and msg (PROTOCOL.md
 * "Browser return"). No request leaves the machine: the final redirect is read, not followed.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadOrgs } from '../../orgs/load-orgs.ts';
import type { Org } from '../../orgs/types.ts';
import { payForm, pressPay } from './helpers/pay-form.ts';
import { startSimulatedStack } from './helpers/simulated-stack.ts';
import { fixtureOrgsDir } from '../helpers/fixture-orgs.ts';

const OWN_SITE = 'https://www.external-callback.example.org/thank-you';
let orgs: Org[];

test.before(async () => {
  orgs = (await loadOrgs(fixtureOrgsDir, { only: 'external-callback' })).map(({ org }) => org);
});

test("an external-callback donation: callback_url is the org's own site, and Pay sends the donor there with the result", async () => {
  const { gateway, proxy, close } = await startSimulatedStack(orgs);
  try {
    const values = { name: 'Ayesha Khan', email: 'ayesha@example.org', amount: '2500', currency: 'PKR', donationType: 'WaterWell' };
    const response = await fetch(`${proxy.origin}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://pages.example.org' },
      body: JSON.stringify({ route: '/merchantform/external-callback', values }),
    });
    assert.is(response.status, 200);
    const { redirectUrl, orderNumber } = (await response.json()) as { redirectUrl: string; orderNumber: string };
    const ownSiteWithOrder = `${OWN_SITE}?order=${orderNumber}`;
    assert.is(new URL(redirectUrl).searchParams.get('callback_url'), ownSiteWithOrder, 'neither the Origin nor the proxy decides it');

    const page = await (await fetch(redirectUrl)).text();
    assert.match(page, 'PKR 2,500.00');
    assert.is(payForm(page, gateway.origin).fields.callback_url, ownSiteWithOrder);
    // Pay answers 303 with a Location; pressPay throws on anything else.
    const back = await pressPay(page, gateway.origin);
    assert.is(`${back.origin}${back.pathname}`, OWN_SITE);
    assert.equal(
      [back.searchParams.get('order'), back.searchParams.get('status'), back.searchParams.get('msg')],
      [orderNumber, 'Success', 'Payment received'],
    );
    assert.match(back.searchParams.get('ordId') ?? '', /^\d{14}$/);
  } finally {
    await close();
  }
});

test.run();
