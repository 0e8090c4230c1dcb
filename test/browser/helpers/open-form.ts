/**
 * Opens a form page like a donor on a phone (390x844) and waits until the script has taken over the
 * form; collects console errors and warnings, failed requests and page errors into `problems`.
 */
import type { Browser, Page } from 'puppeteer-core';

export interface OpenedForm {
  page: Page;
  /** Every console error or warning, failed request and uncaught page error, as text. */
  problems: string[];
}

/** `ready` is the selector that appears once the script has taken over (the card checkout page has no form). */
export async function openForm(browser: Browser, url: string, ready = 'form[novalidate]'): Promise<OpenedForm> {
  const page = await browser.newPage();
  await page.setViewport({ width: 390, height: 844 });
  const problems: string[] = [];
  page.on('console', (message) => {
    // The pages set no favicon (the hosting site's own applies), so the browser's guess may 404.
    if (message.location().url?.endsWith('/favicon.ico')) return;
    if (message.type() === 'error' || message.type() === 'warn') problems.push(`console: ${message.text()}`);
  });
  page.on('requestfailed', (request) => problems.push(`request failed: ${request.url()}`));
  page.on('pageerror', (error) => problems.push(`page error: ${String(error)}`));
  await page.goto(url, { waitUntil: 'networkidle0' });
  await page.waitForSelector(ready);
  return { page, problems };
}
