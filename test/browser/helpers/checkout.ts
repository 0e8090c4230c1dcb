/**
 * The donor's way through the PayPro simulator's checkout (proxy/simulator/marketplace-page.ts): Submit
 * on a filled form leads there, and its Pay or Cancel button leads back to the form's callback.
 */
import * as assert from 'uvu/assert';
import type { Page } from 'puppeteer-core';
import { bodyText, pressSubmit } from './donor.ts';

/** Path of the simulator's checkout page under `forms serve`. */
export const CHECKOUT_PATH = '/paypro-sim/pyb-demo/';

/**
 * Presses Submit on a filled form and waits until the browser is on the simulator's checkout, however
 * long the form's redirect popup stays; resolves to the checkout's visible text. Fails the test when
 * the page lands anywhere else; rejects after puppeteer's navigation timeout (30 s) when it never leaves.
 */
export async function submitToCheckout(page: Page): Promise<string> {
  const leaving = page.waitForNavigation();
  await pressSubmit(page);
  await leaving;
  assert.is(new URL(page.url()).pathname, CHECKOUT_PATH, `Submit led to ${page.url()}`);
  return bodyText(page);
}

/**
 * Clicks Pay or Cancel on the checkout and waits for the page it sends the donor to (the callback with
 * `status`, `ordId` and `msg` in its query, PROTOCOL.md "Browser return").
 */
export async function leaveCheckout(page: Page, button: 'pay' | 'cancel'): Promise<void> {
  const back = page.waitForNavigation();
  await page.click(`form[action$="/pyb-demo/${button}"] button`);
  await back;
}
