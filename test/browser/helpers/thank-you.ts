/**
 * The thank-you page after the checkout: it shows only what the proxy confirms (never the `status` or
 * `msg` in its address), so these wait for the result region's phase and read its words
 * (orgs/order-result-text.ts).
 */
import * as assert from 'uvu/assert';
import type { Page } from 'puppeteer-core';

const regionText = (page: Page) => page.$eval('#payment-result', (region) => region.textContent ?? '');

/** `amount` as the checkout shows it ('PKR 17,000.00', 'GBP 150.00') as a pattern that also takes it without '.00'. */
function amountPattern(amount: string): string {
  return amount.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\.00$/, '(\\.00)?');
}

/**
 * Waits until the page says the proxy confirmed the payment, checks the amount (e.g. 'PKR 2,500';
 * absent: any) and the PayPro reference, and resolves to the region's text.
 */
export async function waitForConfirmed(page: Page, amount?: string): Promise<string> {
  await page.waitForSelector('#payment-result[data-phase="confirmed"]');
  const text = await regionText(page);
  assert.match(text, new RegExp(` of ${amount ? amountPattern(amount) : '[A-Z]{3} [\\d,.]+'} is confirmed\\.`));
  assert.match(text, /PayPro reference: \d+/);
  assert.not.match(text, 'not confirmed');
  return text;
}

/** Waits until the page says the payment was not paid, and resolves to the region's text. */
export async function waitForNotPaid(page: Page): Promise<string> {
  await page.waitForSelector('#payment-result[data-phase="not-paid"]');
  const text = await regionText(page);
  assert.match(text, /Your [a-z ]+ was not paid\./);
  assert.not.match(text, 'is confirmed');
  return text;
}

/**
 * Waits until the page's result region has left its first phase ('checking') and resolves to that
 * phase and the page's shown text (not its data block, whose messages hold every phase's words).
 */
export async function waitForSettled(page: Page): Promise<{ phase: string; text: string }> {
  await page.waitForFunction(() => {
    const phase = document.querySelector('#payment-result')?.getAttribute('data-phase');
    return phase !== null && phase !== undefined && phase !== 'checking';
  });
  return page.$eval('#payment-result', (region) => ({
    phase: region.getAttribute('data-phase') ?? '',
    text: (document.getElementById('root') ?? document.body).textContent ?? '',
  }));
}
