/**
 * The proxy's renderer shows an associates page again with the number that was posted in its own
 * country, whatever the country: it loads every country's phone metadata before rendering (the built
 * page's script carries Pakistan's alone).
 */
import { JSDOM } from 'jsdom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createFormRenderer } from '../../build/form-renderer.ts';
import { fixtureForm } from '../helpers/fixture-orgs.ts';

const render = createFormRenderer({ styles: 'assets/styles-TEST.css', logos: new Map() });

async function shownPhone(phoneNumber: string): Promise<[string | undefined, string | undefined]> {
  const target = await fixtureForm('associates', 'associates');
  const location = { pageUrl: `https://donate.example.org${target.form.route}/`, apiBase: 'https://pay.example.org/api' };
  const page = await render(target, { values: { phoneNumber }, errors: {}, message: 'Some fields need attention.' }, location, 'en');
  const { document } = new JSDOM(page.html).window;
  return [
    document.querySelector<HTMLSelectElement>('select[name="phoneCountry"]')?.value,
    document.querySelector<HTMLInputElement>('input[name="phoneNumber"]')?.value,
  ];
}

test("a posted number of another country shows in that country, a Pakistani one in Pakistan's", async () => {
  assert.equal(await shownPhone('+12025550123'), ['US', '(202) 555-0123']);
  assert.equal(await shownPhone('+923001234567'), ['PK', '0300 1234567']);
});

test('a number that is no valid E.164 number shows as posted, in the default country', async () => {
  assert.equal(await shownPhone('+1 202555'), ['PK', '1 202555']);
});

test.run();
