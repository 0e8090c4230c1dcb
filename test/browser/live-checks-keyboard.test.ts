/**
 * In a real browser, on the fixture org files: the live checks show their message while a value is wrong
 * and clear it once fixed, and announce it (aria-invalid, aria-describedby); and for one form of each kind
 * family, Tab reaches every control in page order, each with a visible focus ring.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'puppeteer-core';
import { rulesFor } from '../../orgs/rules/index.ts';
import type { FormDef } from '../../orgs/types.ts';
import { fixtureOrgs } from '../helpers/fixture-orgs.ts';
import { browserRigFor } from './helpers/browser-rig.ts';
import { waitForText } from './helpers/donor.ts';
import { openForm, problemsBesidesWidget } from './helpers/open-form.ts';
import { english, urdu } from '../helpers/translators.ts';

let forms = new Map<string, FormDef>();

test.before(async () => {
  forms = new Map((await fixtureOrgs()).flatMap((org) => org.forms.map((form) => [form.route, form] as const)));
});

const rig = browserRigFor(test);

/** The message shown for `field` and whether the field is marked invalid and points at that message. */
async function announced(page: Page, field: string): Promise<{ message: string; invalid: boolean }> {
  return page.$eval(`[name="${field}"]`, (input) => {
    const describedBy = input.getAttribute('aria-describedby');
    const message = describedBy ? (document.getElementById(describedBy)?.textContent ?? '') : '';
    return { message: message.trim(), invalid: input.getAttribute('aria-invalid') === 'true' };
  });
}

async function retype(page: Page, field: string, value: string): Promise<void> {
  // Cleared through the keyboard: the page owns the value, so setting it from outside would not stick.
  await page.focus(`[name="${field}"]`);
  await page.keyboard.down('Control');
  await page.keyboard.press('KeyA');
  await page.keyboard.up('Control');
  await page.keyboard.press('Backspace');
  await page.type(`[name="${field}"]`, value);
  await page.keyboard.press('Tab');
}

const LIVE_CASES = [
  {
    what: 'a bad email on a grid form',
    route: '/merchantform/grid-three-currencies',
    field: 'email',
    bad: 'ayesha@',
    good: 'ayesha@example.org',
    before: {},
  },
  {
    what: 'a short CNIC',
    route: '/merchantform/associates',
    field: 'nationalIdentityNumber',
    bad: '12345',
    good: '3520212345671',
    before: {},
  },
  {
    what: 'an amount under the minimum',
    route: '/merchantform/donation-pages/Donation',
    field: 'amount',
    bad: '300',
    good: '2500',
    before: { currency: 'PKR' },
  },
] as const;

for (const { what, route, field, bad, good, before } of LIVE_CASES) {
  test(`${what}: the live message shows and is announced, and goes once fixed`, async () => {
    const form = forms.get(route)!;
    const expected = rulesFor(form, english).checkField(field, bad, 'live', before);
    assert.ok(expected, `the rules refuse ${bad} for ${field}`);
    const { page, problems } = await openForm(rig.browser, `${rig.server.url}${route}`);
    for (const [name, value] of Object.entries(before)) await page.select(`select[name="${name}"]`, value);
    await retype(page, field, bad);
    await waitForText(page, [expected]);
    assert.equal(await announced(page, field), { message: expected, invalid: true });
    await retype(page, field, good);
    await waitForText(page, [expected], { shown: false });
    assert.equal(await announced(page, field), { message: '', invalid: false });
    assert.equal(problemsBesidesWidget(problems, form), []);
    await page.close();
  });
}

test('on an Urdu page, a bad email shows the Urdu message, announced, and it goes once fixed', async () => {
  const route = '/merchantform/grid-three-currencies';
  const form = forms.get(route)!;
  const expected = urdu.t('rules.emailInvalid');
  assert.is(rulesFor(form, urdu).checkField('email', 'ayesha@', 'live', {}), expected, "the rules give the catalogue's message");
  assert.is.not(expected, english.t('rules.emailInvalid'));
  const { page, problems } = await openForm(rig.browser, `${rig.server.url}${route}/ur/`);
  try {
    assert.is(await page.evaluate(() => document.documentElement.lang), 'ur');
    await retype(page, 'email', 'ayesha@');
    await waitForText(page, [expected]);
    assert.equal(await announced(page, 'email'), { message: expected, invalid: true });
    await retype(page, 'email', 'ayesha@example.org');
    await waitForText(page, [expected], { shown: false });
    assert.equal(await announced(page, 'email'), { message: '', invalid: false });
    assert.equal(problemsBesidesWidget(problems, form), []);
  } finally {
    await page.close();
  }
});

/** Controls a keyboard user should reach with Tab, in page order (one per radio group, as browsers do). */
async function tabbable(page: Page): Promise<string[]> {
  return page.$$eval('a[href], button, input, select, textarea', (elements) => {
    const groups = new Set<string>();
    return elements
      .filter((element) => {
        const control = element as HTMLInputElement;
        if (control.disabled || control.type === 'hidden' || control.tabIndex < 0) return false;
        const box = (control.type === 'radio' || control.type === 'checkbox' ? control.parentElement! : control).getBoundingClientRect();
        if (box.width === 0 && box.height === 0) return false;
        if (control.type === 'radio') {
          if (groups.has(control.name)) return false;
          groups.add(control.name);
        }
        return true;
      })
      .map((element) => (element as HTMLInputElement).name || element.id || element.textContent!.trim());
  });
}

/** Presses Tab and reports what took focus and whether a ring is drawn on it (or on its label text). */
async function tab(page: Page): Promise<{ name: string; ring: boolean }> {
  await page.keyboard.press('Tab');
  return page.evaluate(() => {
    const element = document.activeElement as HTMLInputElement;
    let ring = false;
    for (const target of [element, element.nextElementSibling]) {
      if (!target) continue;
      const style = getComputedStyle(target);
      ring ||= (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
    }
    return { name: element.name || element.id || element.textContent!.trim(), ring };
  });
}

const KEYBOARD_ROUTES = [
  '/merchantform/grid-three-currencies',
  '/merchantform/donation-pages/Donation',
  '/merchantform/campaign-and-zakat/Donation',
  '/merchantform/campaign-and-zakat/Zakat',
  '/merchantform/associates',
  '/course-registration',
  '/fixed-amount-pkr',
  '/membership',
  '/platform-pages/account-removal',
  '/platform-pages/sample-contribution',
];

test('Tab reaches every control in order with a visible focus ring, on one form of each kind family', async () => {
  const failures: string[] = [];
  for (const route of KEYBOARD_ROUTES) {
    const { page } = await openForm(rig.browser, `${rig.server.url}${route}`, 'form[novalidate]', { waitUntil: 'load' });
    const expected = await tabbable(page);
    const reached: string[] = [];
    for (const _ of expected) {
      const { name, ring } = await tab(page);
      reached.push(name);
      if (!ring) failures.push(`${route}: no visible focus on ${name}`);
    }
    if (reached.join('|') !== expected.join('|'))
      failures.push(`${route}: Tab went ${reached.join(', ')}; expected ${expected.join(', ')}`);
    await page.close();
  }
  assert.ok(failures.length === 0, failures.join('\n'));
});

test.run();
