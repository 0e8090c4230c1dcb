/**
 * The zakat calculator in Chromium, on the repository's own org files (the issue names their routes):
 * Dar Ul Sukoon's zakat page (a donation page into its `zakat` account) and Akbar Kare's wizard (General
 * into `donation`, Zakat into `zakat`), in English and in Urdu. The donor opens the panel, types the
 * issue's worked example (cash 300,000, gold 2 tola of 24 karat, debts 50,000: net 1,228,724, silver
 * nisab 513,555, zakat 30,718.10 at the published prices of 2026-01-19, which it types into the price
 * boxes first, so the example holds whatever the maintained prices are), reads the steps and the due, presses
 * "Pay this amount", and the form holds 30718.10 in PKR (and, on the wizard, the Zakat purpose); the
 * order reaches the simulator's checkout for exactly that amount, in PKR, under the zakat merchant.
 * Meanwhile the page asks for nothing but the calculator's own script, and no request carries what was
 * typed in the panel; axe finds nothing serious with the panel open; the keyboard alone works it. Without
 * JavaScript, and on a page without zakat, there is no calculator; when its script cannot load (aborted,
 * or bytes that fail the integrity check) a popup says so and the form still works. On a 320 px screen
 * every amount the panel shows stays on one line, in both languages (screenshots of the panel go to the
 * album); the prices start as the maintained ones (`METAL_PRICES`), with their publisher's link when
 * the file gives one, and the panel warns that they are old by the page's own clock (set from their
 * date) when the donor opens it.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { ElementHandle, HTTPRequest, Page } from 'puppeteer-core';
import type { Language } from '../../orgs/i18n/languages.ts';
import type { Translator } from '../../orgs/i18n/translator.ts';
import { loadOrgs } from '../../orgs/load-orgs.ts';
import type { FormDef, Org } from '../../orgs/types.ts';
import { METAL_PRICES } from '../../orgs/zakat/metal-prices.ts';
import type { SimOrder } from '../../proxy/simulator/orders-store.ts';
import { seriousViolations } from './helpers/axe.ts';
import { ScreenshotAlbum } from './helpers/screenshot-album.ts';
import { realSiteRigFor } from './helpers/browser-rig.ts';
import { bodyText, pressSubmit } from './helpers/donor.ts';
import { openForm, problemsBesidesWidget } from './helpers/open-form.ts';
import { simulatorOrder } from './helpers/sim-orders.ts';
import { siteTranslator, submitToSiteCheckout } from './helpers/site-checkout.ts';
import { chosen, nextButton, pick, shown } from './helpers/wizard-steps.ts';
import { daysAfterPrices, EXAMPLE_PRICES } from '../orgs/helpers/metal-prices.ts';

const ZAKAT_PAGE = '/merchantform/DarUlSukoon/Zakat';
const DONATION_PAGE = '/merchantform/DarUlSukoon/Donation';
const WIZARD = '/merchantform/akbar-kare';

/** The calculator's own script, as the build names it. */
const CALCULATOR_SCRIPT = /\/assets\/zakat-calculator-[\w-]+\.js$/;

/** What the donor types in the panel. */
interface Holdings {
  cash: string;
  gold: string;
  goldUnit: 'tola' | 'gram';
  debts: string;
}

/** The worked example. */
const EXAMPLE: Holdings = { cash: '300000', gold: '2', goldUnit: 'tola', debts: '50000' };
/** The same gold in grams (2 x 11.6638 g), so the weight typed is a text no request could carry by chance. */
const EXAMPLE_IN_GRAMS: Holdings = { ...EXAMPLE, gold: '23.3276', goldUnit: 'gram' };

/** What the example comes to, as the steps print the numbers (whatever the currency sign around them). */
const ASSETS = '1,278,724';
const NET = '1,228,724';
const NISAB = '513,555';
const DUE = '30,718.10';
/** The due as "Pay this amount" puts it in the form, and as the proxy sends it (trailing zero dropped). */
const DUE_IN_FORM = '30718.10';
const DUE_ORDERED = '30718.1';

let site: { org: Org; form: FormDef }[] = [];

test.before(async () => {
  site = (await loadOrgs()).flatMap(({ org }) => org.forms.map((form) => ({ org, form })));
});

const rig = realSiteRigFor(test);
const album = new ScreenshotAlbum(process.env.SCREENSHOTS !== '0', 'zakat-panel');
test.before(() => album.open());
test.after(() => album.close());

/** The org and form of the repository's org files served at `route`. */
function formAt(route: string): { org: Org; form: FormDef } {
  const found = site.find(({ form }) => form.route === route);
  if (!found) throw new Error(`no org file serves ${route}`);
  return found;
}

/** The page of `route` in `language`: `<route>/`, or `<route>/<language>/`. */
function pathOf(route: string, language: Language): string {
  return language === 'en' ? `${route}/` : `${route}/${language}/`;
}

let donors = 0;
/** An email address of its own for each order, to find it among the simulator's. */
function donorEmail(): string {
  donors += 1;
  return `zakat-${donors}-${Date.now()}@example.org`;
}

/** The buttons of `page` (inside `within`, default the whole page) whose text is `label`. */
async function buttonsLabelled(page: Page, label: string, within = 'body'): Promise<ElementHandle<HTMLButtonElement>[]> {
  const found: ElementHandle<HTMLButtonElement>[] = [];
  for (const button of await page.$$(`${within} button`)) {
    if ((await button.evaluate((element) => element.textContent)) === label) found.push(button as ElementHandle<HTMLButtonElement>);
  }
  return found;
}

/** The one button labelled `label`; fails the test when there is none or more than one. */
async function buttonLabelled(page: Page, label: string, within?: string): Promise<ElementHandle<HTMLButtonElement>> {
  const found = await buttonsLabelled(page, label, within);
  assert.is(found.length, 1, `${found.length} buttons '${label}' on ${page.url()}`);
  return found[0]!;
}

/** The control of the calculator's panel whose label reads `label`. */
async function panelControl(page: Page, label: string): Promise<ElementHandle<HTMLInputElement | HTMLSelectElement>> {
  const handle = await page.evaluateHandle((text) => {
    const found = [...document.querySelectorAll<HTMLLabelElement>('.zakat-panel label[for]')].find((one) => one.textContent === text);
    return found ? document.getElementById(found.htmlFor) : null;
  }, label);
  const control = handle.asElement();
  if (!control) throw new Error(`the panel has no box labelled '${label}'`);
  return control as ElementHandle<HTMLInputElement | HTMLSelectElement>;
}

/** Clicks "Calculate my zakat" and waits for the panel. */
async function openPanel(page: Page, t: Translator['t']): Promise<void> {
  const opener = await buttonLabelled(page, t('zakatCalculator.open'));
  assert.is(await opener.evaluate((button) => button.getAttribute('aria-expanded')), 'false');
  await opener.click();
  await page.waitForSelector('.zakat-panel');
  assert.is(await opener.evaluate((button) => button.getAttribute('aria-expanded')), 'true');
}

/** Replaces what the focused box holds with `text`, by the keyboard alone. */
async function retype(page: Page, text: string): Promise<void> {
  await page.keyboard.press('End');
  await page.keyboard.down('Shift');
  await page.keyboard.press('Home');
  await page.keyboard.up('Shift');
  await page.keyboard.type(text);
}

/**
 * Types `holdings` in the panel as a donor would, choosing the gold's unit and 24 karat, after
 * correcting the prices to the example's (`EXAMPLE_PRICES`).
 */
async function typeHoldings(page: Page, t: Translator['t'], holdings: Holdings): Promise<void> {
  for (const [label, price] of [
    [t('zakatCalculator.goldPrice'), EXAMPLE_PRICES.goldPerTola],
    [t('zakatCalculator.silverPrice'), EXAMPLE_PRICES.silverPerTola],
  ] as const) {
    await (await panelControl(page, label)).focus();
    await retype(page, price);
  }
  await (await panelControl(page, t('zakatCalculator.cash'))).type(holdings.cash);
  await (await panelControl(page, t('zakatCalculator.gold'))).type(holdings.gold);
  await (await panelControl(page, t('zakatCalculator.goldUnit'))).select(holdings.goldUnit);
  await (await panelControl(page, t('zakatCalculator.goldKarat'))).select('24');
  await (await panelControl(page, t('zakatCalculator.debts'))).type(holdings.debts);
}

/** The steps the panel shows, label -> the amount as printed. */
function stepsShown(page: Page): Promise<Record<string, string>> {
  return page.$$eval('.zakat-panel dl.zakat-steps > div', (lines) =>
    Object.fromEntries(lines.map((line) => [line.querySelector('dt')?.textContent ?? '', line.querySelector('dd')?.textContent ?? ''])),
  );
}

/** Waits until the live due reads the example's zakat, then checks every step of the answer. */
async function assertExampleAnswer(page: Page, t: Translator['t']): Promise<void> {
  await page.waitForFunction((due) => document.querySelector('.zakat-panel .zakat-due')?.textContent?.includes(due), {}, DUE);
  const [before] = t('zakatCalculator.due', { amount: '\u0000' }).split('\u0000');
  const due = await page.$eval('.zakat-panel .zakat-due', (paragraph) => ({
    text: paragraph.textContent ?? '',
    live: paragraph.getAttribute('aria-live'),
  }));
  assert.ok(due.text.startsWith(before!), `the due reads '${due.text}', not '${before}…'`);
  assert.is(due.live, 'polite');
  const steps = await stepsShown(page);
  for (const [label, amount] of [
    [t('zakatCalculator.stepAssets'), ASSETS],
    [t('zakatCalculator.stepDebts'), '50,000'],
    [t('zakatCalculator.stepNet'), NET],
    [t('zakatCalculator.stepNisab'), NISAB],
    [t('zakatCalculator.stepDue'), DUE],
  ] as const) {
    assert.ok(steps[label]?.includes(amount), `step '${label}' reads '${steps[label]}', not ${amount}: ${JSON.stringify(steps)}`);
  }
}

/** The value of the form field `name` (a select or box; for radios, the checked one). */
function fieldValue(page: Page, name: string): Promise<string> {
  return page.evaluate((field) => {
    const controls = [...document.querySelectorAll<HTMLInputElement | HTMLSelectElement>(`form [name="${field}"]`)];
    const control = controls.find((one) => !(one instanceof HTMLInputElement && one.type === 'radio') || one.checked);
    return control?.value ?? '';
  }, name);
}

/** Every request `page` makes from now on, with its body: `read()` resolves to them as URL and body text. */
function watchRequests(page: Page): { count(): number; read(from?: number, to?: number): Promise<{ url: string; body: string }[]> } {
  const requests: HTTPRequest[] = [];
  page.on('request', (request) => requests.push(request));
  return {
    count: () => requests.length,
    read: (from = 0, to = requests.length) =>
      Promise.all(
        requests.slice(from, to).map(async (request) => {
          let body = request.postData() ?? '';
          if (!body && request.hasPostData()) body = (await request.fetchPostData().catch(() => undefined)) ?? '<unreadable body>';
          return { url: request.url(), body };
        }),
      ),
  };
}

/** Fails when any of `sent` carries one of `typed` (the panel's inputs) in its URL or body. */
function assertNothingTypedSent(sent: { url: string; body: string }[], typed: readonly string[], where: string): void {
  for (const { url, body } of sent) {
    for (const text of typed) {
      assert.not.ok(url.includes(text) || body.includes(text), `${where}: a request carries '${text}': ${url} ${body}`);
    }
  }
}

/** The texts typed in the panel that are long enough not to be in a request by chance. */
function distinctive(holdings: Holdings): string[] {
  return [holdings.cash, holdings.debts, holdings.gold].filter((text) => text.length > 3);
}

interface ZakatRun {
  route: string;
  language: Language;
  holdings: Holdings;
  /** Fills the form's other fields after "Pay this amount" (the wizard: Next, then step 2's); Submit follows. */
  donor: (page: Page, email: string) => Promise<void>;
  /** Checks the form after "Pay this amount" (the amount and currency are checked for every form). */
  paid?: (page: Page) => Promise<void>;
  /** Done on the hydrated page before the panel opens, e.g. choosing another currency. */
  before?: (page: Page) => Promise<void>;
}

/**
 * The whole way of `run`: the calculator, "Pay this amount", the donor's fields, Submit, the checkout;
 * checks the panel, axe, the requests and the order, and resolves to the order the simulator received.
 */
async function payZakat(run: ZakatRun): Promise<SimOrder> {
  const { org, form } = formAt(run.route);
  const translator = siteTranslator(org, run.language);
  const { t } = translator;
  const where = pathOf(run.route, run.language);
  const email = donorEmail();
  const { page, problems } = await openForm(rig.browser, `${rig.server.url}${where}`);
  try {
    assert.is(await page.evaluate(() => document.documentElement.lang), run.language);
    const requests = watchRequests(page);
    await run.before?.(page);
    const opening = requests.count();
    // What the page loaded before `requests` watched it, as the page itself counts it.
    const loadedBeforeOpening = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
    await openPanel(page, t);
    await typeHoldings(page, t, run.holdings);
    await assertExampleAnswer(page, t);
    if (run.language !== 'en') await assertPanelInLanguage(page, translator);
    const serious = await seriousViolations(page);
    assert.equal(serious, [], `${where}: axe with the panel open:\n${serious.join('\n')}`);
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.scrollingElement!.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    assert.ok(scrollWidth <= innerWidth, `${where}: with the panel open the page is ${scrollWidth} px wide on a ${innerWidth} px screen`);

    await (await buttonLabelled(page, t('zakatCalculator.pay'), '.zakat-panel')).click();
    await page.waitForFunction((due) => document.querySelector<HTMLInputElement>('input[name="amount"]')?.value === due, {}, DUE_IN_FORM);
    await page.waitForFunction(
      (paid) => document.querySelector('.zakat-panel [role="status"]')?.textContent === paid,
      {},
      t('zakatCalculator.paid'),
    );
    assert.is(await fieldValue(page, 'currency'), 'PKR');
    await run.paid?.(page);
    assert.equal(
      [...loadedBeforeOpening, ...(await requests.read(0, opening)).map(({ url }) => url)].filter((url) => CALCULATOR_SCRIPT.test(url)),
      [],
      `${where}: the calculator's script was asked for before the panel opened`,
    );
    const withPanel = (await requests.read(opening)).map(({ url }) => url);
    assert.ok(
      withPanel.some((url) => CALCULATOR_SCRIPT.test(url)),
      `${where}: opening the panel asked for no calculator script: ${JSON.stringify(withPanel)}`,
    );
    assert.equal(
      withPanel.filter((url) => !CALCULATOR_SCRIPT.test(url)),
      [],
      `${where}: requests between opening the panel and "Pay this amount" other than the calculator's script`,
    );

    await run.donor(page, email);
    const checkout = await submitToSiteCheckout(page, form, translator, () => pressSubmit(page));
    assert.match(checkout, `PKR ${DUE}`);
    const sent = await requests.read();
    const orderPost = sent.find(({ url, body }) => new URL(url).pathname === '/api/orders' && body.includes(email));
    assert.ok(orderPost, `${where}: no order post carrying the donor's email was seen`);
    assert.ok(orderPost.body.includes(DUE_IN_FORM), `${where}: the order post does not carry the amount: ${orderPost.body}`);
    assertNothingTypedSent(sent, distinctive(run.holdings), where);
    // Nor the panel's choices: its nisab radios are the one control of the panel with a name.
    assert.not.match(orderPost.body, /nisab|karat|gold|silver|debts/i, `${where}: the order post carries the panel's fields`);
    assert.equal(problemsBesidesWidget(problems, form), [], `${where}: console errors or failed requests`);
    return await simulatorOrder(rig.server.url, `for ${email}`, (order) => order.customerEmail === email);
  } finally {
    await page.close();
  }
}

const URDU_LETTERS = /[\u0600-\u06FF]/;

/** The opener, the panel's heading, its boxes' labels and its Pay button read in `translator`'s language; every box is `dir="ltr"`. */
async function assertPanelInLanguage(page: Page, translator: Translator): Promise<void> {
  const { t } = translator;
  const texts = [
    t('zakatCalculator.open'),
    t('zakatCalculator.heading'),
    t('zakatCalculator.cash'),
    t('zakatCalculator.debts'),
    t('zakatCalculator.pay'),
  ];
  for (const text of texts) assert.match(text, URDU_LETTERS, `'${text}' is not in Urdu`);
  const shownText = await bodyText(page);
  for (const text of texts) assert.ok(shownText.includes(text), `the page does not show '${text}'`);
  assert.is(await page.$eval('.zakat-panel h2', (heading) => heading.textContent), t('zakatCalculator.heading'));
  assert.not.ok(shownText.includes('Calculate my zakat'), 'the Urdu page shows the English opener');
  const directions = await page.$$eval('.zakat-panel input:not([type="radio"])', (inputs) =>
    inputs.map((input) => input.getAttribute('dir')),
  );
  assert.is(directions.length, 9, 'the panel has its 9 boxes (the two prices, then the seven holdings)');
  assert.equal(
    directions.filter((dir) => dir !== 'ltr'),
    [],
    'every box of the panel is dir="ltr"',
  );
}

/** The donation page's donor: name, email, phone; Submit follows. */
async function pageDonor(page: Page, email: string): Promise<void> {
  await page.type('input[name="name"]', 'Ayesha Khan');
  await page.type('input[name="email"]', email);
  await page.type('input[name="phoneNumber"]', '03001234567');
}

/** The wizard's donor: Next (waiting for step 2 and its recap of the zakat), then the names and email. */
async function wizardDonor(page: Page, email: string): Promise<void> {
  await (await nextButton(page)).click();
  await page.waitForFunction(
    () => document.activeElement?.tagName === 'H2' && !document.querySelector('input[name="firstName"]')?.closest('[hidden]'),
  );
  const recap = await page.$eval('.wizard-recap', (recap) => recap.textContent ?? '');
  assert.ok(recap.includes(DUE), `the step 2 recap reads '${recap}'`);
  await page.type('input[name="firstName"]', 'Ayesha');
  await page.type('input[name="lastName"]', 'Khan');
  await page.type('input[name="email"]', email);
}

/** On the wizard: the Zakat purpose is chosen, the amount is "Other" and its box shows the due. */
async function wizardPaid(page: Page): Promise<void> {
  assert.is(await chosen(page, 'donationPurpose'), 'Zakat');
  assert.is(await chosen(page, 'currency'), 'PKR');
  assert.ok(await shown(page, 'input[name="amount"]'), 'the Other box shows');
  assert.is(await chosen(page, 'amountChoice'), 'other');
}

/** The wizard before the panel: its default purpose is General, and the donor picks USD. */
async function wizardBefore(page: Page): Promise<void> {
  assert.is(await chosen(page, 'donationPurpose'), 'General', 'the wizard starts on General');
  await pick(page, 'currency', 'USD');
  assert.is(await chosen(page, 'currency'), 'USD');
}

/** The one order a zakat payment must make: the due in PKR under the org's zakat merchant account. */
function assertZakatOrder(order: SimOrder, orgId: string): void {
  const [, body] = order.request as [unknown, Record<string, unknown>];
  assert.equal(
    { merchantId: order.merchantId, amount: order.amount, currency: order.currency, OrderAmount: body.OrderAmount },
    { merchantId: `sim-${orgId}-zakat`, amount: DUE_ORDERED, currency: 'PKR', OrderAmount: DUE_ORDERED },
  );
}

for (const language of ['en', 'ur'] as const) {
  test(`${pathOf(ZAKAT_PAGE, language)}: the worked example, Pay this amount, the order for ${DUE_ORDERED} PKR under the zakat merchant`, async () => {
    const order = await payZakat({ route: ZAKAT_PAGE, language, holdings: EXAMPLE, donor: pageDonor });
    assertZakatOrder(order, 'darulsukoon');
  });

  test(`${pathOf(WIZARD, language)}: step 1's calculator chooses Zakat, Other ${DUE_IN_FORM} and PKR; the order goes under the zakat merchant`, async () => {
    const order = await payZakat({
      route: WIZARD,
      language,
      holdings: EXAMPLE,
      before: wizardBefore,
      paid: wizardPaid,
      donor: wizardDonor,
    });
    assertZakatOrder(order, 'akbar-kare');
  });
}

test('privacy: the gold in grams (23.3276 g = 2 tola) comes to the same zakat, and no request carries 23.3276, 300000 or 50000', async () => {
  // payZakat checks the requests; this run's gold weight is a text no request could carry by chance.
  const order = await payZakat({ route: ZAKAT_PAGE, language: 'en', holdings: EXAMPLE_IN_GRAMS, donor: pageDonor });
  assertZakatOrder(order, 'darulsukoon');
});

/** What has focus: a button's text, or the label of a box, select or radio. */
function focusedControl(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body) return '';
    if (active.tagName === 'BUTTON') return active.textContent ?? '';
    const label = active.id ? document.querySelector(`label[for="${CSS.escape(active.id)}"]`) : active.closest('label');
    return (label ?? active.closest('label'))?.textContent ?? active.tagName;
  });
}

/** Presses Tab until `label` has focus; fails after `most` presses, naming the controls passed. */
async function tabTo(page: Page, label: string, most = 12): Promise<void> {
  const passed: string[] = [];
  for (let presses = 0; presses < most; presses += 1) {
    await page.keyboard.press('Tab');
    const now = await focusedControl(page);
    if (now === label) return;
    passed.push(now);
  }
  assert.unreachable(`Tab never reached '${label}', only ${JSON.stringify(passed)}`);
}

test(`keyboard only on ${ZAKAT_PAGE}/: Tab to the opener, Space closes and opens it, Enter opens it, type, Tab to Pay this amount, Enter`, async () => {
  const { org, form } = formAt(ZAKAT_PAGE);
  const { t } = siteTranslator(org, 'en');
  const { page, problems } = await openForm(rig.browser, `${rig.server.url}${ZAKAT_PAGE}/`);
  try {
    await page.focus('input[name="amount"]');
    await tabTo(page, t('zakatCalculator.open'), 1);
    const expanded = () => page.evaluate(() => document.activeElement?.getAttribute('aria-expanded'));
    await page.keyboard.press('Enter');
    await page.waitForSelector('.zakat-panel');
    assert.is(await expanded(), 'true');
    await page.keyboard.press('Space');
    await page.waitForSelector('.zakat-panel', { hidden: true });
    assert.is(await expanded(), 'false');
    assert.is(await focusedControl(page), t('zakatCalculator.open'), 'the opener keeps focus');
    await page.keyboard.press('Space');
    await page.waitForSelector('.zakat-panel');
    assert.is(await expanded(), 'true');

    // Past the prices' source link (when the file gives an address), correcting the two prices.
    await tabTo(page, t('zakatCalculator.goldPrice'), 2);
    await retype(page, EXAMPLE_PRICES.goldPerTola);
    await tabTo(page, t('zakatCalculator.silverPrice'), 1);
    await retype(page, EXAMPLE_PRICES.silverPerTola);
    await tabTo(page, t('zakatCalculator.cash'), 1);
    await page.keyboard.type(EXAMPLE.cash);
    await tabTo(page, t('zakatCalculator.gold'), 1);
    await page.keyboard.type(EXAMPLE.gold);
    await tabTo(page, t('zakatCalculator.debts'));
    await page.keyboard.type(EXAMPLE.debts);
    // Enter in a box of the panel must not submit the form around it.
    await page.keyboard.press('Enter');
    await assertExampleAnswer(page, t);
    assert.is(await page.$eval('#field-name-error', (error) => error.textContent), '', 'Enter in the panel submitted the form');
    await tabTo(page, t('zakatCalculator.pay'));
    await page.keyboard.press('Enter');
    await page.waitForFunction((due) => document.querySelector<HTMLInputElement>('input[name="amount"]')?.value === due, {}, DUE_IN_FORM);
    assert.is(await fieldValue(page, 'currency'), 'PKR');
    assert.equal(problemsBesidesWidget(problems, form), []);
  } finally {
    await page.close();
  }
});

test('without JavaScript the zakat page, in English and Urdu, is the plain form with no calculator', async () => {
  const { org } = formAt(ZAKAT_PAGE);
  for (const language of ['en', 'ur'] as const) {
    const { t } = siteTranslator(org, language);
    const page = await rig.browser.newPage();
    try {
      await page.setJavaScriptEnabled(false);
      await page.goto(`${rig.server.url}${pathOf(ZAKAT_PAGE, language)}`, { waitUntil: 'load' });
      assert.ok(await page.$('form[action^="/api/orders"] input[name="amount"]'), 'the page has its form');
      // The button is in the page (it keeps its place for the script), but none is shown without it.
      for (const button of await buttonsLabelled(page, t('zakatCalculator.open'))) {
        assert.not.ok(
          await button.evaluate((element) => element.checkVisibility()),
          `${language}: a calculator button shown without JavaScript`,
        );
      }
      assert.is(await page.$('.zakat-panel'), null);
      const buttons = await page.$$eval('form button', (all) =>
        all.filter((button) => button.checkVisibility()).map((button) => button.textContent),
      );
      assert.equal(buttons, [t('form.submit')], `${language}: the form's buttons`);
    } finally {
      await page.close();
    }
  }
});

test(`${DONATION_PAGE}: a page without zakat has no calculator once its script has run, in English and Urdu`, async () => {
  const { org, form } = formAt(DONATION_PAGE);
  for (const language of ['en', 'ur'] as const) {
    const { t } = siteTranslator(org, language);
    const { page, problems } = await openForm(rig.browser, `${rig.server.url}${pathOf(DONATION_PAGE, language)}`);
    try {
      // The script has run: the opener would show by now on a zakat page (tested above), and the form is the script's.
      assert.ok(await page.$('form[novalidate] button[type="submit"]'));
      assert.equal(await buttonsLabelled(page, t('zakatCalculator.open')), [], `${language}: a calculator on the donation page`);
      assert.is(await page.$('.zakat-panel'), null);
      assert.not.match(await bodyText(page), t('zakatCalculator.open'));
      assert.equal(problemsBesidesWidget(problems, form), []);
    } finally {
      await page.close();
    }
  }
});

/**
 * Sets the clock of every document `page` loads from now on: `new Date()` and `Date.now()` read `iso`
 * then run on from it (as plain JavaScript: see page-clock.ts on why not a function).
 */
async function setPageDate(page: Page, iso: string): Promise<void> {
  await page.evaluateOnNewDocument(`(() => {
    const RealDate = Date;
    const offset = ${Date.parse(iso)} - RealDate.now();
    class PageDate extends RealDate {
      constructor(...args) { if (args.length === 0) super(RealDate.now() + offset); else super(...args); }
      static now() { return RealDate.now() + offset; }
    }
    window.Date = PageDate;
  })();`);
}

for (const language of ['en', 'ur'] as const) {
  test(`${pathOf(ZAKAT_PAGE, language)} at 320 px: every amount of the panel is on one line, and the page no wider than the screen`, async () => {
    const { org } = formAt(ZAKAT_PAGE);
    const { t } = siteTranslator(org, language);
    const { page } = await openForm(rig.browser, `${rig.server.url}${pathOf(ZAKAT_PAGE, language)}`, undefined, {
      screen: { width: 320, height: 800 },
    });
    try {
      await openPanel(page, t);
      await typeHoldings(page, t, EXAMPLE);
      await assertExampleAnswer(page, t);
      // Each amount the panel writes, as the line boxes it takes: an inline element has one client
      // rectangle per line it is on. The publisher's name (the maintainer's text, isolated in its own
      // element when the file gives no address) is no amount: it may wrap like any words.
      const amounts = await page.$$eval('.zakat-panel .zakat-amount', (elements) =>
        elements.map((element) => ({ text: element.textContent ?? '', lines: element.getClientRects().length })),
      );
      assert.equal(
        amounts.filter(({ lines }) => lines !== 1),
        [],
        `${language}: amounts split across lines at 320 px`,
      );
      const inSteps = await page.$$eval('.zakat-panel .zakat-steps dd', (dds) => dds.length);
      assert.ok(inSteps >= 6, `${inSteps} steps`);
      // The steps, the due, and the two prices the answer used.
      assert.ok(amounts.length >= inSteps + 3, `the panel shows ${amounts.length} amounts: ${JSON.stringify(amounts)}`);
      assert.ok(
        amounts.some(({ text }) => text.includes(DUE)),
        `the due is among the amounts: ${JSON.stringify(amounts)}`,
      );
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({
        scrollWidth: document.scrollingElement!.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      assert.ok(scrollWidth <= innerWidth, `${language}: the page is ${scrollWidth} px wide on a ${innerWidth} px screen`);
      await album.shoot(page, ZAKAT_PAGE, 'zakat-panel', language);
    } finally {
      await page.close();
    }
  });
}

test(`${ZAKAT_PAGE}/: the prices in boxes with their publisher's link; the warning follows the page's clock, not the build's`, async () => {
  const { org } = formAt(ZAKAT_PAGE);
  for (const language of ['en', 'ur'] as const) {
    const translator = siteTranslator(org, language);
    const { t } = translator;
    for (const [now, old] of [
      [daysAfterPrices(1), false],
      [daysAfterPrices(311, '03:00:00'), true],
    ] as const) {
      const page = await rig.browser.newPage();
      try {
        await setPageDate(page, now);
        await page.goto(`${rig.server.url}${pathOf(ZAKAT_PAGE, language)}`, { waitUntil: 'load' });
        await page.waitForSelector('form[novalidate]');
        await openPanel(page, t);
        const priceOf = async (label: string) => (await panelControl(page, label)).evaluate((box) => box.value);
        assert.is(await priceOf(t('zakatCalculator.goldPrice')), METAL_PRICES.goldPerTola);
        assert.is(await priceOf(t('zakatCalculator.silverPrice')), METAL_PRICES.silverPerTola);
        const link = await page.evaluate(() => {
          const anchor = document.querySelector('.zakat-panel a');
          return anchor && [anchor.textContent, anchor.getAttribute('href')];
        });
        const { source, sourceUrl } = METAL_PRICES;
        assert.equal(link, sourceUrl ? [source, sourceUrl] : null, 'the publisher linked to the address the file gives, if any');
        assert.ok((await page.$eval('.zakat-panel', (panel) => panel.textContent ?? '')).includes(source), 'the publisher named');
        const warning = await page.$eval('.zakat-panel', (panel) => panel.querySelector('.zakat-warning')?.textContent ?? null);
        assert.is(warning, old ? t('zakatCalculator.oldPrices', { days: 311 }) : null, `${language} at ${now}`);
      } finally {
        await page.close();
      }
    }
  }
});

/** How the calculator's script is kept from the page: not served at all, or bytes other than the built ones. */
const BREAKAGES = {
  aborted: (request: HTTPRequest) => request.abort('failed'),
  'wrong bytes': (request: HTTPRequest) =>
    request.respond({ status: 200, contentType: 'text/javascript', body: 'export const ZakatCalculator = null;\n' }),
} as const;

for (const [breakage, breakScript] of Object.entries(BREAKAGES)) {
  test(`${ZAKAT_PAGE}/: the calculator's script ${breakage}: the popup says it did not load, the panel stays shut, the next opening tries again, the form still pays`, async () => {
    const { org, form } = formAt(ZAKAT_PAGE);
    const translator = siteTranslator(org, 'en');
    const { t } = translator;
    const email = donorEmail();
    const { page } = await openForm(rig.browser, `${rig.server.url}${ZAKAT_PAGE}/`);
    try {
      let broken = 0;
      let healed = false;
      await page.setRequestInterception(true);
      page.on('request', (request) => {
        if (!healed && CALCULATOR_SCRIPT.test(request.url())) {
          broken += 1;
          void breakScript(request);
        } else void request.continue();
      });
      const opener = await buttonLabelled(page, t('zakatCalculator.open'));
      await opener.click();
      await page.waitForFunction(
        (text) => [...document.querySelectorAll('.toast')].some((toast) => toast.textContent === text),
        { timeout: 10_000 },
        t('zakatCalculator.loadFailed'),
      );
      assert.ok(broken >= 1, "the calculator's script was not asked for");
      assert.is(await page.$('.zakat-panel'), null);
      assert.is(await opener.evaluate((button) => button.getAttribute('aria-expanded')), 'false');

      await pageDonor(page, email);
      await page.select('select[name="currency"]', 'PKR');
      await page.type('input[name="amount"]', '1500');
      // Each opening after a failure tries again: with the script served as built, the panel opens.
      healed = true;
      await opener.click();
      await page.waitForSelector('.zakat-panel');
      assert.is(await opener.evaluate((button) => button.getAttribute('aria-expanded')), 'true');
      const checkout = await submitToSiteCheckout(page, form, translator, () => pressSubmit(page));
      assert.match(checkout, 'PKR 1,500.00');
      const order = await simulatorOrder(rig.server.url, `for ${email}`, (one) => one.customerEmail === email);
      assert.equal([order.merchantId, order.amount, order.currency], ['sim-darulsukoon-zakat', '1500', 'PKR']);
    } finally {
      await page.close();
    }
  });
}

test.run();
