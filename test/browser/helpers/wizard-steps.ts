/**
 * Reading and moving a donation wizard page (templates/wizard/) in step mode: which toggle is chosen,
 * whether a control is on screen, and Next and Back pressed like a person, waiting for the new step.
 */
import type { ElementHandle, Page } from 'puppeteer-core';

/** The value of the checked radio of group `name` (a currency, preset amount or purpose toggle), '' if none. */
export function chosen(page: Page, name: string): Promise<string> {
  return page.$eval(`input[name="${name}"]:checked`, (radio) => (radio as HTMLInputElement).value).catch(() => '');
}

/** Whether the element matching `selector` is rendered (not inside anything hidden). */
export function shown(page: Page, selector: string): Promise<boolean> {
  return page.$eval(selector, (element) => (element as HTMLElement).getClientRects().length > 0);
}

/** Clicks the label of toggle `value` in group `name`, as a person clicks the button they see. */
export async function pick(page: Page, name: string, value: string): Promise<void> {
  await page.click(`input[name="${name}"][value="${value}"] + span`);
}

/** Step 1's Next button (also the handle to read the whole form's values through). */
export async function nextButton(page: Page): Promise<ElementHandle<HTMLButtonElement>> {
  const button = await page.$('form button[type="button"].submit:not(.submit--secondary)');
  if (!button) throw new Error('the page has no Next button');
  return button as ElementHandle<HTMLButtonElement>;
}

/** Waits until the heading of step `step` has focus, which the wizard gives it once the step shows. */
function stepShown(page: Page, step: 1 | 2): Promise<unknown> {
  return page.waitForFunction((prefix) => document.activeElement?.textContent?.startsWith(prefix), {}, `Step ${step} of 2`);
}

/** Clicks Next and waits for step 2; rejects after 30 s when the wizard stays on step 1. */
export async function goNext(page: Page): Promise<void> {
  await (await nextButton(page)).click();
  await stepShown(page, 2);
}

/** Clicks Back and waits for step 1. */
export async function goBack(page: Page): Promise<void> {
  // In the step's actions: step 1's "Calculate my zakat" (a page with zakat) is a secondary button too.
  await page.click('form .wizard-actions button[type="button"].submit--secondary');
  await stepShown(page, 1);
}
