/**
 * What a donor does on a standard grid form, typed through the keyboard and mouse like a person.
 */
import type { Page } from 'puppeteer-core';

export interface GridDonation {
  name: string;
  email: string;
  phoneNumber?: string;
  amount: string;
  currency: string;
  /** Value of the purpose option (donationType or paymentType). */
  purpose: string;
}

/** Fills every field of a standard grid form and presses Submit. */
export async function fillGridForm(page: Page, donation: GridDonation): Promise<void> {
  await page.type('input[name="name"]', donation.name);
  await page.type('input[name="email"]', donation.email);
  if (donation.phoneNumber) await page.type('input[name="phoneNumber"]', donation.phoneNumber);
  await page.type('input[name="amount"]', donation.amount);
  await page.select('select[name="currency"]', donation.currency);
  const purpose = (await page.$('select[name="donationType"]')) ? 'donationType' : 'paymentType';
  await page.select(`select[name="${purpose}"]`, donation.purpose);
}

/** Presses the form's submit button. */
export async function pressSubmit(page: Page): Promise<void> {
  await page.click('form button[type="submit"]');
}

/** The page's `<html lang dir>`, e.g. ['ur', 'rtl']. */
export async function languageAndDirection(page: Page): Promise<[string, string]> {
  return page.evaluate(() => [document.documentElement.lang, document.documentElement.dir] as [string, string]);
}

/**
 * The text of the page body, less that of its scripts and styles: a page carries its props, and so every
 * message it can show, as JSON in a script in the body, which `document.body.textContent` would include.
 */
export async function bodyText(page: Page): Promise<string> {
  return page.evaluate(shownText);
}

/** `bodyText` run in the page (self-contained, so it can be handed to `evaluate` and `waitForFunction`). */
export function shownText(): string {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  let text = '';
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.parentElement?.closest('script, style, template')) text += node.nodeValue;
  }
  return text;
}

/**
 * Whether every one of `wanted` is in the page's `shownText` (with `present` false: none is). Run in the
 * page, so self-contained (`waitForFunction` sends its source).
 */
function textsShown(wanted: readonly string[], present: boolean): boolean {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  let text = '';
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.parentElement?.closest('script, style, template')) text += node.nodeValue;
  }
  return wanted.every((one) => text.includes(one) === present);
}

/** Waits (up to `timeout` ms, default puppeteer's 30 s) until every one of `texts` is in `bodyText`, or, with `shown` false, none is. */
export async function waitForText(
  page: Page,
  texts: readonly string[],
  { shown = true, timeout }: { shown?: boolean; timeout?: number } = {},
): Promise<void> {
  await page.waitForFunction(textsShown, timeout === undefined ? {} : { timeout }, texts, shown);
}
