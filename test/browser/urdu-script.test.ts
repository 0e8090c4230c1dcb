/**
 * Urdu as a phone with Noto Nastaliq Urdu shows it (Android's Urdu font; the test machine has Debian's
 * `fonts-noto-core`, which test/setup/ensure-test-tools.ts installs): an Urdu page's words are drawn in
 * that font, not in a fallback that lacks some letters (DejaVu Sans draws "ہ" and "۔" as boxes), and its
 * controls show the whole of their text. Nastaliq's first letter can reach past the start of its line
 * (the top stroke of ک, the dots of ت) and a select or text box clips what lies outside its text area:
 * "کرنسی منتخب کریں" read "لرنسی" and "تولہ" lost its dots. Each control's ink, in a screenshot, must be as
 * wide and as tall as the same text's ink in the same font and colours where nothing cuts it off.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'puppeteer-core';
import { browserRigFor } from './helpers/browser-rig.ts';
import { type InkBox, inkBox } from './helpers/ink-box.ts';
import { networkQuiet, PHONE } from './helpers/open-form.ts';
import { fontsOf } from './helpers/platform-fonts.ts';

const NASTALIQ = 'Noto Nastaliq Urdu';
const URDU_PAGE = '/merchantform/grid-three-currencies/ur/';
/** Arabic-script letters (Urdu's among them). */
const ARABIC = /[\u0600-\u06FF]/;
/** Device pixels per CSS pixel: the screenshots are read at twice the phone's resolution. */
const SCALE = 2;
/** How much narrower or shorter (in CSS pixels) a control's ink may be than the free text's: one device pixel. */
const SLACK = 1 / SCALE;

let page: Page;

// Registered before the rig's hooks, so the tab closes before the rig closes its browser context.
test.after(async () => {
  await page?.close();
});

const rig = browserRigFor(test);

test.before(async () => {
  // A tab without `openForm`'s test clock, which holds back the frames a screenshot of an element waits for.
  page = await rig.browser.newPage();
  await page.setViewport({ ...PHONE, deviceScaleFactor: SCALE });
  await page.goto(`${rig.server.url}${URDU_PAGE}`, { waitUntil: 'load' });
  await page.waitForSelector('form[novalidate]');
  await networkQuiet(page);
});

/** What a control shows, and where in it the text is. */
interface ControlText {
  text: string;
  /**
   * The inside of the control from its inline start (its right, in Urdu) to `reach` CSS pixels beyond,
   * less the rounded corners' rows (their border curves in) and a select's arrow at the other end; in
   * CSS pixels from the control's top left corner.
   */
  region: InkBox;
}

/** `ControlText` of the control at `selector` (a select's chosen option, or a text box's value), for a text `reach` pixels wide. */
function controlText(selector: string, reach: number): Promise<ControlText> {
  return page.$eval(
    selector,
    (control, textWidth) => {
      const style = getComputedStyle(control);
      const text = control instanceof HTMLSelectElement ? (control.selectedOptions[0]?.text ?? '') : (control as HTMLInputElement).value;
      // No named helper here: the page would not know the name-keeping wrapper the test's compiler adds to one.
      const [top, right, bottom, left] = [style.borderTopWidth, style.borderRightWidth, style.borderBottomWidth, style.borderLeftWidth].map(
        Number.parseFloat,
      ) as [number, number, number, number];
      const { width: outerWidth, height: outerHeight } = control.getBoundingClientRect();
      const em = Number.parseFloat(style.fontSize);
      const corner = Number.parseFloat(style.borderTopRightRadius);
      const width = Math.min(textWidth + 2 * em, outerWidth - left - right - 3 * em);
      return {
        text,
        region: { left: outerWidth - right - width, top: top + corner, width, height: outerHeight - top - bottom - 2 * corner },
      };
    },
    reach,
  );
}

/**
 * The ink of `text` in the font and colours of the control at `selector`, drawn where nothing cuts it
 * off: in a box of the page's own with room all round, shot and removed again.
 */
async function freeInk(selector: string, text: string): Promise<InkBox> {
  const size = await page.$eval(
    selector,
    (control, words) => {
      const style = getComputedStyle(control);
      const probe = document.createElement('div');
      probe.id = 'ink-probe';
      probe.dir = 'rtl';
      probe.textContent = words;
      const { font, color, backgroundColor } = style;
      Object.assign(probe.style, { position: 'fixed', top: '0', right: '0', padding: '1em', lineHeight: '3', whiteSpace: 'pre' });
      Object.assign(probe.style, { font, color, backgroundColor, textIndent: '0' });
      document.body.append(probe);
      const { width, height } = probe.getBoundingClientRect();
      return { width, height };
    },
    text,
  );
  const probe = (await page.$('#ink-probe'))!;
  const png = (await probe.screenshot({ encoding: 'base64' })) as string;
  await probe.evaluate((element) => element.remove());
  return inkBox(page, png, { left: 0, top: 0, width: size.width, height: size.height }, SCALE);
}

/** Fails unless the control at `selector`, showing `expected`, shows all of its ink. */
async function assertWholeText(selector: string, expected: string): Promise<void> {
  const free = await freeInk(selector, expected);
  const shown = await controlText(selector, free.width);
  assert.is(shown.text, expected, selector);
  const png = (await (await page.$(selector))!.screenshot({ encoding: 'base64' })) as string;
  const box = await inkBox(page, png, shown.region, SCALE);
  const cut = `${selector} "${expected}" shows ink ${box.width}x${box.height} px of its text's ${free.width}x${free.height}`;
  assert.ok(box.width >= free.width - SLACK, `${cut}: its start is cut off`);
  assert.ok(box.height >= free.height - SLACK, `${cut}: its top or bottom is cut off`);
}

test('the Urdu words are drawn in Noto Nastaliq Urdu, those with no Latin letter in it alone', async () => {
  const urdu = (await fontsOf(page, 'h1, label, .form-note, button, select')).filter(({ text }) => ARABIC.test(text));
  assert.ok(urdu.length >= 8, `only ${urdu.length} Urdu texts`);
  for (const { text, families } of urdu) {
    assert.ok(families.includes(NASTALIQ), `"${text}" is drawn in ${families.join(', ')}`);
    if (!/[A-Za-z0-9*]/.test(text)) assert.equal(families, [NASTALIQ], `"${text}" is drawn in ${families.join(', ')}`);
  }
});

test('selects show the whole of their Urdu text: the stroke of ک in "کرنسی"', async () => {
  await assertWholeText('#field-currency', 'کرنسی منتخب کریں');
  await assertWholeText('#field-donationType', 'عطیے کا مقصد منتخب کریں');
});

test('text boxes show the whole of what the donor types in Urdu', async () => {
  for (const selector of ['#field-name', '#field-comments']) {
    await page.type(selector, 'کاشف');
    await page.$eval(selector, (control) => (control as HTMLElement).blur());
    await assertWholeText(selector, 'کاشف');
  }
});

test("the zakat calculator's unit select shows the dots of ت in تولہ", async () => {
  await page.click('button.submit--secondary[aria-expanded="false"]');
  await page.waitForSelector('.zakat-panel select', { timeout: 10_000 });
  const id = await page.$eval('.zakat-panel select', (select) => select.id);
  await assertWholeText(`[id="${id}"]`, 'تولہ');
});

test.run();
