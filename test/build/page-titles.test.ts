/**
 * What a built page names in its title and logo, in the page's language: a form page's title is the
 * form's title and the organisation's name ('Zakat · Dar Ul Sukoon', 'زکوٰۃ · دارالسکون'), or the title
 * alone when it names the organisation already; a thank-you page names the organisation in its
 * language in its title and heading, and its logo's alt text is the Urdu one on the Urdu page.
 */
import { JSDOM } from 'jsdom';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite, type BuiltFile } from '../../build/build-site.ts';
import { loadOrgs } from '../../orgs/load-orgs.ts';
import { fileAt, text } from './helpers/built-site.ts';

let built: BuiltFile[] = [];
test.before(async () => {
  const orgs = await Promise.all(['darulsukoon', 'jhrtrust'].map((only) => loadOrgs(undefined, { only })));
  built = await buildSite(orgs.flat());
});

function page(org: string, path: string): Document {
  const file = fileAt(built, org, path);
  assert.ok(file, `${org}/${path} was built`);
  return new JSDOM(text(file!)).window.document;
}

const ZAKAT = 'merchantform/DarUlSukoon/Zakat';

test('a form page names the organisation after its title, in the language of the page', () => {
  assert.is(page('darulsukoon', `${ZAKAT}/index.html`).title, 'Zakat · Dar Ul Sukoon');
  assert.is(page('darulsukoon', `${ZAKAT}/ur/index.html`).title, 'زکوٰۃ · دارالسکون');
  assert.is(page('darulsukoon', 'merchantform/DarUlSukoon/Donation/ur/index.html').title, 'عطیہ · دارالسکون');
});

test('a title that names the organisation already is not followed by its name again', () => {
  assert.is(page('jhrtrust', 'merchantform/jhrtrust/index.html').title, 'Donate to JHR Trust');
  assert.is(page('jhrtrust', 'merchantform/jhrtrust/ur/index.html').title, 'JHR ٹرسٹ کو عطیہ دیں');
});

test('the Urdu thank-you page names the organisation in Urdu, in its title, heading and logo', () => {
  const urdu = page('darulsukoon', `${ZAKAT}/ur/thank-you/index.html`);
  assert.is(urdu.title, 'شکریہ | دارالسکون');
  assert.is(urdu.querySelector('h1')?.textContent, 'دارالسکون');
  assert.is(urdu.querySelector('img.form-logo')?.getAttribute('alt'), 'دارالسکون');
  const english = page('darulsukoon', `${ZAKAT}/thank-you/index.html`);
  assert.is(english.title, 'Thank you | Dar Ul Sukoon');
  assert.is(english.querySelector('img.form-logo')?.getAttribute('alt'), 'Dar Ul Sukoon');
});

test.run();
