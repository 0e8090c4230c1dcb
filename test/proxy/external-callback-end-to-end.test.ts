/**
 * The submit-flow variant whose callback is the organisation's own site (orgs/fixit.yaml), end to end
 * against the simulator: the proxy appends that absolute URL to the Click2Pay link as callback_url, the
 * simulator's pay page carries it, and Pay sends the donor there with status, ordId and msg (paypro.md
 * §10.2). No request leaves the machine: the final redirect is read, not followed.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadOrgs } from '../../orgs/load-orgs.ts';
import type { Org } from '../../orgs/types.ts';
import { createApp } from '../../proxy/app.ts';
import { loadConfig } from '../../proxy/config.ts';
import { createLogger } from '../../proxy/logger.ts';
import { createPayProClient } from '../../proxy/paypro/index.ts';
import { createSimulator } from '../../proxy/simulator/app.ts';
import { serve } from './helpers/serve.ts';

const BASE_PATH = '/paypro-sim';
const OWN_SITE = 'https://www.fixit.example.org/thank-you';
let orgs: Org[];

test.before(async () => {
  orgs = (await loadOrgs(undefined, { only: 'fixit' })).map(({ org }) => org);
});

/** The hidden inputs of the pay page's Pay form, and where it posts. */
function payForm(html: string, origin: string): { action: string; fields: Record<string, string> } {
  const form = /<form method="post" action="([^"]+\/pay)">([\s\S]*?)<\/form>/.exec(html);
  assert.ok(form, 'the pay page has a Pay form');
  const decode = (text: string) => text.replaceAll('&amp;', '&').replaceAll('&quot;', '"');
  const fields = Object.fromEntries([...form[2]!.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1]!, decode(m[2]!)]));
  return { action: new URL(form[1]!, origin).href, fields };
}

test("a fixit donation: callback_url is fixit's own site, and Pay sends the donor there with the result", async () => {
  const sim = createSimulator({ basePath: BASE_PATH });
  const gateway = await serve(sim.app.callback());
  const paypro = createPayProClient({ baseUrl: `${gateway.origin}${BASE_PATH}`, timeoutMs: 5_000 });
  const proxy = await serve(createApp({ orgs, config: loadConfig({}, orgs), paypro, logger: createLogger('silent') }).callback());
  try {
    const values = { name: 'Ayesha Khan', email: 'ayesha@example.org', amount: '2500', currency: 'PKR', donationType: 'WaterWell' };
    const response = await fetch(`${proxy.origin}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://pages.example.org' },
      body: JSON.stringify({ route: '/merchantform/fixit', values }),
    });
    assert.is(response.status, 200);
    const { redirectUrl } = (await response.json()) as { redirectUrl: string };
    assert.is(new URL(redirectUrl).searchParams.get('callback_url'), OWN_SITE, 'neither the Origin nor the proxy decides it');

    const page = await (await fetch(redirectUrl)).text();
    assert.match(page, 'PKR 2,500.00');
    const pay = payForm(page, gateway.origin);
    assert.is(pay.fields.callback_url, OWN_SITE);
    const paid = await fetch(pay.action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(pay.fields),
      redirect: 'manual',
    });
    assert.is(paid.status, 303);
    const back = new URL(paid.headers.get('location')!);
    assert.is(`${back.origin}${back.pathname}`, OWN_SITE);
    assert.equal([back.searchParams.get('status'), back.searchParams.get('msg')], ['Success', 'Payment received']);
    assert.match(back.searchParams.get('ordId') ?? '', /^\d{14}$/);
  } finally {
    await proxy.close();
    await gateway.close();
  }
});

test.run();
