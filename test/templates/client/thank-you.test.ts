/**
 * The thank-you page with its script in jsdom: the result from the address shown as text, and a neutral
 * message without a result.
 */
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadOrgs } from '../../../orgs/load-orgs.ts';
import type { FormDef, Org } from '../../../orgs/types.ts';
import { devBundle } from '../helpers/dev-bundle.ts';
import { openPage, type PageWindow } from '../helpers/page-window.ts';
import { thankYouPage } from '../helpers/render-page.ts';

const script = fileURLToPath(new URL('../../../templates/client/thank-you.ts', import.meta.url));
let org: Org;
let form: FormDef;

test.before(async () => {
  const [loaded] = await loadOrgs(undefined, { only: 'jhrtrust' });
  org = loaded!.org;
  form = org.forms[0]!;
});
const neutral = /Thank you for supporting JHR Trust/;

async function open(query: string, withScript = true): Promise<PageWindow> {
  const { html, url } = thankYouPage(org, form, query);
  const page = openPage(html, url);
  if (withScript) page.run(await devBundle(script));
  return page;
}

function resultText(page: PageWindow): string {
  return page.document.getElementById('payment-result')?.textContent ?? '';
}

test('a successful return says the payment went through, with the reference and the gateway message', async () => {
  const page = await open('?status=Success&ordId=01102205600001&msg=Transaction%20approved');
  const text = resultText(page);
  assert.match(text, 'Your payment went through.');
  assert.match(text, 'Reference: 01102205600001');
  assert.match(text, 'Message from the payment provider: Transaction approved');
  assert.is(page.document.getElementById('payment-result')?.getAttribute('role'), 'status');
  assert.equal(page.problems, []);
  page.close();
});

test('a failed return says so and links back to the form', async () => {
  const page = await open('?status=Failed&ordId=42&msg=Card%20declined');
  assert.match(resultText(page), 'Your payment did not go through.');
  assert.match(resultText(page), 'Card declined');
  assert.is(page.document.querySelector('a')?.getAttribute('href'), '../');
  assert.is(new URL('../', page.window.location.href).pathname, `${form.route}/`);
  page.close();
});

test('markup in the gateway message is shown as text, not inserted as HTML', async () => {
  const page = await open(`?status=Success&msg=${encodeURIComponent('<img src=x onerror=alert(1)><b>bold</b>')}`);
  assert.not.ok(page.document.querySelector('#payment-result img, #payment-result b'));
  assert.match(resultText(page), '<img src=x onerror=alert(1)><b>bold</b>');
  page.close();
});

test('without a result in the address, or without the script, the message stays neutral', async () => {
  const noParams = await open('');
  assert.match(resultText(noParams), neutral);
  noParams.close();
  const noScript = await open('?status=Success', false);
  assert.match(resultText(noScript), neutral);
  assert.not.match(resultText(noScript), 'went through');
  noScript.close();
});

test('the page names the org and uses the form theme', async () => {
  const page = await open('');
  assert.is(page.document.querySelector('h1')?.textContent, org.displayName);
  assert.ok(page.document.querySelector(`.theme-${form.theme}`));
  page.close();
});

test.run();
